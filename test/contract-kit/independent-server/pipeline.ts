// The stages of this implementation, each a small replaceable function: a defect of the corpus replaces one stage
// (wrapping the correct one), the way a real bug sits in one place of a real backend.
import { INDEPENDENT_NOW, type Choices } from './choices.js';
import { LANGUAGES, configsPayload, languagesWith } from './served-configs.js';
import type { Stored } from './inbox.js';
import { project } from './project-keys.js';
import { readListQuery, tieRank, type Filter, type ListQuery, type Refusal } from './read-list-query.js';
import { renderNotification } from './render-notification.js';
import { timeAgo } from './render-times.js';
import { reword } from './wording.js';

/** Keys plugins add to the configs (choice pluginKeys): the document names none of them. */
const PLUGIN_KEYS: Json = {
  portal_9: '<p>Plugin portal</p>',
  acme_wallet_currency: 'SGD',
  acme_sso_enabled: true,
  acme_map: { provider: 'osm', zoom: 12 },
};
import { readLenientQuery, readStrictQuery } from './read-list-query-variants.js';
import type { Json } from './subjects.js';

export interface Account {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
  inbox: Stored[];
}

export interface Request {
  path: string;
  query: URLSearchParams;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The header names as the client wrote them (HTTP names are case-insensitive; a bug may not think so). */
  rawHeaderNames?: string[];
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Paged {
  pagination: { total: number; pageSize: number; currentPage: number; lastPage: number };
  items: Stored[];
}

export interface Pipeline {
  authenticate(headers: Record<string, string>, accounts: readonly Account[]): Account | Refusal;
  readQuery(query: URLSearchParams): ListQuery | Refusal;
  select(inbox: readonly Stored[], query: ListQuery): Stored[];
  /** Newest first; `query`, when given, is the filter the items were selected by (ties may follow it). */
  order(items: Stored[], query?: ListQuery): Stored[];
  paginate(items: readonly Stored[], query: ListQuery): Paged | Refusal;
  render(item: Stored, query: ListQuery, language: Json): Json;
  project(object: Json | null, filter: Filter): Json | null;
  listAnswer(paged: Paged, list: Json[], query: ListQuery): Answer;
  configs(request: Request): Answer;
  refusal(refusal: Refusal): Answer;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, message: 'ok', data } });

/** The server's "now": fixed, a clock that starts at `clock.startsAt` and runs `clock.speed` times as fast, or the real one. */
export const serverNow = (choices: Choices, started: number) =>
  choices.realClock
    ? Date.now()
    : choices.clock
      ? choices.clock.startsAt + (Date.now() - started) * choices.clock.speed
      : INDEPENDENT_NOW;

/** The language of a request: X-Core-Client-Lang-Tag when it names one, else the default. */
export const languageOf = (headers: Record<string, string>, languages: Json[] = LANGUAGES): Json =>
  languages.find((l) => l.langTag === headers['x-core-client-lang-tag']) ?? languages[0]!;

export function correctPipeline(choices: Choices): Pipeline {
  const payload = configsPayload(languagesWith(choices.dateFormat, choices.wording));
  const started = Date.now();
  return {
    authenticate(headers, accounts) {
      const [aid, aidToken, uid, uidToken] = ['x-core-aid', 'x-core-aid-token', 'x-core-uid', 'x-core-uid-token'].map(
        (h) => headers[h] ?? '',
      );
      // The real system's header rules first: a header without its partner is a 21005.
      if ((aid && !aidToken) || (uid && !aid) || (uid && !uidToken))
        return { kind: 'auth', code: 21005, message: 'Command word request parameter error' };
      if (!aid) return { kind: 'auth', code: 31501, message: 'Account not logged in' };
      const account = accounts.find((a) => a.aid === aid);
      if (!account) return { kind: 'auth', code: 31502, message: 'Account does not exist' };
      if (account.aidToken !== aidToken) return { kind: 'auth', code: 31505, message: 'Account token is incorrect' };
      if (!uid || !uidToken) return { kind: 'auth', code: 31601, message: 'User not logged in' };
      const user = choices.anyAccountsUser ? accounts.find((a) => a.uid === uid) : account;
      if (!user || user.uid !== uid || user.uidToken !== uidToken)
        return { kind: 'auth', code: 31603, message: 'User token is incorrect' };
      return user;
    },
    readQuery: (query) =>
      (choices.inputs === 'strict' ? readStrictQuery : choices.inputs === 'lenient' ? readLenientQuery : readListQuery)(
        query,
        choices,
      ),
    select: (inbox, q) =>
      inbox.filter(
        (n) => (q.types === null || q.types.has(n.type)) && (q.status === null || n.readStatus === q.status),
      ),
    order: (items, query) =>
      items.sort(
        (a, b) =>
          b.createdAt - a.createdAt ||
          (choices.tieOrderPerFilter && query
            ? tieRank(a.nmid, query) - tieRank(b.nmid, query)
            : (a.nmid < b.nmid ? -1 : 1) * (choices.tiesNewestNmidFirst ? -1 : 1)),
      ),
    paginate(items, q) {
      const total = items.length;
      const lastPage = total === 0 ? choices.emptyLastPage : Math.ceil(total / q.pageSize);
      if (q.page > Math.max(lastPage, 1) && choices.beyondLast === 'notFound')
        return { kind: 'notFound', code: 404, message: 'No such page' };
      const start = (q.page - 1) * q.pageSize;
      return {
        pagination: { total, pageSize: q.pageSize, currentPage: q.page, lastPage },
        items: items.slice(start, start + q.pageSize),
      };
    },
    render(item, _q, language) {
      // A ticking clock: every time rendered from now (timeAgo, datetimeFormat, the nested pairs) moves with it.
      const out = renderNotification(item, choices, String(language.dateFormat), serverNow(choices, started));
      // A live clock: timeAgo grows while the run goes on (here 60 times as fast: a minute a second).
      if (choices.liveClock)
        out.timeAgo = timeAgo(item.createdAt - (Date.now() - started) * 60, choices.ownTimeAgoWording);
      // Empty strings where the real system writes null (the spec types them String and says no more).
      if (choices.emptyStringsForNull) for (const key of ['appUrl', 'contentFsid', 'content'] as const) out[key] ??= '';
      return choices.wording ? { ...out, timeAgo: reword(out.timeAgo, language) as Json } : out;
    },
    project(object, filter) {
      const out = project(object, filter.mode, filter.paths);
      // PHP's json_encode writes an empty array as `[]`: the real system's answer to a whitelist that keeps nothing.
      return choices.phpEmptyArrays && out !== null && Object.keys(out).length === 0 ? ([] as never) : out;
    },
    listAnswer: (paged, list) => ok({ pagination: paged.pagination, list }),
    configs(request) {
      const keys = (request.query.get('keys') ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== '');
      const unknown = keys.find((k) => !Object.hasOwn(payload, k) && !k.startsWith('cache_'));
      if (unknown !== undefined && choices.unknownConfigKey !== 'ignore')
        return this.refusal(
          choices.unknownConfigKey === 'crash'
            ? { kind: 'crash', code: 500, message: 'Undefined array key' }
            : { kind: 'validation', code: 10000, message: `Unknown key ${unknown}` },
        );
      const language = languageOf(request.headers, languagesWith(choices.dateFormat, choices.wording));
      const all: Json = { ...payload, ...(choices.pluginKeys ? PLUGIN_KEYS : {}), current_language_menu: language };
      const data =
        keys.length > 0 && !choices.keysIgnored
          ? Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]))
          : all;
      return choices.configsEnvelope ? ok(data) : { status: 200, body: data };
    },
    refusal(refusal) {
      if (refusal.kind === 'crash')
        return {
          status: 500,
          body: '<h1>Whoops, something went wrong.</h1>',
          headers: { 'content-type': 'text/html' },
        };
      const status =
        refusal.kind === 'auth' ? (choices.authStatus403 ? 403 : 401) : refusal.kind === 'notFound' ? 404 : 400;
      if (choices.laravelErrors)
        return {
          status: refusal.kind === 'validation' ? 422 : status,
          body:
            refusal.kind === 'validation'
              ? { message: refusal.message, errors: { query: [refusal.message] } }
              : { message: refusal.kind === 'auth' ? 'Unauthenticated.' : refusal.message },
        };
      if (choices.errors === 'envelope')
        return {
          status: refusal.kind === 'notFound' ? 404 : 200,
          body: { code: refusal.code, message: refusal.message, data: null },
        };
      if (choices.errors === 'http') return { status, body: { error: { status, reason: refusal.message } } };
      if (choices.errors === 'plain')
        return {
          status,
          body: `${status} ${refusal.message}\n`,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        };
      if (choices.errors === 'empty') return { status, body: '' };
      return {
        status,
        body: { type: 'about:blank', title: refusal.message, status },
        headers: { 'content-type': 'application/problem+json' },
      };
    },
  };
}
