// A consumer's file that uses every public type and function of core-kit: the type checker must accept it under
// each of the consumer configurations beside it, with the package as npm installs it.
import type {
  ActionTarget,
  ActionType,
  Answer,
  Blacklisted,
  BulletinEntry,
  Comment,
  CommentAuthor,
  ConfigKey,
  ConfigsResponse,
  ErrorEnvelope,
  ExtendArchiveInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  ExtendOperationInfo,
  FileInfo,
  FilteredListResponse,
  FilteredNotification,
  Filters,
  Geotag,
  GlobalConfigs,
  GlobalConfigsSubset,
  Group,
  Hashtag,
  LanguageEntry,
  Notification,
  NotificationListData,
  NotificationListQuery,
  NotificationListResponse,
  NotificationOf,
  NotificationType,
  Pagination,
  Post,
  Projection,
  SeoConfig,
  SuccessEnvelope,
  UserInfo,
  UserRole,
  UserStats,
  Whitelisted,
} from 'core-kit';
import { createHandlers, handlers, type MockHandlersOptions } from 'core-kit/msw';
import {
  ControlApiError,
  createControlClient,
  MockStartError,
  startMock,
  type ControlAccount,
  type ControlClient,
  type ControlStatus,
  type JournalEntry,
  type JournalEntryDetail,
  type Latency,
  type MockServer,
  type RequestFilter,
  type RequestList,
  type Scenario,
  type StartMockOptions,
} from 'core-kit/server';
import {
  listChecks,
  runContract,
  type CheckInfo,
  type CheckRecord,
  type ContractResult,
  type RunContractOptions,
} from 'core-kit/contract';

export type Failure = Extract<Answer<NotificationListResponse>, ErrorEnvelope>;

export async function fetchNotifications(
  base: string,
  query: NotificationListQuery,
  headers: Record<string, string>,
): Promise<Answer<NotificationListResponse>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${base}/api/core/v1/notification/list?${search.toString()}`, { headers });
  return (await res.json()) as Answer<NotificationListResponse>;
}

export const siteMode = (configs: GlobalConfigs): 'public' | 'private' => configs.site_mode;
export const header = (subset: GlobalConfigsSubset<'site_name' | 'site_logo'>): string =>
  `${subset.site_name} ${subset.site_logo}`;
export const configKey: ConfigKey = 'post_like_enabled';
export const isComment = (n: Notification): boolean => n.type === 8;
export const pageCount = (p: Pagination): number => p.lastPage;
export const listOf = (d: NotificationListData): Notification[] => d.list;
export const firstLanguage = (c: ConfigsResponse): LanguageEntry | undefined => c.data.language_menus[0];
export type Envelope = SuccessEnvelope<{ seo: SeoConfig; bulletin: BulletinEntry }>;
export type Vocabulary = [NotificationType, ActionTarget, ActionType];
export type Structures = [UserInfo, Group, Hashtag, Geotag, Post, Comment];
export type Parts = [
  UserStats,
  UserRole,
  CommentAuthor,
  FileInfo,
  ExtendArchiveInfo,
  ExtendOperationInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  NotificationOf<5>,
];
export const isPage = (answer: Answer<NotificationListResponse>): answer is NotificationListResponse =>
  answer.code === 0;

/** The answer of filterUserType=whitelist&filterUserKeys=fsid,nickname&filterInfoType=blacklist&filterInfoKeys=author. */
const rowFilters = { user: { whitelist: 'fsid' }, info: { blacklist: 'author' } } satisfies Filters;
type RowFilters = { user: { whitelist: 'fsid' | 'nickname' }; info: { blacklist: 'author' } };
export type Row = FilteredNotification<RowFilters>;
export type Rows = Answer<FilteredListResponse<RowFilters>>;
export type Parts2 = [Whitelisted<UserInfo, 'stats.followerCount'>, Blacklisted<Post, 'author.stats'>, Projection];
export const who = (row: Row): string => row.actionUser?.nickname ?? rowFilters.user.whitelist;
/** actionInfo narrows by actionTarget (a quote, type 9, is a Post: actionTarget 5 as the real system, 4 by the spec's sentence); a deleted target is null. */
export function subject(n: Notification): string {
  if (n.actionTarget === null || n.actionInfo === null) return '';
  if (n.actionTarget === 1) return n.actionInfo.nickname ?? 'deactivated';
  if (n.actionTarget === 4)
    return n.type === 9 ? n.actionInfo.pid : `${n.actionInfo.latitude},${n.actionInfo.longitude}`;
  if (n.actionTarget === 6) return n.actionInfo.cid; // its post (replyToPost) is null in a notification
  return n.actionInfo.url ?? ''; // null when the site has no site_url
}

const mswOptions: MockHandlersOptions = {
  seed: 7,
  now: '2026-11-22T12:00:00Z',
  users: 1,
  httpErrors: true,
  prefer: 'total=3',
};
export const allHandlers = [...handlers, ...createHandlers(mswOptions)];

export async function startAndCheck(): Promise<ContractResult> {
  const options: StartMockOptions = { port: 0, seed: 3, now: new Date('2026-11-22T12:00:00Z'), users: 1 };
  let mock: MockServer;
  try {
    mock = await startMock(options);
  } catch (error) {
    if (error instanceof MockStartError) throw new Error(error.message);
    throw error;
  }
  const run: RunContractOptions = {
    baseUrl: mock.url,
    credentials: mock.credentials,
    strict: true,
    deadlineMs: 30_000,
  };
  const result = await runContract(run);
  const failures: CheckRecord[] = result.checks.filter((c) => c.status === 'fail');
  const names: string[] = listChecks().map(
    (c: CheckInfo) => `${c.name} ${c.provenance}${c.basis ? ` ${c.basis}` : ''}`,
  );
  const explored = await runContract({ ...run, explore: 20, seed: 5 });
  if (explored.exitCode !== 0) throw new Error(explored.text);
  await mock.close();
  if (failures.length > 0 || names.length === 0) throw new Error(result.text);
  return result;
}

/** The control client, as an end-to-end test uses it against any core-kit serve. */
export async function verifyOneCall(url: string): Promise<JournalEntry> {
  const control: ControlClient = createControlClient(url);
  const latency: Latency = { min: 10, max: 20 };
  const scenario: Scenario = { total: 0, latency, faultRate: 0.1, faults: ['reset'], httpErrors: false };
  await control.scenario(scenario);
  const filter: RequestFilter = { path: '/api/core/v1/notification/list', query: { pageSize: 5 }, limit: 1 };
  const list: RequestList = await control.requestList(filter);
  const entry = await control.waitForRequest(filter, { timeoutMs: 1000 }).catch((error: unknown) => {
    if (error instanceof ControlApiError) throw new Error(`${error.status} ${error.code ?? ''} ${error.message}`);
    throw error;
  });
  const detail: JournalEntryDetail = await control.request(entry.id);
  const status: ControlStatus = await control.status();
  const accounts: ControlAccount[] = await control.listAccounts();
  if (list.lastId < detail.id || status.journal.size === 0 || accounts.length === 0) throw new Error('unexpected');
  await control.resetScenario();
  return entry;
}
