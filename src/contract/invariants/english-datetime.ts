// Reads English long and medium datetimes ("27 November 2026 at 14:12", "Nov 27, 2026 2:12 PM", "Friday, November
// 27, 2026, 2:12:05 p.m. UTC") into their calendar fields. Only forms with one reading: a month by its name, a
// four-digit year, a time; no year, a two-digit year or a zone by abbreviation (CST is China or Central) stay unread. Pure.
import type { DateParts } from '../../php-date/index.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The calendar fields as PHP's date() patterns have them (month 1–12), and what an English form adds. */
export interface EnglishDatetime extends DateParts {
  /** On a 12-hour clock: "AM" or "PM" (the hour is then 1–12 as written). */
  meridiem?: 'AM' | 'PM';
  /** Minutes east of UTC, when the text names its zone (UTC, GMT, Z, +08:00). */
  offsetMinutes?: number;
}

/** A month's name, whole or abbreviated (Sept too, with or without a period); 0 when it names none. */
function monthNamed(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  const full = FULL.indexOf(w);
  if (full >= 0) return full + 1;
  if (w === 'sept') return 9;
  return MONTHS.indexOf(w) + 1;
}

const WEEKDAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?|[a-z]+day),?\s+`;
const MONTH = String.raw`([a-z]{3,9}\.?)`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;
const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s?m\.?)?`;
const ZONE = String.raw`(?:\s*(UTC|GMT|Z|[+-]\d{2}:?\d{2}))?`;
const JOIN = String.raw`(?:,?\s+at\s+|,\s*|\s+)`;

/** Day first ("27 November 2026 at 14:12") and month first ("Nov 27, 2026 2:12 PM"), an optional weekday before. */
const DAY_FIRST = new RegExp(`^(?:${WEEKDAY})?${DAY}\\s+${MONTH},?\\s+${YEAR}${JOIN}${TIME}${ZONE}$`, 'i');
const MONTH_FIRST = new RegExp(`^(?:${WEEKDAY})?${MONTH}\\s+${DAY},?\\s+${YEAR}${JOIN}${TIME}${ZONE}$`, 'i');

/** The fields of an English long or medium datetime, or undefined when the text is not one (or names no real month). */
export function readEnglishDatetime(text: string): EnglishDatetime | undefined {
  const trimmed = text.trim();
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
  const dayFirst = DAY_FIRST.exec(trimmed);
  const monthFirst = dayFirst ? null : MONTH_FIRST.exec(trimmed);
  const m = dayFirst ?? monthFirst;
  if (!m) return undefined;
  const [dayText, monthText] = dayFirst ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const month = monthNamed(monthText);
  if (month === 0) return undefined;
  const [year, hour, minute, second] = [m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number];
  const zone = m[8];
  return {
    year,
    month,
    day: Number(dayText),
    hour,
    minute,
    second,
    ...(m[7] ? { meridiem: /p/i.test(m[7]) ? ('PM' as const) : ('AM' as const) } : {}),
    ...(zone === undefined ? {} : { offsetMinutes: offsetOf(zone) }),
  };
}

function offsetOf(zone: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instant an English datetime names, when its fields are a real time (hour 0–23, or 1–12 with AM/PM); else null. */
export function englishInstant(text: string): number | null {
  const read = readEnglishDatetime(text);
  if (!read) return null;
  const { year, month, day, minute, second, meridiem } = read;
  if (meridiem ? read.hour < 1 || read.hour > 12 : read.hour > 23) return null;
  if (minute > 59 || second > 59) return null;
  const hour = meridiem ? (read.hour % 12) + (meridiem === 'PM' ? 12 : 0) : read.hour;
  const at = Date.UTC(year, month - 1, day, hour, minute, second) - (read.offsetMinutes ?? 0) * 60_000;
  const check = new Date(at + (read.offsetMinutes ?? 0) * 60_000);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? at : null;
}
