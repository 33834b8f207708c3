// Three reads that skip a test: a page read without testing `code` (the answer may be an error envelope), a place's
// latitude read without testing `actionTarget` (actionInfo may be any structure), and a bio read without testing it for
// null (most users of the real system have none). None may compile.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/mock.js';

export async function total(baseUrl: string): Promise<number> {
  const { data } = await createClient<paths>({ baseUrl }).GET('/api/core/v1/notification/list');
  if (data === undefined) return 0;
  return data.data.pagination.total;
}

export const latitude = (n: components['schemas']['Notification']): string | undefined =>
  n.actionInfo === null ? undefined : n.actionInfo.latitude;

export const bioLength = (user: components['schemas']['UserInfo']): number =>
  user.bio === undefined ? 0 : user.bio.length;
