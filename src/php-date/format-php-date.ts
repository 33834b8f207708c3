// Formats instants with PHP date() tokens, as the language entries' dateFormat uses them (assumption datetime-format).
// Formats are compiled once and calendar fields computed arithmetically: this runs for every listed notification.

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** UTC calendar fields of an instant (days-to-civil conversion of the proleptic Gregorian calendar). */
export function dateParts(epochMs: number): DateParts {
  const seconds = Math.floor(epochMs / 1000);
  const days = Math.floor(seconds / 86400);
  const inDay = seconds - days * 86400;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    year: yoe + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: doy - Math.floor((153 * mp + 2) / 5) + 1,
    hour: Math.floor(inDay / 3600),
    minute: Math.floor((inDay % 3600) / 60),
    second: inDay % 60,
  };
}

/** The PHP date() tokens written, in UTC (read-php-date.ts reads the same ones). Other letters are copied; `\x` escapes x. */
const tokens: Record<string, (p: DateParts) => string> = {
  d: (p) => two(p.day),
  j: (p) => String(p.day),
  m: (p) => two(p.month),
  n: (p) => String(p.month),
  M: (p) => MONTHS[p.month - 1]!,
  Y: (p) => String(p.year),
  y: (p) => two(p.year % 100),
  H: (p) => two(p.hour),
  G: (p) => String(p.hour),
  i: (p) => two(p.minute),
  s: (p) => two(p.second),
};

export type CompiledFormat = (parts: DateParts) => string;

/** Formats are few (a site's languages), but come from fixtures too: the cache is emptied whole past 64 of them. */
const compiled = new Map<string, CompiledFormat>();

/** A formatter for one format string, built once: literal runs and token functions. */
export function compileDateFormat(format: string): CompiledFormat {
  const known = compiled.get(format);
  if (known) return known;
  if (compiled.size >= 64) compiled.clear();
  const built = build(format);
  compiled.set(format, built);
  return built;
}

function build(format: string): CompiledFormat {
  const pieces: (string | ((p: DateParts) => string))[] = [];
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    const piece = ch === '\\' && i + 1 < format.length ? format[++i]! : (tokens[ch] ?? ch);
    const last = pieces[pieces.length - 1];
    if (typeof piece === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + piece;
    else pieces.push(piece);
  }
  return (parts) => {
    let out = '';
    for (const piece of pieces) out += typeof piece === 'string' ? piece : piece(parts);
    return out;
  };
}

export const formatPhpDate = (format: string, epochMs: number): string => compileDateFormat(format)(dateParts(epochMs));

/** The date format without its year and the separator next to it: `m/d/Y` → `m/d`, `Y-m-d` → `m-d`. */
export function withoutYear(format: string): string {
  const stripped = format.replace(/^[Yy][^A-Za-z]?|[^A-Za-z]?[Yy]/, '');
  return stripped === '' ? format : stripped;
}
