// Formats instants with PHP date() tokens, as the language entries' dateFormat uses them (assumption datetime-format).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The PHP date() tokens this mock supports, in UTC. Other letters are copied; `\x` escapes x. */
const tokens: Record<string, (d: Date) => string> = {
  d: (d) => pad(d.getUTCDate()),
  j: (d) => String(d.getUTCDate()),
  m: (d) => pad(d.getUTCMonth() + 1),
  n: (d) => String(d.getUTCMonth() + 1),
  M: (d) => MONTHS[d.getUTCMonth()]!,
  Y: (d) => String(d.getUTCFullYear()),
  y: (d) => pad(d.getUTCFullYear() % 100),
  H: (d) => pad(d.getUTCHours()),
  G: (d) => String(d.getUTCHours()),
  i: (d) => pad(d.getUTCMinutes()),
  s: (d) => pad(d.getUTCSeconds()),
};

export function formatPhpDate(format: string, epochMs: number): string {
  const date = new Date(epochMs);
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    if (ch === '\\' && i + 1 < format.length) out += format[++i];
    else out += tokens[ch]?.(date) ?? ch;
  }
  return out;
}

/** The date format without its year and the separator next to it: `m/d/Y` → `m/d`, `Y-m-d` → `m-d`. */
export function withoutYear(format: string): string {
  const stripped = format.replace(/^[Yy][^A-Za-z]?|[^A-Za-z]?[Yy]/, '');
  return stripped === '' ? format : stripped;
}
