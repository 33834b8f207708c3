// The values of one answer, walked generically (every string of every field, however deep): template and serializer
// marks, calendar times, timeAgo against datetime, an anonymous actionUser's identity (see value-rules). Pure: the
// configs' wording and date formats come in a ValueContext, built from the configs answer the run saw first.
import { isObject } from './answer-kind.js';
import { readCalendarTime } from './calendar-time.js';
import type { Judgement, RuleName, Violation } from './invariant-rules.js';
import { mayBeMarked, templateMark, type StringRole } from './template-marks.js';
import { disagreeingTimeAgo, readTimeAgo, templatesOf, type TimedItem, type TimeTemplate } from './time-ago.js';

export interface ValueContext {
  templates: TimeTemplate[];
  dateFormats: string[];
}

export const EMPTY_VALUE_CONTEXT: ValueContext = { templates: [], dateFormats: [] };

/** The wording and date formats of every language the configs offer (the current one first). */
export function valueContextOf(payload: Record<string, unknown>): ValueContext {
  const menus = [
    payload.current_language_menu,
    ...(Array.isArray(payload.language_menus) ? payload.language_menus : []),
  ].filter(isObject);
  return {
    templates: menus.flatMap(templatesOf),
    dateFormats: [...new Set(menus.map((m) => m.dateFormat).filter((f): f is string => typeof f === 'string'))],
  };
}

/** Keys whose values people write (any text but a serializer's marks) and keys that are the server's own rendering. */
const TEXT_KEY = /^(content|bio|description|title|summary|text|body|value|.*Html|.*Desc|message)$/i;
const RENDERED_KEY = /^(timeAgo|datetime|datetimeFormat|.*TimeAgo|.*DateTime|appUrl|contentFsid|nmid)$/;
/** What reveals who a user is (the real system's names and common others); a placeholder holds them null. */
const IDENTITY_KEYS = new Set([
  'uid',
  'fsid',
  'username',
  'uidOrUsername',
  'url',
  'id',
  'userId',
  'user_id',
  'handle',
  'email',
  'phone',
  'mobile',
]);

/** Words placeholders use for "nobody in particular", in the languages sites run in. */
const NOBODY = /anonym|anónim|anonim|guest|匿名|аноним|مجهول|נעלם|익명/i;
/** What an anonymous placeholder may hold where an identity would be: null, empty, a guest id (0, -1, "0", "-1"), or
 *  a value saying "anonymous" or "guest" (in any of several languages): no user has that id or name as their own. */
const isPlaceholder = (value: unknown) =>
  value === null ||
  value === '' ||
  (typeof value === 'number' && value <= 0) ||
  (typeof value === 'string' && (/^\s*(?:0+|-\d+)\s*$/.test(value) || NOBODY.test(value)));

type Endpoint = 'list' | 'configs' | 'other';

function roleOf(endpoint: Endpoint, path: readonly (string | number)[], key: string): StringRole {
  if (endpoint === 'configs') return key.startsWith('timeFormat') ? 'template' : 'setting';
  if (endpoint === 'other' || (path.length <= 2 && key === 'message')) return key === 'message' ? 'message' : 'text';
  const inItem = path[0] === 'data' && path[1] === 'list' && path.length === 4;
  if (inItem) return key === 'content' ? 'text' : 'rendered';
  if (RENDERED_KEY.test(key)) return 'rendered';
  return TEXT_KEY.test(key) ? 'text' : 'name';
}

/** The spec section whose field a path is, for the report. */
function sectionOf(endpoint: Endpoint, path: readonly (string | number)[]): string {
  if (endpoint === 'configs') return `Resources › Configuration item › ${String(path[path[0] === 'data' ? 1 : 0])}`;
  if (path[0] === 'data' && path[1] === 'list' && path.length >= 4) {
    const field = String(path[3]);
    return field === 'actionUser'
      ? 'Resources › Notification › actionUser (User Info)'
      : `Resources › Notification › ${field}`;
  }
  if (path[0] === 'data' && path[1] === 'pagination') return 'Resources › Pagination object';
  return endpoint === 'list' && path[0] !== 'data'
    ? 'Errors; Endpoints › Notification list › Response body'
    : 'Endpoints › Response body';
}

/** Every string of a value with its path (one mutable path, copied only for a mark); stops at the first mark. */
function firstMark(endpoint: Endpoint, root: unknown): { mark?: string; strings: number } {
  const path: (string | number)[] = [];
  let strings = 0;
  const visit = (value: unknown): string | undefined => {
    if (typeof value === 'string') {
      strings++;
      if (!mayBeMarked(value)) return undefined;
      const key = String(path.at(-1) ?? '');
      const mark = templateMark(value, roleOf(endpoint, path, key), /timeAgo$/i.test(key));
      return (
        mark &&
        `/${path.join('/')} ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}: ${mark} (${sectionOf(endpoint, path)})`
      );
    }
    if (value === null || typeof value !== 'object') return undefined;
    // Walked in place: a list of a million numbers must not become a million [index, value] pairs first.
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (value[i] === null || (typeof value[i] !== 'object' && typeof value[i] !== 'string')) continue;
        path.push(i);
        const found = visit(value[i]);
        path.pop();
        if (found) return found;
      }
      return undefined;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      const found = visit((value as Record<string, unknown>)[key]);
      path.pop();
      if (found) return found;
    }
    return undefined;
  };
  const mark = visit(root);
  return mark === undefined ? { strings } : { mark, strings };
}

/** The first h:mm of a text, as [hours mod 12, minutes]. */
const clockOf = (text: string): [number, number] | undefined => {
  const m = /(?:^|[^\d:])(\d{1,2}):(\d\d)(?!\d)/.exec(text);
  return m ? [Number(m[1]) % 12, Number(m[2])] : undefined;
};

/**
 * Whether a datetime written as a wall clock (no offset, no Z) and its datetimeFormat show other times: undefined
 * when not judged (a datetime with an offset may be formatted in another zone; a relative datetimeFormat has no time).
 */
export function wallClockClash(datetime: unknown, formatted: unknown): boolean | undefined {
  if (typeof datetime !== 'string' || typeof formatted !== 'string') return undefined;
  if (/(Z|[+-]\d\d:?\d\d|\b(GMT|UTC)\b)\s*$/i.test(datetime.trim()) || /^\d{9,}$/.test(datetime.trim()))
    return undefined;
  const [a, b] = [clockOf(datetime), clockOf(formatted)];
  if (!a || !b) return undefined;
  return a[0] !== b[0] || a[1] !== b[1];
}

const label = (item: Record<string, unknown>) => `nmid ${JSON.stringify(item.nmid)}`;

/** The items whose datetime reads as an instant with these formats and whose timeAgo reads with the templates. */
function timedItems(
  list: readonly unknown[],
  dateFormats: readonly string[],
  templates: readonly TimeTemplate[],
): TimedItem[] {
  return list.filter(isObject).flatMap((item) => {
    const reading = typeof item.datetime === 'string' ? readCalendarTime(item.datetime, dateFormats) : undefined;
    const said = typeof item.timeAgo === 'string' ? readTimeAgo(item.timeAgo, templates) : undefined;
    return reading?.instant === undefined || !said || said.n < 0
      ? []
      : [
          {
            label: `${label(item)}: timeAgo ${JSON.stringify(item.timeAgo)} with datetime ${JSON.stringify(item.datetime)}`,
            instant: reading.instant,
            ...said,
          },
        ];
  });
}

function itemViolations(
  list: readonly unknown[],
  context: ValueContext,
  add: (rule: RuleName, ok: boolean, expected: string, received: () => string) => void,
): void {
  const timed: TimedItem[] = [];
  let calendar: string | undefined;
  let calendarJudged = false;
  let anonymous: string | undefined;
  let anonymousJudged = false;
  for (const item of list.filter(isObject)) {
    for (const field of ['datetime', 'datetimeFormat']) {
      const text = item[field];
      const reading = typeof text === 'string' ? readCalendarTime(text, context.dateFormats) : undefined;
      if (!reading) continue;
      calendarJudged = true;
      if (reading.problem !== undefined)
        calendar ??= `${label(item)}: ${field} ${JSON.stringify(text)} has ${reading.problem}`;
      else if (field === 'datetime' && reading.instant !== undefined && typeof item.timeAgo === 'string') {
        const said = readTimeAgo(item.timeAgo, context.templates);
        if (said && said.n >= 0)
          timed.push({
            label: `${label(item)}: timeAgo ${JSON.stringify(item.timeAgo)} with datetime ${JSON.stringify(text)}`,
            instant: reading.instant,
            ...(reading.byOrder ? { byOrder: reading.byOrder } : {}),
            ...(reading.order ? { order: reading.order } : {}),
            ...said,
          });
      }
    }
    if (item.actionUserIsAnonymous === true && isObject(item.actionUser)) {
      anonymousJudged = true;
      const leaked = Object.entries(item.actionUser).find(
        ([key, value]) => IDENTITY_KEYS.has(key) && !isPlaceholder(value),
      );
      if (leaked) anonymous ??= `${label(item)}: actionUser.${leaked[0]} ${JSON.stringify(leaked[1])}`;
    }
  }
  if (calendarJudged)
    add(
      'datetimesAreRealCalendarTimes',
      calendar === undefined,
      'datetimes on the calendar (hours 0–23, months 1–12, days the month has)',
      () => calendar!,
    );
  if (timed.length >= 2) {
    // An answer in another language (asked with its header) writes dates in that language's format: 08/11 is
    // 8 November in d/m/Y. Some reading of the configs' formats must agree; the first one is reported.
    const others = context.dateFormats.slice(1).map((f) => [f, ...context.dateFormats.filter((g) => g !== f)]);
    const odd = [timed, ...others.map((formats) => timedItems(list, formats, context.templates))]
      .map((t) => disagreeingTimeAgo(t))
      .reduce((first, next) => (first === undefined || next === undefined ? undefined : first));
    add(
      'timeAgoAgreesWithDatetime',
      odd === undefined,
      'timeAgo as old as datetime says (the items of one page agree on a "now", within an hour)',
      () => `${odd!.label}, against the other ${timed.length - 1} items of the page`,
    );
  }
  const clocks = list
    .filter(isObject)
    .filter((item) => wallClockClash(item.datetime, item.datetimeFormat) !== undefined);
  const clash = clocks.find((item) => wallClockClash(item.datetime, item.datetimeFormat));
  if (clocks.length > 0)
    add(
      'datetimeFormatAgreesWithDatetime',
      clash === undefined,
      'datetimeFormat at the time of datetime (the same hours and minutes, on a 12- or 24-hour clock)',
      () =>
        `${label(clash!)}: datetime ${JSON.stringify(clash!.datetime)}, datetimeFormat ${JSON.stringify(clash!.datetimeFormat)}`,
    );
  if (anonymousJudged)
    add(
      'anonymousActionUserRevealsNoIdentity',
      anonymous === undefined,
      `an anonymous actionUser with no identity (${[...IDENTITY_KEYS].slice(0, 4).join(', ')}, … null or absent)`,
      () => anonymous!,
    );
}

/** Judges the values of one answer of `endpoint` (a 5xx or a body that is not JSON has none to judge). */
export function judgeValues(
  endpoint: Endpoint,
  answer: { status: number; json: unknown },
  context: ValueContext,
): Judgement {
  const judged: RuleName[] = [];
  const violations: Violation[] = [];
  if (answer.json === undefined || answer.status >= 500) return { judged, violations };
  const add = (rule: RuleName, ok: boolean, expected: string, received: () => string) => {
    judged.push(rule);
    if (!ok) violations.push({ rule, expected, received: received() });
  };
  const { mark, strings } = firstMark(endpoint, answer.json);
  // An answer without a single string ({} to everything) has nothing to judge here.
  if (strings > 0)
    add(
      'renderedStringsCarryNoTemplateOrSerializerMarks',
      mark === undefined,
      'strings as rendered for people: no unfilled placeholder, serialized undefined/NaN/null/[object Object], HTML entity or lone surrogate',
      () => mark!,
    );
  const data = isObject(answer.json) ? answer.json.data : undefined;
  if (endpoint === 'list' && isObject(data) && Array.isArray(data.list)) itemViolations(data.list, context, add);
  return { judged, violations };
}
