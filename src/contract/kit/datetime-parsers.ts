// Turns notification datetimes into instants without knowing their format in advance (the spec does not show it).
import { phpDatetimeReader } from '../../php-date/index.js';
import { englishInstant } from '../invariants/english-datetime.js';

export type DatetimeParser = { name: string; parse: (text: string) => number | null };

/** A parser for a PHP date() pattern such as `m/d/Y H:i:s` (the tokens the real system's dateFormat uses), lenient. */
export const phpPatternParser = (pattern: string): DatetimeParser => ({
  name: `PHP pattern "${pattern}"`,
  parse: phpDatetimeReader(pattern, 'lenient'),
});

const iso: DatetimeParser = {
  name: 'ISO 8601',
  parse: (text) =>
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)
      ? nullIfNaN(Date.parse(text.includes('T') ? text : text.replace(' ', 'T')))
      : null,
};

const epoch: DatetimeParser = {
  name: 'epoch seconds or milliseconds',
  parse: (text) => (/^\d{9,13}$/.test(text) ? (text.length > 11 ? Number(text) : Number(text) * 1000) : null),
};

const rfc2822: DatetimeParser = {
  name: 'RFC 2822',
  parse: (text) =>
    /^(\w{3}, )?\d{1,2} \w{3} \d{4} \d{2}:\d{2}(:\d{2})? ([+-]\d{4}|GMT|UT|[A-Z]{3})$/.test(text.trim())
      ? nullIfNaN(Date.parse(text))
      : null,
};

/**
 * A year-first date and time with its own separators ("2026年11月22日 11:42:45", "2026.11.22 11h42"): the fields run
 * from the year down, so they name one instant when each is in range. Letters after it (an offset, AM/PM) are left to
 * the other readers.
 */
const yearFirstFields: DatetimeParser = {
  name: 'year, month, day, hour, minute (any separators)',
  parse: (text) => {
    const m = /^(\d{4})\D{1,3}(\d{1,2})\D{1,3}(\d{1,2})\D{1,4}(\d{1,2})\D(\d{2})(?:\D(\d{2}))?[^\dA-Za-z]{0,3}$/.exec(
      text.trim(),
    );
    if (!m) return null;
    const [y, mo, d, h, mi, s] = m.slice(1).map((field) => Number(field ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
    const at = Date.UTC(y, mo - 1, d, h, mi, s);
    return new Date(at).getUTCDate() === d ? at : null;
  },
};

/** English long and medium forms ("27 November 2026 at 14:12", "Nov 27, 2026 2:12 PM"), the month by its name. */
const english: DatetimeParser = { name: 'English long or medium date and time', parse: englishInstant };

/** Whatever JavaScript's Date reads (the last resort: its formats beyond ISO and RFC 2822 are implementation-defined). */
const anyDate: DatetimeParser = {
  name: 'a format Date reads',
  parse: (text) => (/\d/.test(text) ? nullIfNaN(Date.parse(text)) : null),
};

const nullIfNaN = (n: number) => (Number.isNaN(n) ? null : n);

/** Common fallbacks, most specific first; m/d before d/m (the real system's English default). */
const fallbacks = [
  'Y-m-d H:i:s',
  'Y/m/d H:i:s',
  'm/d/Y H:i:s',
  'd/m/Y H:i:s',
  'd.m.Y H:i:s',
  'Y-m-d H:i',
  'm/d/Y H:i',
  'd/m/Y H:i',
].map(phpPatternParser);

/** The configs' date formats as full datetimes (with seconds, with minutes) and as dates alone. */
const fromDateFormats = (formats: readonly string[]) =>
  formats.flatMap((f) => [`${f} H:i:s`, `${f} H:i`, f]).map(phpPatternParser);

/**
 * The first parser that reads every value: the configs' own `dateFormat`s (the current language's first), then ISO
 * 8601, RFC 2822, epoch numbers, common patterns, a year-first date with any separators, English long and medium forms
 * and finally anything `Date` reads. `null` when none reads them all.
 */
export function chooseDatetimeParser(
  values: readonly string[],
  dateFormats?: string | readonly string[],
): DatetimeParser | null {
  const formats = dateFormats === undefined ? [] : typeof dateFormats === 'string' ? [dateFormats] : dateFormats;
  const candidates = [
    ...fromDateFormats(formats),
    iso,
    rfc2822,
    epoch,
    ...fallbacks,
    yearFirstFields,
    english,
    anyDate,
  ];
  return candidates.find((parser) => values.every((v) => typeof v === 'string' && parser.parse(v) !== null)) ?? null;
}
