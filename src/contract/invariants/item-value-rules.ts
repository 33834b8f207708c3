// The rules one notification list answer's items are held to, walked per item (see value-rules): calendar times,
// every humanized time against the time it humanizes (timeAgo and datetime, and the structures' nested pairs), a
// formatted datetime at the hours of datetime, and an anonymous trigger without identity. Pure.
import { isObject } from './answer-kind.js';
import { fromSameItemText } from './list-item-texts.js';
import { wallClockClash } from './wall-clock-clash.js';
import { IDENTITY_KEYS, leakedIdentity } from './anonymous-identity.js';
import { readCalendarTime } from './calendar-time.js';
import { firstOutOfOrder } from './newest-first.js';
import type { RuleName } from './invariant-rules.js';
import { disagreeingTimeAgo, readTimeAgo, type TimedItem, type TimeTemplate } from './time-ago-agreement.js';

export interface ValueContext {
  templates: TimeTemplate[];
  dateFormats: string[];
  /** The configuration items (the run's first whole configs answer): the site URL and paths detail URLs are built from. */
  configs: Record<string, unknown>;
}

const label = (item: Record<string, unknown>) => `nmid ${JSON.stringify(item.nmid)}`;

/** A humanized time and the absolute one it humanizes, both read: the notification's own, or a nested pair. */
function timedOne(
  label: string,
  datetimeKey: string,
  datetime: unknown,
  humanized: unknown,
  dateFormats: readonly string[],
  templates: readonly TimeTemplate[],
): TimedItem | undefined {
  const reading = typeof datetime === 'string' ? readCalendarTime(datetime, dateFormats) : undefined;
  const said = typeof humanized === 'string' ? readTimeAgo(humanized, templates) : undefined;
  if (reading?.instant === undefined || !said || said.n < 0) return undefined;
  return {
    label: `${label} ${JSON.stringify(humanized)} with ${datetimeKey} ${JSON.stringify(datetime)}`,
    instant: reading.instant,
    ...(reading.byOrder ? { byOrder: reading.byOrder } : {}),
    ...(reading.order ? { order: reading.order } : {}),
    ...said,
  };
}

/** Where a humanized time is, the key of the time it humanizes, that time, and the humanized one. */
type Pair = [string, string, unknown, unknown];

/**
 * The nested pairs of a structure (`createdTimeAgo` beside `createdDatetime`, `lastPublishPostTimeAgo` beside
 * `lastPublishPostDateTime`): a humanized time beside the time it humanizes, found by their names, at any depth.
 */
function nestedPairs(value: unknown, path: string, out: Pair[], depth = 6): void {
  if (depth === 0 || value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // Walked in place, a name read by its ending (pages of the real structures hold thousands of keys).
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const inner = record[key];
    const sibling = humanizedSibling(record, key);
    if (sibling !== undefined) out.push([`${path}.${key}`, sibling, record[sibling], inner]);
    else if (inner !== null && typeof inner === 'object') nestedPairs(inner, `${path}.${key}`, out, depth - 1);
  }
}

/** `<stem>DateTime` or `<stem>Datetime` beside `<stem>TimeAgo` (a stem of one line at least), when the object has it. */
function humanizedSibling(record: Record<string, unknown>, key: string): string | undefined {
  if (key.length <= 7 || !key.endsWith('TimeAgo')) return undefined;
  const stem = key.slice(0, -7);
  if (/[\n\r\u2028\u2029]/.test(stem)) return undefined; // /^(.+)TimeAgo$/: a stem of one line
  for (const sibling of [`${stem}DateTime`, `${stem}Datetime`]) if (Object.hasOwn(record, sibling)) return sibling;
  return undefined;
}

/** Every humanized time of each item beside the time it humanizes, whatever format later reads them. */
const pagePairs = (list: readonly unknown[]): [Record<string, unknown>, Pair[]][] =>
  list.filter(isObject).map((item) => {
    const pairs: Pair[] = [['timeAgo', 'datetime', item.datetime, item.timeAgo]];
    for (const target of ['actionUser', 'actionInfo']) nestedPairs(item[target], target, pairs);
    return [item, pairs];
  });

/** Every humanized time of a page beside the time it says, read with these formats and the language's templates. */
export function timedItems(
  list: readonly unknown[],
  dateFormats: readonly string[],
  templates: readonly TimeTemplate[],
  pairs = pagePairs(list),
): TimedItem[] {
  return pairs.flatMap(([item, itemPairs]) =>
    itemPairs.flatMap(([where, datetimeKey, datetime, humanized]) => {
      const timed = timedOne(`${label(item)}: ${where}`, datetimeKey, datetime, humanized, dateFormats, templates);
      return timed ? [timed] : [];
    }),
  );
}

/** What one item shows alone, in the context's formats: its timed pairs, its calendar times, an anonymous identity. */
function itemAlone(item: Record<string, unknown>, context: ValueContext) {
  let calendar: string | undefined;
  let calendarJudged = false;
  let anonymous: string | undefined;
  let anonymousJudged = false;
  for (const field of ['datetime', 'datetimeFormat']) {
    const text = item[field];
    const reading = typeof text === 'string' ? readCalendarTime(text, context.dateFormats) : undefined;
    if (!reading) continue;
    calendarJudged = true;
    if (reading.problem !== undefined)
      calendar ??= `${label(item)}: ${field} ${JSON.stringify(text)} has ${reading.problem}`;
  }
  if (item.actionUserIsAnonymous === true && isObject(item.actionUser)) {
    anonymousJudged = true;
    const leaked = leakedIdentity(item.actionUser);
    if (leaked) anonymous = `${label(item)}: actionUser.${leaked[0]} ${JSON.stringify(leaked[1])}`;
  }
  const timed = timedItems([item], context.dateFormats, context.templates);
  return { timed, calendar, calendarJudged, anonymous, anonymousJudged };
}

/** `texts`: the numbers of the items' texts, when known (what an item shows alone is then judged once per text). */
export function itemViolations(
  list: readonly unknown[],
  context: ValueContext,
  add: (rule: RuleName, ok: boolean, expected: string, received: () => string) => void,
  texts?: readonly number[],
): void {
  const timed: TimedItem[] = [];
  let calendar: string | undefined;
  let calendarJudged = false;
  let anonymous: string | undefined;
  let anonymousJudged = false;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (!isObject(item)) continue;
    const alone = fromSameItemText(texts?.[i], context, 'item values', () => itemAlone(item, context));
    timed.push(...alone.timed);
    calendarJudged ||= alone.calendarJudged;
    calendar ??= alone.calendar;
    anonymousJudged ||= alone.anonymousJudged;
    anonymous ??= alone.anonymous;
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
    // Read with another format only while none has agreed (most pages agree in their own language's format).
    let odd = disagreeingTimeAgo(timed);
    for (let i = 0; odd !== undefined && i < others.length; i++)
      if (disagreeingTimeAgo(timedItems(list, others[i]!, context.templates)) === undefined) odd = undefined;
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
  const order = firstOutOfOrder(list, context.dateFormats);
  if (order.judged)
    add(
      'everyPageIsNewestFirst',
      order.disorder === undefined,
      'the items of the page newest first (descending by datetime)',
      () => order.disorder!,
    );
  if (anonymousJudged)
    add(
      'anonymousActionUserRevealsNoIdentity',
      anonymous === undefined,
      `an anonymous actionUser with no identity (${[...IDENTITY_KEYS].slice(0, 4).join(', ')}, … null or absent)`,
      () => anonymous!,
    );
}
