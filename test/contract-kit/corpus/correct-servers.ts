// Correct servers that choose differently wherever the spec is silent: the kit must pass every one by default, and
// the copy of the real system (with any data, under any base path) with --strict too.
import type { Choices } from '../independent-server/choices.js';
import type { KitLimits } from './corpus-defect.js';

export interface CorrectServer {
  name: string;
  /** What it chooses, in a few words (the docs list it). */
  chooses: string;
  choices: Partial<Choices>;
  /** It copies the real system: --strict must pass too. */
  strict: boolean;
  /** The kit's limits for this run (default: the kit's defaults). */
  kit?: KitLimits;
}

/** 2026-11-01 02:00 EDT, when New York's clocks go back to 01:00 EST; and 2026-03-08 02:00 EST, when they jump to 03:00 EDT. */
const FALL_BACK = Date.parse('2026-11-01T06:00:00Z');
const SPRING_FORWARD = Date.parse('2026-03-08T07:00:00Z');

const server = (
  name: string,
  chooses: string,
  choices: Partial<Choices>,
  strict = false,
  kit?: KitLimits,
): CorrectServer => ({ name, chooses, choices, strict, ...(kit ? { kit } : {}) });

export const correctServers: CorrectServer[] = [
  server(
    'realSystemCopy',
    "the real system: HTTP 200 envelopes with its codes, pageSize 1–30, page ≤ 0 read as 1; an unknown configs key crashes (an HTML 500, the real system's known fault)",
    {},
    true,
  ),
  server(
    'realSystemWith1500Notifications',
    'the real system with an inbox of 1,500 (100 pages of 15)',
    { inboxSize: 1500, seed: 11 },
    true,
  ),
  server(
    'realSystemWith14Notifications',
    'the real system with an inbox of 14: every status list fits one page of 15 (the kit asks its second page in pages of half its total)',
    { inboxSize: 14, seed: 21 },
    true,
  ),
  server(
    'realSystemUnderAPrefix',
    'the real system under /community (--base-url http://host/community)',
    { basePath: '/community' },
    true,
  ),
  server(
    'quotesAsTheSentenceWritesThem',
    "quotes by the spec's sentence: actionTarget 4, the quoted post in actionInfo, the quoting post's pid in contentFsid",
    { quotes: 'sentence' },
  ),
  server('httpStatusErrors', 'errors as HTTP 400/401/404 with {"error": {…}}, no code', { errors: 'http' }),
  server('problemJsonErrors', 'errors as application/problem+json', { errors: 'problem' }),
  server('plainTextErrors', 'errors as HTTP 400/401/404 in plain text ("401 Account token is incorrect")', {
    errors: 'plain',
  }),
  server('emptyBodyErrors', 'errors as HTTP 400/401/404 with no body and no Content-Type', { errors: 'empty' }),
  server('isoDatetimes', 'datetime in ISO 8601', { datetime: 'iso' }),
  server('rfc2822Datetimes', 'datetime in RFC 2822', { datetime: 'rfc2822' }),
  server('unixTimeDatetimes', 'datetime as Unix time in seconds, a string ("1795348800"), the formatted time in UTC', {
    datetime: 'unix',
  }),
  server(
    'realClockRfc2822Datetimes',
    "the real clock (data as of the server's start, timeAgo at the moment of the answer, Date as Node writes it), RFC 2822 datetimes",
    { realClock: true, datetime: 'rfc2822' },
  ),
  server(
    'slowPagesOnTheRealClock',
    'the real clock, Unix-time datetimes, each answer written 0.25 s after its timeAgo was rendered',
    { realClock: true, datetime: 'unix', writeLateMs: 250 },
  ),
  server(
    'noDateHeader',
    'no Date header on any answer (the kit cannot place timeAgo: not judged), Unix-time datetimes',
    {
      noDateHeader: true,
      datetime: 'unix',
    },
  ),
  server('tokyoOffsetDatetimes', "datetime in ISO 8601 with Tokyo's offset (+09:00)", {
    datetime: 'iso',
    timeZone: 'Asia/Tokyo',
  }),
  server('englishLongDatetimes', 'datetime as an English long date ("22 November 2026 at 13:30:00"), in UTC', {
    datetime: 'english',
  }),
  server('ownUserInfoFields', 'User Info and targets in its own vocabulary (id, handle, badges, counters)', {
    shape: 'own',
  }),
  server('silentCapAt20', 'pageSize above 20 silently capped to 20 (and pagination says 20)', {
    pageSizeCap: 20,
    overCap: 'cap',
  }),
  server('capAt50', 'pageSize up to 50, above refused', { pageSizeCap: 50 }),
  server('gzipAnswers', 'every answer gzip-compressed', { gzip: true }),
  server('chunkedAnswers', 'every answer chunked (no Content-Length)', { chunked: true }),
  server('otherData', 'other data: 64 notifications of types 2, 3, 5, 8, 9 only', {
    types: [2, 3, 5, 8, 9],
    inboxSize: 64,
    seed: 3,
  }),
  server('beyondLastIs404', 'a page beyond the last as HTTP 404, lastPage 0 for an empty result', {
    beyondLast: 'notFound',
    emptyLastPage: 0,
    errors: 'http',
  }),
  server(
    'mockLikeValidation',
    'bare configs, actionType from 0, page ≤ 0 and types outside 1–9 refused, an unknown key refused, a filter key list with an empty piece refused',
    {
      configsEnvelope: false,
      actionTypeFrom: 0,
      pageBelowOne: 'reject',
      unknownTypes: 'reject',
      unknownConfigKey: 'reject',
      emptyKeyPieces: 'reject',
    },
  ),
  // Class 13 (issue 22): production manners. A limiter's 429 is "not yet"; what the deadline leaves unchecked SKIPs.
  server(
    'burstLimit20PerSecond',
    'the real system behind a limiter: more than 20 requests a second get 429 with Retry-After in seconds',
    { rateLimit: { limit: 20, windowMs: 1_000, retryAfter: 'seconds' } },
    true,
  ),
  server(
    'sixtyRequestsAMinute',
    "the real system behind Laravel's default throttle: 60 requests a minute, then 429 with Retry-After as an HTTP-date (a 5 s deadline)",
    { rateLimit: { limit: 60, windowMs: 60_000, retryAfter: 'date' } },
    true,
    { deadlineMs: 5_000 },
  ),
  server(
    'slowGzipDayFirst',
    'the real system answering gzip-compressed after 40 ms, English dates as d/m/Y',
    { gzip: true, delayMs: 40, dateFormat: 'd/m/Y' },
    true,
  ),
  server(
    'refusesEveryInvalidValue',
    'every value the document does not define refused (repeated, padded, past 32 bits, not a number, not in the enum), as HTTP 400',
    { inputs: 'strict', errors: 'http' },
  ),
  server(
    'readsEveryValueLeniently',
    'invalid values read leniently: trimmed, the last of a repeated parameter, numbers read as far as they go and clamped, anything else the default',
    { inputs: 'lenient' },
  ),
  server(
    'interestingDataDeep',
    'its first 45 notifications (three pages) hold flat objects only: lists, nested objects and null objects appear from page 4 on',
    { plainFirst: 45 },
  ),
  server(
    'everythingDifferent',
    'all of it at once: HTTP errors, RFC 2822, own fields, cap 20, gzip, chunked, 1,200 notifications',
    {
      errors: 'http',
      datetime: 'rfc2822',
      shape: 'own',
      pageSizeCap: 20,
      overCap: 'cap',
      gzip: true,
      chunked: true,
      inboxSize: 1200,
      seed: 23,
    },
  ),
  server(
    'fallBackInNewYork',
    'local wall-clock times of America/New_York without an offset (the real system for a requested zone), 18 notifications around the November fall-back: 01:00–01:59 twice',
    { timeZone: 'America/New_York', clusterAt: [FALL_BACK] },
    true,
  ),
  server(
    'springForwardInNewYork',
    'local wall-clock times of America/New_York around the March spring-forward (02:00–02:59 never happens)',
    { timeZone: 'America/New_York', clusterAt: [SPRING_FORWARD], seed: 5 },
    true,
  ),
  server(
    'isoWithLocalOffsets',
    'ISO 8601 with the local offset of America/New_York (-04:00, then -05:00), across the fall-back',
    { datetime: 'iso', timeZone: 'America/New_York', clusterAt: [FALL_BACK] },
  ),
  server(
    'richData',
    'names with accents, CJK and "&", emoji in texts, a summary cut at 280 characters by code points, anonymous likes and mentions',
    { rich: true },
    true,
  ),
  server(
    'ownTimeAgoWording',
    'timeAgo in its own words ("3 minutes ago", "just now"), not the configs\' wording: not judged against datetime',
    { ownTimeAgoWording: true },
  ),
  server(
    'userContentLikeBugMarks',
    'users named "null", "NaN", "None", "%s" or "{name}", texts such as "undefined", "Use %s in printf", "Why does JS print [object Object]?", "a &amp; b", RTL, ZWJ emoji and combining marks, carried as written',
    { trickyData: true },
    true,
  ),
  server(
    'liveClock',
    'timeAgo from a clock that runs on during the run (60 times as fast): one notification may say "3 minute ago", then "4 minute ago"',
    { liveClock: true },
    true,
  ),
  server(
    'tickingClockFreshData',
    'a clock that starts a minute before midnight and runs 600 times as fast, data seconds old, and the structures with their own times (createdDatetime as H:i today, createdTimeAgo, lastPublishPostTimeAgo) rendered from it: every humanized and today-dependent time moves between two requests',
    { clock: { startsAt: Date.parse('2026-11-22T23:59:00Z'), speed: 600 }, freshData: true, nestedTimes: true },
    true,
  ),
  server(
    'growingInbox',
    'a live inbox: before every 60th list request a new notification arrives on top (the kit notices the move, runs what failed again, and judges answers of one moment)',
    { liveInbox: { every: 60, change: 'arrive' } },
    true,
  ),
  server(
    'shrinkingInbox',
    'a live inbox: before every 80th list request one of its notifications is deleted',
    { liveInbox: { every: 80, change: 'delete' } },
    true,
  ),
  server(
    'inboxReadDuringTheRun',
    'a live inbox: before every 40th list request one of its unread notifications, anywhere in it, is read (the status lists move, the whole list holds)',
    { liveInbox: { every: 40, change: 'read' } },
    true,
  ),
  server(
    'markedUnreadAgainDuringTheRun',
    'a live inbox: before every 50th list request one of its read notifications is marked unread again (it joins the unread list in the middle)',
    { liveInbox: { every: 50, change: 'unread' } },
    true,
  ),
  server(
    'readOnView',
    'every notification a list answer shows is read from then on: each request moves the status lists (what they leave unjudged SKIPs)',
    { readOnView: true },
    true,
  ),
  server(
    'realSizedPages',
    "pages of the real system's size (about 250 KB for 15 notifications: 61 counts per user, long posts, files), so that a full run passes the kit's memory budget and keeps most answers slim",
    { realSized: true, nestedTimes: true },
    true,
  ),
  server(
    'spanishWordingLiveClock',
    'the default language\'s timeAgo templates in Spanish ("hace {n} minutos"), with a clock that runs on, RFC 2822 datetimes, rich data',
    { wording: 'es', liveClock: true, datetime: 'rfc2822', rich: true },
  ),
  server(
    'chineseWording',
    'the default language\'s timeAgo templates in Chinese ("{n}分钟前"), rendered from them',
    { wording: 'zh' },
    true,
  ),
  server(
    'laravelErrorsAndThrottle',
    'Laravel\'s own answers: 422 {"message", "errors"} for invalid input, 401 {"message": "Unauthenticated."}, deflate, and a throttle of 20 requests a second',
    {
      laravelErrors: true,
      wire: { encoding: 'deflate' },
      rateLimit: { limit: 20, windowMs: 1_000, retryAfter: 'seconds' },
    },
  ),
  server(
    'brotliCloseCacheCors',
    'brotli, Connection: close, ETag, Cache-Control: no-store and CORS headers on every answer, WWW-Authenticate on a 401, HTTP errors',
    { wire: { encoding: 'br', connectionClose: true, cacheAndCors: true, authenticate: true }, errors: 'http' },
  ),
  server(
    'pluginKeysKeysIgnoredConfigsNeedLogin',
    'configs with keys plugins add (portal_9, acme_*), keys= ignored (every key), and answered only to a logged-in caller',
    { pluginKeys: true, keysIgnored: true, configsNeedLogin: true },
  ),
  server(
    'tiesLargerNmidFirstAfterMaintenance',
    'notifications of the same second with the larger nmid first; the first request gets 503 (maintenance) without Retry-After; other language wording in Arabic',
    { tiesNewestNmidFirst: true, unavailableFirst: 1, wording: 'ar', inboxSize: 300 },
    true,
  ),
  server(
    'guestPlaceholderForAnonymous',
    'anonymous users shown as one guest placeholder: uid -1, fsid "0", username "匿名" (rich data)',
    { rich: true, guestPlaceholder: true },
  ),
  server('emptyStringsForNull', 'appUrl, contentFsid and content as "" where the real system writes null', {
    emptyStringsForNull: true,
  }),
  server(
    'slowAnswers',
    'the real system answering every request after 400 ms (a 6 s deadline: what it leaves unchecked SKIPs, never FAILs; most of it unchecked, the run is inconclusive)',
    { delayMs: 400 },
    true,
    { deadlineMs: 6_000 },
  ),
  server(
    'twelveHourClock',
    'times on a 12-hour clock with AM/PM after the date ("11/22/2026 01:30:00 PM"), and local wall-clock times of New York with d/m/Y across the fall-back',
    { twelveHourClock: true, dateFormat: 'd/m/Y', timeZone: 'America/New_York', clusterAt: [FALL_BACK] },
  ),
  server(
    'otherTeamsChoicesAtOnce',
    "user content like bug marks, a running clock, a 12-hour clock, Chinese wording, Laravel's errors, brotli with Connection: close, pageSize capped at 100, lastPage 0 for an empty result",
    {
      trickyData: true,
      liveClock: true,
      twelveHourClock: true,
      laravelErrors: true,
      wire: { encoding: 'br', connectionClose: true },
      wording: 'zh',
      pageSizeCap: 100,
      overCap: 'cap',
      emptyLastPage: 0,
    },
  ),
  // Once listed as a defect: the running real system writes exactly this (its README, "filters").
  server(
    'emptyProjectionAsPhpArray',
    "a whitelist that keeps nothing of actionUser or actionInfo written as [] (PHP's empty array), as the real system does",
    { phpEmptyArrays: true },
    true,
  ),
  server(
    'anyAccountsUserAccepted',
    "a uid with its own valid token accepted under any account's aid (the real system with a warm token cache)",
    { anyAccountsUser: true },
    true,
  ),
  // A second outside round: ties ordered by each filter's own plan (a false alarm once), 403 for refused credentials,
  // JSON as other serializers write it.
  server(
    'tiesInEachFiltersOwnOrder',
    "notifications of the same second in an order of each filter's own (ORDER BY created_at alone), 300 notifications: a filtered list orders its ties otherwise than the whole list",
    { tieOrderPerFilter: true, inboxSize: 300 },
  ),
  server(
    'forbiddenForRefusedCredentials',
    'refused credentials as HTTP 403 with {"error": {…}}, other errors HTTP 400/404',
    {
      errors: 'http',
      authStatus403: true,
    },
  ),
  server(
    'prettyReversedJsonWithOwnMembers',
    "JSON pretty-printed with CRLF, every object's members in reverse order, and members of its own (requestId in the envelope, links and hasMore beside the pagination, a priority per notification)",
    { otherJsonStyle: true },
  ),
  server(
    'asciiEscapedJson',
    'rich data with every character beyond ASCII written as \\uXXXX',
    { rich: true, asciiJson: true },
    true,
  ),
];

/** Defects run again on a large inbox and on other data: still caught by the same check. */
export const replays: { defect: string; on: string; choices: Partial<Choices> }[] = [
  ...[
    'statusDroppedWithTypes',
    'typesIgnoredAfterPageOne',
    'capOffsetUsesTheAskedPageSize',
    'whitelistTurnsNullIntoObject',
    'pageCacheKeyedByQueryOnly',
    'commentFsidIsTheCommentedContent',
  ].map((defect) => ({ defect, on: '1,500 notifications', choices: { inboxSize: 1500, seed: 11 } })),
  ...[
    'statusDroppedWithTypes',
    'typesIgnoredAfterPageOne',
    'whitelistIndexIntoListKeepsNothing',
    'whitelistTurnsNullIntoObject',
    'lastNotificationNeverServed',
    'oneInboxForEveryone',
  ].map((defect) => ({
    defect,
    on: 'other data (types 2, 3, 5, 8, 9; own fields; ISO; HTTP errors)',
    choices: {
      types: [2, 3, 5, 8, 9],
      inboxSize: 64,
      seed: 3,
      shape: 'own' as const,
      datetime: 'iso' as const,
      errors: 'http' as const,
    },
  })),
];
