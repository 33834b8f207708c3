// Two reads that skip a test: a page read without testing `code` (the answer may be an error envelope), and a place's
// latitude read without testing `actionTarget` (actionInfo may be any structure). Neither may compile.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';

export async function total(baseUrl: string): Promise<number> {
  const { data } = await createClient<paths>({ baseUrl }).GET('/api/core/v1/notification/list');
  if (data === undefined) return 0;
  return data.data.pagination.total;
}

export const latitude = (n: components['schemas']['Notification']): string | undefined => (n.actionInfo === null ? undefined : n.actionInfo.latitude);
