// The README's "Types for frontend code" example, verbatim: the type checker compiles it, a test keeps it equal to the README.
import type {
  ConfigsResponse,
  ErrorEnvelope,
  GlobalConfigs,
  GlobalConfigsSubset,
  Notification,
  NotificationListQuery,
  NotificationListResponse,
} from 'core-kit';

type Answer<T> = T | ErrorEnvelope; // every error is { code, message, data: null }

export async function fetchNotifications(
  query: NotificationListQuery,
  headers: Record<string, string>,
): Promise<Answer<NotificationListResponse>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`/api/core/v1/notification/list?${search}`, { headers });
  return (await res.json()) as Answer<NotificationListResponse>;
}

export type ConfigsAnswer = Answer<ConfigsResponse>;
export type SiteMode = GlobalConfigs['site_mode']; // 'public' | 'private'
export type Header = GlobalConfigsSubset<'site_name' | 'site_logo'>; // the answer of keys=site_name,site_logo
export const isComment = (n: Notification): boolean => n.type === 8; // type is 1 | 2 | … | 9
export const isPage = (a: Answer<NotificationListResponse>): a is NotificationListResponse => a.code === 0; // errors never have code 0
export const placeOf = (n: Notification): string | null =>
  n.actionTarget === 4 && n.type !== 9 && n.actionInfo ? String(n.actionInfo.latitude) : null; // actionInfo follows actionTarget; null once deleted
