// Endpoints › Notification list, Ordering: "descending by time, latest first", on every page of every answer. The
// datetimes of a page are read in the configs' date formats, a day-month date in one order for the whole page; a step
// back of at most an hour at night between local wall-clock times is DST's repeated hour, not disorder. Pure.
import { isObject } from './answer-kind.js';
import { readCalendarTime, type CalendarReading } from './calendar-time.js';

/**
 * Local wall-clock times without an offset (the real system writes them for a requested zone) repeat an hour when
 * DST ends: in New York 01:59 EDT is followed by 01:00 EST. A step back of at most an hour, at night (transitions
 * happen between 00:00 and 04:00 local), is that repeated hour, not disorder.
 */
export function repeatedHour(newer: number, older: number, text: string): boolean {
  const withOffset = /(Z|[+-]\d{2}:?\d{2}|GMT|UTC?)\s*$/i.test(text.trim());
  return (
    !withOffset && older - newer <= 3_600_000 && new Date(newer).getUTCHours() < 4 && new Date(older).getUTCHours() < 4
  );
}

type Order = 'monthFirst' | 'dayFirst' | undefined;

/** The instants of a page read in one order (undefined: as each reads), or undefined when an item forbids it. */
function instantsIn(readings: readonly CalendarReading[], order: Order): number[] | undefined {
  if (order && readings.some((r) => r.order !== undefined && r.order !== order)) return undefined;
  return readings.map((r) => (order && r.byOrder ? r.byOrder[order] : r.instant!));
}

/**
 * The first item of a page newer than the one before it, as `nmid …: datetime … after …`; undefined when the page is
 * newest first in some reading of its dates, or when its datetimes do not all read as instants (not judged: `judged`).
 */
export function firstOutOfOrder(
  list: readonly unknown[],
  dateFormats: readonly string[],
): { judged: boolean; disorder?: string } {
  const items = list.filter(isObject);
  const texts = items.map((n) => n.datetime);
  if (items.length < 2 || !texts.every((t): t is string => typeof t === 'string')) return { judged: false };
  const readings = texts.map((t) => readCalendarTime(t, dateFormats));
  if (!readings.every((r): r is CalendarReading => r?.instant !== undefined && r.problem === undefined))
    return { judged: false };
  let disorder: string | undefined;
  for (const order of [undefined, 'monthFirst', 'dayFirst'] as const) {
    const times = instantsIn(readings, order);
    if (!times) continue;
    const at = times.findIndex((t, i) => i > 0 && t > times[i - 1]! && !repeatedHour(times[i - 1]!, t, texts[i]!));
    if (at === -1) return { judged: true };
    disorder ??= `nmid ${JSON.stringify(items[at]!.nmid)}: datetime ${JSON.stringify(texts[at])} after ${JSON.stringify(texts[at - 1])} (item ${at + 1} of the page)`;
  }
  return { judged: true, disorder };
}
