// datetime, datetimeFormat and timeAgo of a notification (assumption datetime-format: the real system's rules).
import {
  compileDateFormat,
  dateParts,
  withoutYear,
  type CompiledFormat,
  type DateParts,
} from '../../php-date/index.js';

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
    s < HOUR
      ? [language.timeFormatMinute, MINUTE]
      : s < DAY
        ? [language.timeFormatHour, HOUR]
        : s < 30 * DAY
          ? [language.timeFormatDay, DAY]
          : s < YEAR
            ? [language.timeFormatMonth, MONTH]
            : [language.timeFormatYear, YEAR];
  return template.replace('{n}', String(Math.max(1, Math.floor(s / unit))));
}

interface LanguageFormats {
  full: CompiledFormat;
  thisYear: CompiledFormat;
}

/** Each language's two formats, compiled once per language object (this runs for every listed notification). */
const formatsByLanguage = new WeakMap<TimeWording, LanguageFormats>();
function formatsOf(language: TimeWording): LanguageFormats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = {
      full: compileDateFormat(`${language.dateFormat} H:i:s`),
      thisYear: compileDateFormat(`${withoutYear(language.dateFormat)} H:i`),
    };
    formatsByLanguage.set(language, formats);
  }
  return formats;
}

const full = (language: TimeWording) => formatsOf(language).full;
const shortThisYear = (language: TimeWording) => formatsOf(language).thisYear;
const clock = compileDateFormat('H:i');

/** `{dateFormat} H:i:s`. */
export const formatDatetime = (language: TimeWording, epochMs: number): string => full(language)(dateParts(epochMs));

function shortText(language: TimeWording, then: DateParts, now: DateParts): string {
  if (then.year !== now.year) return full(language)(then);
  if (then.month === now.month && then.day === now.day) return clock(then);
  return shortThisYear(language)(then);
}

/** `H:i` today, the date without the year + ` H:i` this year, else as datetime (all in UTC). */
export const formatDatetimeShort = (language: TimeWording, epochMs: number, nowMs: number): string =>
  shortText(language, dateParts(epochMs), dateParts(nowMs));

/** The three time fields of a notification at once (the calendar fields are computed once). */
export function notificationTimes(
  language: TimeWording,
  epochMs: number,
  nowMs: number,
  now: DateParts = dateParts(nowMs),
) {
  const then = dateParts(epochMs);
  return {
    datetime: full(language)(then),
    datetimeFormat: shortText(language, then, now),
    timeAgo: timeAgo(language, (nowMs - epochMs) / 1000),
  };
}
