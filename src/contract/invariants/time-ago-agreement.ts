// Whether the timeAgo values of one page agree with their datetimes. The server's "now" is unknown (and its clock
// zone too), so each item only bounds it: "3 hour ago" at datetime t means now lies in [t + 3 h, t + 4 h). The
// bounds of all items must overlap. Any rounding passes (n is within one unit of the age), unit lengths are loose (a month 28 to 31 days, a year 336 to 366: the real
// system's months of 28 days pass, and so do calendar ones), and every bound is widened by an hour and a few minutes:
// local wall-clock times across a DST change, and the seconds a page takes to render. Pure.

export type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export interface TimeTemplate {
  unit: TimeUnit;
  /** The template with `{n}` as a capture group, e.g. /^(-?\d+) minute ago$/. */
  pattern: RegExp;
}

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
/** The shortest and longest a unit may be (months of 28 to 31 days, years of 336 to 366). */
export const LENGTH: Record<TimeUnit, [number, number]> = {
  minute: [MINUTE, MINUTE],
  hour: [60 * MINUTE, 60 * MINUTE],
  day: [DAY, DAY],
  month: [28 * DAY, 31 * DAY],
  year: [336 * DAY, 366 * DAY],
};
const TOLERANCE = 65 * MINUTE;
const UNITS: Record<string, TimeUnit> = {
  timeFormatMinute: 'minute',
  timeFormatHour: 'hour',
  timeFormatDay: 'day',
  timeFormatMonth: 'month',
  timeFormatYear: 'year',
};

/** The templates of one language entry of the configs (timeFormatMinute … timeFormatYear holding `{n}`). */
export function templatesOf(entry: Record<string, unknown>): TimeTemplate[] {
  return Object.entries(UNITS).flatMap(([key, unit]) => {
    const template = entry[key];
    if (typeof template !== 'string' || !template.includes('{n}')) return [];
    const source = template
      .split('{n}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(-?\\d+)');
    return [{ unit, pattern: new RegExp(`^\\s*${source}\\s*$`, 'i') }];
  });
}

/** The count and unit a timeAgo says, by the first template it matches; undefined when none does (not judged). */
export function readTimeAgo(
  text: string,
  templates: readonly TimeTemplate[],
): { n: number; unit: TimeUnit } | undefined {
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (match) return { n: Number(match[1]), unit: t.unit };
  }
  return undefined;
}

export interface TimedItem {
  label: string;
  instant: number;
  /** The instant in either order of a date that is real both ways (see calendar-time). */
  byOrder?: { monthFirst: number; dayFirst: number };
  /** The order its date can only have been written in: the page's order, for the others. */
  order?: 'monthFirst' | 'dayFirst';
  n: number;
  unit: TimeUnit;
}

/** Where now may be, after this item: [earliest, latest]. */
function bounds(item: TimedItem): [number, number] {
  const [short, long] = LENGTH[item.unit];
  // Any rounding: floor (the real system), round or ceil: n says the age is within one unit of n units.
  const low = Math.max(0, (item.n - 1) * short);
  return [item.instant + low - TOLERANCE, item.instant + (item.n + 1) * long + TOLERANCE];
}

/**
 * The item whose timeAgo contradicts the others' (the farthest from the median bound), or undefined. A page whose
 * dates read both ways (03/11/2026) agrees when it agrees read month first or read day first, as a whole.
 */
export function disagreeingTimeAgo(items: readonly TimedItem[]): TimedItem | undefined {
  if (!items.some((item) => item.byOrder)) return disagreeingInOneReading(items);
  let first: TimedItem | undefined;
  for (const order of ['monthFirst', 'dayFirst'] as const) {
    if (items.some((item) => item.order !== undefined && item.order !== order)) continue;
    const odd = disagreeingInOneReading(
      items.map((item) => (item.byOrder ? { ...item, instant: item.byOrder[order] } : item)),
    );
    if (odd === undefined) return undefined;
    first ??= odd;
  }
  return first ?? disagreeingInOneReading(items);
}

function disagreeingInOneReading(items: readonly TimedItem[]): TimedItem | undefined {
  if (items.length < 2) return undefined;
  const all = items.map((item) => ({ item, range: bounds(item) }));
  const earliest = Math.max(...all.map((a) => a.range[0]));
  const latest = Math.min(...all.map((a) => a.range[1]));
  if (earliest <= latest) return undefined;
  const middles = all.map((a) => (a.range[0] + a.range[1]) / 2).sort((a, b) => a - b);
  const now = middles[Math.floor(middles.length / 2)]!;
  const distance = (r: [number, number]) => (now < r[0] ? r[0] - now : now > r[1] ? now - r[1] : 0);
  return all.reduce((worst, a) => (distance(a.range) > distance(worst.range) ? a : worst)).item;
}
