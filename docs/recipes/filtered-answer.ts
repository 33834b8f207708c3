// The typed answer of a filtered request: a list row asks only for the fields it shows, and its type says so.
import type { Answer, FilteredListResponse, FilteredNotification } from 'core-kit';

/** filterUserType=whitelist&filterUserKeys=… and filterInfoType=whitelist&filterInfoKeys=…, as a type. */
type RowFilters = {
  user: { whitelist: 'nickname' | 'avatar' | 'stats.followerCount' };
  info: { whitelist: 'pid' | 'title' | 'gid' };
};
export type Row = FilteredNotification<RowFilters>;

export async function fetchRows(base: string, headers: Record<string, string>): Promise<Row[]> {
  const query = new URLSearchParams({
    filterUserType: 'whitelist',
    filterUserKeys: 'nickname,avatar,stats.followerCount',
    filterInfoType: 'whitelist',
    filterInfoKeys: 'pid,title,gid',
  });
  const res = await fetch(`${base}/api/core/v1/notification/list?${query}`, { headers });
  const answer = (await res.json()) as Answer<FilteredListResponse<RowFilters>>;
  if (answer.code !== 0) throw new Error(answer.message); // the error envelope: code and message
  return answer.data.list;
}

/**
 * actionUser is null when no user triggered the notification (and its stats null for the anonymous placeholder);
 * actionInfo follows actionTarget, and is null when the target is gone.
 */
export function label(row: Row): string {
  const followers = row.actionUser?.stats ? ` (${row.actionUser.stats.followerCount} followers)` : '';
  const who = row.actionUser ? `${row.actionUser.nickname ?? 'Anonymous'}${followers}` : 'System';
  if (row.actionInfo === null) return who;
  if (row.actionTarget === 5) return `${who} on ${row.actionInfo.title ?? row.actionInfo.pid}`;
  if (row.actionTarget === 2) return `${who} in group ${row.actionInfo.gid}`;
  return who;
}
