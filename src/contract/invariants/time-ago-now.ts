// Whether an answer's timeAgo values are as old as their datetimes are at the answer's own time (its Date header): each
// notification's timeAgo and datetime place "now" in a window, and Date must lie in every one. Only datetimes that name
// their instant are read (an offset, Z, GMT/UTC, Unix time): a wall clock of no zone may be any zone's. Pure.
import { isObject } from './answer-kind.js';
import { readCalendarTime } from './calendar-time.js';
import type { Judgement } from './invariant-rules.js';
import { fromSameItemText, itemTextNumbers } from './list-item-texts.js';
import { fromSameText } from './read-json-text.js';
import { LENGTH, readTimeAgo, type TimeTemplate } from './time-ago-agreement.js';

/**
 * What a correct server may put between rendering timeAgo and writing Date: a slow page or a queue on either side,
 * Date's truncation to the second, a clock that ticks between the two. Generous beside the minutes a defect shifts.
 */
export const DATE_SLACK_MS = 5 * 60_000;

/** A datetime that names its instant: an offset, Z, GMT or UTC at its end, or Unix time. */
const NAMES_ITS_INSTANT = /(?:Z|[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|UT))\s*$|^\s*\d{9,13}\s*$/i;

/** Where "now" may lie by one notification's own timeAgo and datetime, and the words that say so. */
interface ItemWindow {
  earliest: number;
  latest: number;
  says: string;
}

/** Where "now" lies by every notification read; undefined when none is (then nothing is judged). */
export interface NowWindow {
  earliest: ItemWindow;
  latest: ItemWindow;
  items: number;
}

/** One notification's window: any rounding of n (within one unit of the age), unit lengths as loose as they come. */
function itemWindow(item: Record<string, unknown>, dateFormats: readonly string[], templates: readonly TimeTemplate[]) {
  const { datetime, timeAgo } = item;
  if (typeof datetime !== 'string' || typeof timeAgo !== 'string' || !NAMES_ITS_INSTANT.test(datetime.trim()))
    return undefined;
  const said = readTimeAgo(timeAgo, templates);
  const reading = said && said.n >= 0 ? readCalendarTime(datetime.trim(), dateFormats) : undefined;
  // A day-month date real both ways (03/11/2026) names two instants: not judged here.
  if (!said || reading?.instant === undefined || reading.byOrder) return undefined;
  const [short, long] = LENGTH[said.unit];
  return {
    earliest: reading.instant + Math.max(0, said.n - 1) * short,
    latest: reading.instant + (said.n + 1) * long,
    says: `nmid ${JSON.stringify(item.nmid)} ${JSON.stringify(timeAgo)} with datetime ${JSON.stringify(datetime)}`,
  };
}

/** The window of a page: the tightest bounds its notifications set (texts: their item text numbers, when known). */
export function nowWindowOf(
  list: readonly unknown[],
  context: { dateFormats: readonly string[]; templates: readonly TimeTemplate[] },
  texts?: readonly number[],
): NowWindow | undefined {
  let window: NowWindow | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    // A wall clock of no zone (the real system's, the mock's) is passed over before any item text is looked up.
    if (!isObject(item) || typeof item.datetime !== 'string' || !NAMES_ITS_INSTANT.test(item.datetime)) continue;
    const own = fromSameItemText(texts?.[i], context, 'timeAgo window', () =>
      itemWindow(item, context.dateFormats, context.templates),
    );
    if (!own) continue;
    if (!window) window = { earliest: own, latest: own, items: 1 };
    else {
      window.items++;
      if (own.earliest > window.earliest.earliest) window.earliest = own;
      if (own.latest < window.latest.latest) window.latest = own;
    }
  }
  return window;
}

const minutes = (ms: number) =>
  ms >= 172_800_000 ? `${Math.round(ms / 86_400_000)} days` : `${Math.round(ms / 60_000)} minutes`;

/** Whether the answer's Date lies in the window: undefined when it does, else what each side says. */
export function dateOutsideWindow(window: NowWindow, date: number, dateText: string): string | undefined {
  if (date < window.earliest.earliest - DATE_SLACK_MS)
    return `${window.earliest.says} says now is ${new Date(window.earliest.earliest).toISOString()} or later, but the answer's Date is ${JSON.stringify(dateText.slice(0, 60))} (${minutes(window.earliest.earliest - date)} earlier)`;
  if (date > window.latest.latest + DATE_SLACK_MS)
    return `${window.latest.says} says now is ${new Date(window.latest.latest).toISOString()} or earlier, but the answer's Date is ${JSON.stringify(dateText.slice(0, 60))} (${minutes(date - window.latest.latest)} later)`;
  return undefined;
}

const NOTHING: Judgement = { judged: [], violations: [] };

/**
 * One list answer's timeAgo values against its Date header. Judged per answer, outside the verdicts kept per text: the
 * same page can arrive at other times (only its window is kept per text). No Date, or no notification read: not judged.
 */
export function judgeTimeAgoAgainstDate(
  answer: { status: number; headers: Readonly<Record<string, string>>; json: unknown },
  context: { dateFormats: readonly string[]; templates: readonly TimeTemplate[] },
): Judgement {
  const dateText = answer.headers.date;
  if (dateText === undefined || answer.status < 200 || answer.status >= 300 || !isObject(answer.json)) return NOTHING;
  const body = answer.json;
  const list = isObject(body.data) && Array.isArray(body.data.list) ? body.data.list : undefined;
  if (!list || list.length === 0) return NOTHING;
  const window = fromSameText(body, context, 'timeAgo window', () =>
    nowWindowOf(list, context, itemTextNumbers(body, list)),
  );
  const date = window ? Date.parse(dateText) : NaN;
  if (!window || Number.isNaN(date)) return NOTHING;
  const outside = dateOutsideWindow(window, date, dateText);
  const rule = 'timeAgoAgreesWithTheAnswersDate' as const;
  return {
    judged: [rule],
    violations: outside
      ? [
          {
            rule,
            expected: `timeAgo as old as datetime is at the answer's Date (within the unit's rounding and ${DATE_SLACK_MS / 60_000} minutes)`,
            received: outside,
          },
        ]
      : [],
  };
}
