// Reads a datetime written with PHP date() tokens (a language's `dateFormat` + ` H:i:s`) back into an instant, the
// one reader of the mock, the contract kit and the proxy. `exact` takes only the text this format writes for its
// instant (the mock's fixtures check and the proxy's recordings, where the text must be the mock's own); `lenient`
// takes what a server plausibly wrote in that pattern (the kit: spaces around it, `oct` for `Oct`, `05` for `j`).
import { MONTHS, compileDateFormat, dateParts } from './format-php-date.js';

export type DatetimeReader = (text: string) => number | null;
export type DatetimeReading = 'exact' | 'lenient';

/** The tokens format-php-date writes: the field each sets and what it looks like, exactly and leniently. */
const TOKENS: Record<string, [field: string, exact: string, lenient: string]> = {
  d: ['day', '(\\d{2})', '(\\d{2})'],
  j: ['day', '(\\d{1,2})', '(\\d{1,2})'],
  m: ['month', '(\\d{2})', '(\\d{2})'],
  n: ['month', '(\\d{1,2})', '(\\d{1,2})'],
  M: ['monthName', `(${MONTHS.join('|')})`, '([A-Za-z]{3})'],
  Y: ['year', '(\\d{4})', '(\\d{4})'],
  y: ['year2', '(\\d{2})', '(\\d{2})'],
  H: ['hour', '(\\d{2})', '(\\d{2})'],
  G: ['hour', '(\\d{1,2})', '(\\d{1,2})'],
  i: ['minute', '(\\d{2})', '(\\d{2})'],
  s: ['second', '(\\d{2})', '(\\d{2})'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const monthOf = (name: string) => MONTHS.findIndex((m) => m.toLowerCase() === name.toLowerCase()) + 1;

/** Fields in range, as a lenient reader allows them: any day to 31 (Date rolls a 30 February over), a leap second. */
const inRange = (v: Record<string, number>) =>
  v.month! >= 1 && v.month! <= 12 && v.day! >= 1 && v.day! <= 31 && v.hour! <= 23 && v.minute! <= 59 && v.second! <= 60;

/** A reader of `format`'s datetimes: the instant (fields read as UTC), or null when the text is not one. */
export function phpDatetimeReader(format: string, reading: DatetimeReading): DatetimeReader {
  const exact = reading === 'exact';
  const fields: string[] = [];
  let source = '^';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    const token = TOKENS[ch];
    if (ch === '\\' && i + 1 < format.length) source += escape(format[++i]!);
    else if (token) {
      fields.push(token[0]);
      source += exact ? token[1] : token[2];
    } else source += escape(ch);
  }
  const pattern = new RegExp(`${source}$`);
  const write = exact ? compileDateFormat(format) : undefined;
  return (text) => {
    const match = pattern.exec(exact ? text : text.trim());
    if (!match) return null;
    const v: Record<string, number> = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    fields.forEach((field, i) => {
      const raw = match[i + 1]!;
      if (field === 'monthName') v.month = monthOf(raw);
      else if (field === 'year2') v.year = 2000 + Number(raw);
      else v[field] = Number(raw);
    });
    if (!exact && !inRange(v)) return null;
    const ms = Date.UTC(v.year!, v.month! - 1, v.day!, v.hour!, v.minute!, v.second!);
    // Exact: the instant written again is the text (no 30 February, no hour 24, no `05` where `j` writes `5`).
    if (write) return Number.isFinite(ms) && write(dateParts(ms)) === text ? ms : null;
    return ms;
  };
}
