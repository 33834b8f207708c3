// datetime, datetimeFormat and timeAgo of a notification (assumption datetime-format: the real system's rules).
import { formatPhpDate, withoutYear } from './format-php-date.js';

export interface TimeWording {
  dateFormat: string;
  timeFormatMinute: string;
  timeFormatHour: string;
  timeFormatDay: string;
  timeFormatMonth: string;
  timeFormatYear: string;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const MONTH = 28 * DAY;
const YEAR = 336 * DAY;

/** Fills the language's `timeFormat*` wording with n ≥ 1: minutes under 1 h, hours under 24 h, days under 30 d, months (28 d) under 336 d, else years. */
export function timeAgo(language: TimeWording, secondsAgo: number): string {
  const s = Math.max(0, secondsAgo);
  const [template, unit] =
    s < HOUR ? [language.timeFormatMinute, MINUTE]
    : s < DAY ? [language.timeFormatHour, HOUR]
    : s < 30 * DAY ? [language.timeFormatDay, DAY]
    : s < YEAR ? [language.timeFormatMonth, MONTH]
    : [language.timeFormatYear, YEAR];
  return template.replace('{n}', String(Math.max(1, Math.floor(s / unit))));
}

/** `{dateFormat} H:i:s`. */
export const formatDatetime = (language: TimeWording, epochMs: number): string => formatPhpDate(`${language.dateFormat} H:i:s`, epochMs);

/** `H:i` today, the date without the year + ` H:i` this year, else as datetime (all in UTC). */
export function formatDatetimeShort(language: TimeWording, epochMs: number, nowMs: number): string {
  const then = new Date(epochMs);
  const now = new Date(nowMs);
  if (then.getUTCFullYear() !== now.getUTCFullYear()) return formatDatetime(language, epochMs);
  if (then.getUTCMonth() === now.getUTCMonth() && then.getUTCDate() === now.getUTCDate()) return formatPhpDate('H:i', epochMs);
  return formatPhpDate(`${withoutYear(language.dateFormat)} H:i`, epochMs);
}
