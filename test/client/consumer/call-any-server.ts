// A client for any implementation of the API, generated from the contract document (generated/openapi.d.ts): it relies
// on what the spec states only. A page has the envelope and the 17 fields, some of them null; actionUser and actionInfo
// are objects whose members the spec does not show (read as unknown, tested before use); a rejection has whatever
// shape the server chose, so a page is told by `code === 0`.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';

type Page = components['schemas']['NotificationListResponse'];
type Notification = components['schemas']['Notification'];

const isPage = (body: unknown): body is Page =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 0;

/** One line per notification from the fields the spec names (content may be null). */
export const summaryOf = (n: Notification): string => `${n.type}: ${n.content ?? '(no text)'} (${n.timeAgo})`;

/** The trigger user's name where the server has one: the spec shows no member, so its type is tested. */
export function nameOf(n: Notification): string | undefined {
  const user = n.actionUser;
  if (user === null || Array.isArray(user)) return undefined;
  const name = user.nickname;
  return typeof name === 'string' ? name : undefined;
}

export async function firstPage(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ ok: true; summaries: string[]; names: string[] } | { ok: false; status: number }> {
  const { data, error, response } = await createClient<paths>({ baseUrl }).GET('/api/core/v1/notification/list', {
    headers,
  });
  const body: unknown = data ?? error;
  if (!isPage(body)) return { ok: false, status: response.status };
  const list = body.data.list;
  return { ok: true, summaries: list.map(summaryOf), names: list.flatMap((n) => nameOf(n) ?? []) };
}
