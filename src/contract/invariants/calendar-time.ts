// Reads the calendar fields of a datetime string in the formats servers write (ISO 8601, the configs' dateFormat
// patterns with the year first or last, RFC 2822, a date without the year; a 12-hour clock with AM/PM; Unix time) and says whether they name a real time:
// no hour 24, no month 0 or 13, no February 30. Also the instant, for comparing with timeAgo; English long and medium
// forms ("Nov 27, 2026 2:12 PM") are read by english-datetime. Pure.
import { readEnglishDatetime, type EnglishDatetime } from './english-datetime.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface CalendarReading {
  /** Why it is not a real time, or undefined. */
  problem?: string;
  /** The instant, as wall-clock read as UTC minus any offset written; absent without a full date and time. */
  instant?: number;
  /**
   * A day-month date both ways real (03/11/2026): the instant read month first and read day first. A page is written
   * in one order, whatever the configs' dateFormat says (the spec does not show the format), so its items are compared
   * in either order as a whole.
   */
  byOrder?: { monthFirst: number; dayFirst: number };
  /** The order a day-month date can only have been written in (22/11/2026: day first). */
  order?: 'monthFirst' | 'dayFirst';
}

const daysIn = (year: number | undefined, month: number) =>
  month === 2
    ? year === undefined || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

function dateProblem(year: number | undefined, month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return `month ${month}`;
  if (day < 1 || day > daysIn(year, month))
    return `day ${day} of month ${month}${year === undefined ? '' : ` of ${year}`}`;
  return undefined;
}

/** `m/d/Y`-like formats: the month first? From the configs' dateFormats (e.g. "m/d/Y", "d.m.Y"); undefined if unknown. */
export function monthFirst(dateFormats: readonly string[], separator: string): boolean | undefined {
  const format = dateFormats.find((f) => f.includes(separator) && /[dj]/.test(f) && /[mn]/.test(f));
  if (!format) return undefined;
  return format.search(/[mn]/) < format.search(/[dj]/);
}

/** Readings made, per list of date formats and text: a run reads the same notification's datetime on many pages. */
const readings = new WeakMap<readonly string[], Map<string, CalendarReading | undefined>>();
const NO_FORMATS: readonly string[] = [];
const MAX_READINGS = 10_000;

/** The calendar reading of one datetime (undefined when no known format matches: nothing is judged). Pure: the same
 * text and formats give the same reading, frozen (it is shared). */
export function readCalendarTime(
  text: string,
  dateFormats: readonly string[] = NO_FORMATS,
): CalendarReading | undefined {
  let known = readings.get(dateFormats);
  if (known === undefined) readings.set(dateFormats, (known = new Map()));
  if (known.has(text)) return known.get(text);
  const reading = readCalendarTimeAfresh(text, dateFormats);
  if (reading?.byOrder) Object.freeze(reading.byOrder);
  if (reading) Object.freeze(reading);
  if (known.size >= MAX_READINGS) known.clear();
  known.set(text, reading);
  return reading;
}

function readCalendarTimeAfresh(text: string, dateFormats: readonly string[]): CalendarReading | undefined {
  // Unix time in seconds or milliseconds, as the kit's datetime parsers read it: an instant with no calendar to misname.
  if (/^\d{9,13}$/.test(text)) return { instant: text.length > 11 ? Number(text) : Number(text) * 1000 };
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let problem: string | undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  // Year first, with `/`, `.` or the CJK date's own marks (2026年11月22日).
  const yearFirst = /^(\d{4})(?:[/.]|\P{ASCII})(\d{1,2})(?:[/.]|\P{ASCII})(\d{1,2})/u.exec(text);
  const yearLast = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})/.exec(text);
  const noYear = /^(\d{1,2})([/.-])(\d{1,2})\s/.exec(text);
  const rfc = /^(?:\w{3}, )?(\d{1,2}) (\w{3}) (\d{4})/.exec(text);
  if (!(iso || yearFirst || yearLast || noYear || rfc)) {
    const english = readEnglishDatetime(text);
    if (english) return englishReading(english);
  }
  if (iso || yearFirst) [year, month, day] = (iso ?? yearFirst)!.slice(1, 4).map(Number) as [number, number, number];
  else if (rfc) [year, month, day] = [Number(rfc[3]), MONTHS.indexOf(rfc[2]!.toLowerCase()) + 1, Number(rfc[1])];
  else if (yearLast || noYear) {
    const m = (yearLast ?? noYear)!;
    const [a, b] = [Number(m[1]), Number(m[3])];
    year = yearLast ? Number(yearLast[4]) : undefined;
    // A real date either way is enough (the spec does not show the format: a server may ignore the configs'
    // dateFormat); the configs' order, when it names one, decides only which reading is the instant.
    const first = monthFirst(dateFormats, m[2]!) ?? true;
    const [preferred, other]: [[number, number], [number, number]] = first
      ? [
          [a, b],
          [b, a],
        ]
      : [
          [b, a],
          [a, b],
        ];
    [month, day] =
      dateProblem(year, preferred[0], preferred[1]) === undefined || dateProblem(year, other[0], other[1]) !== undefined
        ? preferred
        : other;
  }
  if (month !== undefined && day !== undefined) problem = dateProblem(year, month, day);
  const time = /(?:^|[ T])(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (month === undefined && !time) return undefined;
  // A 12-hour clock ("01:30:00 PM", PHP's g:i A): hours 1–12, PM adds 12 and 12 AM is midnight.
  const meridiem = time ? /^\s*([AaPp])\.?[Mm]\.?(?![A-Za-z])/.exec(text.slice(time.index + time[0].length)) : null;
  let hour = time ? Number(time[1]) : 0;
  if (time && problem === undefined) {
    const [h, mi, s] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
    if (meridiem && (h < 1 || h > 12)) problem = `hour ${time[1]} on a 12-hour clock`;
    else if (meridiem) hour = (h % 12) + (/p/i.test(meridiem[1]!) ? 12 : 0);
    else if (h > 23) problem = `hour ${time[1]}`;
    else if (mi > 59) problem = `minute ${time[2]}`;
    else if (s > 59 && !(s === 60 && h === 23 && mi === 59)) problem = `second ${time[3]}`;
  }
  if (problem !== undefined) return { problem };
  if (year === undefined || month === undefined || day === undefined || !time) return {};
  const offset = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(text.trim());
  const minutes = offset?.[1] ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const at = (m: number, d: number) =>
    Date.UTC(year!, m - 1, d, hour, Number(time[2]), Number(time[3] ?? 0)) - minutes * 60_000;
  const instant = at(month, day);
  if (yearLast && month !== day && dateProblem(year, day, month) === undefined) {
    const swapped = at(day, month);
    const writtenMonthFirst = Number(yearLast[1]) === month;
    return {
      instant,
      byOrder: writtenMonthFirst
        ? { monthFirst: instant, dayFirst: swapped }
        : { monthFirst: swapped, dayFirst: instant },
    };
  }
  if (yearLast && month !== day) return { instant, order: Number(yearLast[1]) === month ? 'monthFirst' : 'dayFirst' };
  return { instant };
}

/** The reading of an English datetime's fields: a problem when they name no real time, else the instant. */
function englishReading(e: EnglishDatetime): CalendarReading {
  const problem =
    dateProblem(e.year, e.month, e.day) ??
    (e.meridiem && (e.hour < 1 || e.hour > 12)
      ? `hour ${e.hour} on a 12-hour clock`
      : !e.meridiem && e.hour > 23
        ? `hour ${e.hour}`
        : e.minute > 59
          ? `minute ${e.minute}`
          : e.second > 59
            ? `second ${e.second}`
            : undefined);
  if (problem !== undefined) return { problem };
  const hour = e.meridiem ? (e.hour % 12) + (e.meridiem === 'PM' ? 12 : 0) : e.hour;
  return { instant: Date.UTC(e.year, e.month - 1, e.day, hour, e.minute, e.second) - (e.offsetMinutes ?? 0) * 60_000 };
}
