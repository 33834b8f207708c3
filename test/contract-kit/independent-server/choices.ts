// What this implementation chooses where the spec is silent. Each correct server of the corpus is one set of choices;
// `realSystem` copies the real system (../reference: HTTP 200 envelopes, its codes, pageSize 1–30, page ≤ 0 read as 1).

import type { RateLimit } from './server-manners.js';
import type { WireManners } from './wire-manners.js';
import type { Wording } from './wording.js';

export interface Choices {
  /**
   * `envelope`: HTTP 200 {code, message, data: null} with the real codes; `http`: 400/401/404 with {error}; `problem`:
   * application/problem+json; `plain`: 400/401/404 in plain text; `empty`: 400/401/404 with no body at all.
   */
  errors: 'envelope' | 'http' | 'problem' | 'plain' | 'empty';
  /**
   * `php`: the language's dateFormat + H:i:s; or ISO 8601, or RFC 2822, or Unix time in seconds (a string), or a CJK
   * date (2026年11月22日 12:00:00), or an English long one (22 November 2026 at 13:30:00) whatever the dateFormat.
   */
  datetime: 'php' | 'iso' | 'rfc2822' | 'unix' | 'cjk' | 'english';
  /** User Info as the real system names its fields, or this server's own vocabulary. */
  shape: 'real' | 'own';
  /** Largest pageSize, and what a larger one gets: refused (10000) or silently capped (pagination says the cap). */
  pageSizeCap: number;
  overCap: 'reject' | 'cap';
  /** page ≤ 0: read as page 1 (the real system) or refused. */
  pageBelowOne: 'first' | 'reject';
  /** A page beyond the last: an empty list (total kept, page echoed), or a 404 error. */
  beyondLast: 'empty' | 'notFound';
  /** lastPage of an empty result. */
  emptyLastPage: 0 | 1;
  /** actionType of Like, Dislike, Follow, Block: 1–4 (the real system) or numbered from 0. */
  actionTypeFrom: 0 | 1;
  /** The configs in the envelope, or bare. */
  configsEnvelope: boolean;
  /**
   * An unknown key in keys=: refused (10000), left out of the answer, or the real server's crash (HTTP 500, an HTML
   * page). The kit asks one unknown key on purpose and judges that answer only by the mock's own check.
   */
  unknownConfigKey: 'reject' | 'ignore' | 'crash';
  /** types outside 1–9: refused, or dropped like empty pieces. */
  unknownTypes: 'reject' | 'drop';
  /** An empty piece in filterUserKeys / filterInfoKeys: dropped, or the request refused. */
  emptyKeyPieces: 'drop' | 'reject';
  /** Answers gzip-compressed, or as they are. */
  gzip: boolean;
  /** Answers written in small chunks (Transfer-Encoding: chunked). */
  chunked: boolean;
  /** The API under a path prefix, e.g. /community. */
  basePath: string;
  /** Notifications per account, and the seed of their data. */
  inboxSize: number;
  seed: number;
  /** Only these notification types (other data). */
  types?: readonly number[];
  /** The default language's dateFormat (PHP letters, e.g. d/m/Y) instead of m/d/Y. */
  dateFormat?: string;
  /** A rate limiter and slow answers (server-manners). */
  rateLimit?: RateLimit;
  delayMs?: number;
  /** The first n notifications hold flat objects only (no nesting, no lists, no null objects): the data checks need sits deeper. */
  plainFirst?: number;
  /** How invalid values are read: all refused (`strict`); read leniently (`lenient`: trimmed, the last of a repeat, clamped, else the default); else the real system's way. */
  inputs?: 'strict' | 'lenient';
  /** Datetimes as local wall-clock in this IANA zone (php: no offset, as the real system for a requested zone; iso: with the offset). */
  timeZone?: string;
  /** Instants around which a few notifications cluster (e.g. a DST change), 10 minutes apart over three hours. */
  clusterAt?: readonly number[];
  /** Data beyond ASCII: accented and CJK names, an ampersand, emoji, long texts, anonymous triggers. */
  rich?: boolean;
  /** Every character beyond ASCII written as a \uXXXX escape. */
  asciiJson?: boolean;
  /** timeAgo in its own words ("3 minutes ago", "just now"), not the configs' timeFormat* wording. */
  ownTimeAgoWording?: boolean;
  /** User content that looks like a bug's marks ("null" as a nickname, "Use %s in printf"), see tricky-data. */
  trickyData?: boolean;
  /** Content coding, Connection: close, cache/CORS headers, WWW-Authenticate (wire-manners). */
  wire?: WireManners;
  /** Errors as Laravel writes them: 401/404/422 with {message, errors}. */
  laravelErrors?: boolean;
  /** The default language's timeAgo templates (and timeAgo) in Spanish, Chinese or Arabic. */
  wording?: Wording;
  /** Notifications of the same second: the larger nmid first (else the smaller). */
  tiesNewestNmidFirst?: boolean;
  /** The configs carry keys plugins add (portal_9, acme_wallet_currency, …), and keys= is ignored (every key). */
  pluginKeys?: boolean;
  keysIgnored?: boolean;
  /** The first n requests get 503 (maintenance), without Retry-After. */
  unavailableFirst?: number;
  /** timeAgo from a clock that runs on during the run (60 times as fast), not a fixed now. */
  liveClock?: boolean;
  /** The configs answered only to a logged-in caller (the spec leaves this endpoint's headers open). */
  configsNeedLogin?: boolean;
  /** Anonymous users as a guest placeholder (uid -1, fsid "0", a name in Chinese); rich data only. */
  guestPlaceholder?: boolean;
  /** appUrl, contentFsid and content as "" where the real system writes null. */
  emptyStringsForNull?: boolean;
  /** Times on a 12-hour clock with AM/PM (PHP's h:i:s A) after the date. */
  twelveHourClock?: boolean;
  /** An object a whitelist kept nothing of written as `[]` (PHP's empty array), as the real system writes it. */
  phpEmptyArrays?: boolean;
  /** Quotes as the real system sends them (actionTarget 5, the quoting post) or as the spec's sentence writes them (4). */
  quotes?: 'sentence' | 'real';
  /**
   * A clock that starts at `startsAt` and runs `speed` times as fast: timeAgo, datetimeFormat and the structures' times
   * are rendered from it (the data is generated as of `startsAt`).
   */
  clock?: { startsAt: number; speed: number };
  /** The newest notifications seconds old, the content they are about seconds older (data fresh at the clock's start). */
  freshData?: boolean;
  /** The structures carry their own times beside the notification's: a post's createdDatetime and createdTimeAgo, a
   * user's lastPublishPostDateTime and lastPublishPostTimeAgo, rendered at the moment of the answer. */
  nestedTimes?: boolean;
  /**
   * A live inbox: before every `every`-th list request, the first account's inbox changes: a new notification arrives
   * on top (`arrive`), one of its notifications is deleted (`delete`), read (`read`) or marked unread again (`unread`),
   * as on a production server while the kit runs.
   */
  liveInbox?: { every: number; change: 'arrive' | 'delete' | 'read' | 'unread' };
  /** Every notification a list answer shows is marked read once shown (the spec shows no transition; some apps do so). */
  readOnView?: boolean;
  /** Structures of the real system's size: a page of 15 weighs about 250 KB (see real-size). */
  realSized?: boolean;
  /** A uid with its own valid token is accepted under any account's aid (the real system with a warm token cache). */
  anyAccountsUser?: boolean;
  /**
   * The real clock: data as of the server's start, every time rendered at the moment of the answer, Date as Node writes
   * it. Without it, Date follows the server's own clock (fixed, ticking or live), as a server's Date does.
   */
  realClock?: boolean;
  /** No Date header at all (HTTP lets a server without a clock omit it: RFC 9110 §6.6.1). */
  noDateHeader?: boolean;
  /** The answer written this long after it was rendered (a slow page: timeAgo rendered before Date is written). */
  writeLateMs?: number;
  /** Notifications of the same second in an order of each filter's own (ORDER BY created_at alone: the plan orders ties). */
  tieOrderPerFilter?: boolean;
  /** Refused credentials answered 403 rather than 401 (with `errors: 'http'`). */
  authStatus403?: boolean;
  /** JSON pretty-printed with CRLF, members in reverse order, and members the document does not name added (see json-style). */
  otherJsonStyle?: boolean;
}

export const realSystem: Choices = {
  errors: 'envelope',
  datetime: 'php',
  shape: 'real',
  pageSizeCap: 30,
  overCap: 'reject',
  pageBelowOne: 'first',
  beyondLast: 'empty',
  emptyLastPage: 1,
  actionTypeFrom: 1,
  configsEnvelope: true,
  unknownConfigKey: 'crash',
  unknownTypes: 'drop',
  emptyKeyPieces: 'drop',
  gzip: false,
  chunked: false,
  basePath: '',
  inboxSize: 120,
  seed: 7,
  quotes: 'real',
};

export const INDEPENDENT_NOW = Date.parse('2026-11-22T12:00:00Z');
