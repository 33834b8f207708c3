// The public type façade (`import type { Notification, GlobalConfigs } from 'core-kit'`): the contract's static types,
// each defined beside its schema in src/schema/static-types.ts, and the types of the answers a client gets: any answer
// (`Answer<T>`) and the answer of a filtered request (`FilteredNotification`, `FilteredListResponse`).
import type { ErrorEnvelope, Notification, Pagination, SuccessEnvelope } from './schema/index.js';

export type {
  GlobalConfigs,
  ConfigKey,
  GlobalConfigsSubset,
  LanguageEntry,
  SeoConfig,
  BulletinEntry,
  Notification,
  NotificationType,
  ActionTarget,
  ActionType,
  Pagination,
  NotificationListData,
  NotificationListQuery,
  SuccessEnvelope,
  ErrorEnvelope,
  ConfigsEnvelope,
  ConfigsResponse,
  NotificationListResponse,
  UserInfo,
  UserPlaceholder,
  UserStats,
  UserRole,
  Group,
  Hashtag,
  Geotag,
  Post,
  Comment,
  CommentAuthor,
  FileInfo,
  ExtendArchiveInfo,
  ExtendOperationInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  NotificationOf,
} from './schema/index.js';

/** Any answer of the API: the success T, or the error envelope (`code` is never 0 there: test `code === 0` to narrow). */
export type Answer<T> = T | ErrorEnvelope;

/** What a filter does to one object: keep only the keys named (`whitelist`) or drop them (`blacklist`). */
export type Projection = { whitelist: string } | { blacklist: string };

/** `filterUserType`/`filterUserKeys` (`user`) and `filterInfoType`/`filterInfoKeys` (`info`) as types. */
export interface Filters {
  user?: Projection;
  info?: Projection;
}

type Simplify<T> = T extends object ? { [K in keyof T]: T[K] } : T;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Head<K extends string> = K extends `${infer H}.${string}` ? H : never;
type Tail<K extends string, H extends string> = K extends `${H}.${infer R}` ? R : never;

/** The part of T one key or dot path names: `stats.followerCount` keeps `{ stats: { followerCount } }`; a list index
 *  (`roles.0.name`) keeps that part of the list's elements. */
type PickPath<T, P extends string> = T extends null
  ? T
  : T extends readonly (infer E)[]
    ? P extends `${number}.${infer R}`
      ? PickPath<E, R>[]
      : T
    : P extends `${infer H}.${infer R}`
      ? H extends keyof T
        ? { [K in H]: PickPath<T[K], R> }
        : {}
      : P extends keyof T
        ? { [K in P]: T[K] }
        : {};

/** An object as a whitelist of the keys K (names and dot paths) leaves it; `null` stays `null`. */
export type Whitelisted<T, K extends string> = T extends null
  ? T
  : [K] extends [never]
    ? {}
    : Simplify<Intersection<K extends unknown ? PickPath<T, K> : never>>;

/** An object as a blacklist of the keys K (names and dot paths) leaves it; `null` stays `null`. */
export type Blacklisted<T, K extends string> = T extends null
  ? T
  : T extends readonly (infer E)[]
    ? (E | Blacklisted<E, Tail<K, `${number}`>>)[]
    : Simplify<
        Omit<T, Extract<K, keyof T> | Head<K>> & { [H in Head<K> & keyof T]: Blacklisted<T[H], Tail<K, H & string>> }
      >;

type Projected<T, P> = P extends { whitelist: infer K extends string }
  ? Whitelisted<T, K>
  : P extends { blacklist: infer K extends string }
    ? Blacklisted<T, K>
    : T;

/**
 * A notification of a filtered list: actionUser and actionInfo as the filters leave them (a `null` stays `null`), each
 * actionTarget's variant with its own actionInfo, e.g.
 * `FilteredNotification<{ user: { whitelist: 'fsid' | 'nickname' }; info: { blacklist: 'author.stats' } }>`.
 */
export type FilteredNotification<F extends Filters> = Notification extends infer N
  ? N extends { actionUser: infer U; actionInfo: infer I }
    ? Simplify<
        Omit<N, 'actionUser' | 'actionInfo'> & {
          actionUser: Projected<U, F['user']>;
          actionInfo: Projected<I, F['info']>;
        }
      >
    : never
  : never;

/** The success answer of a filtered list request. */
export type FilteredListResponse<F extends Filters> = SuccessEnvelope<{
  pagination: Pagination;
  list: FilteredNotification<F>[];
}>;
