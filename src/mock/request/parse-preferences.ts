// Reads the mock's per-request preferences from the `Prefer` header (RFC 7240) and the `__name` query twins.
import {
  errorCodes,
  failure,
  ok,
  quote,
  type Result,
  dataNames,
  faultNames,
  MAX_DELAY_MS,
  MAX_SEED,
  MAX_TOTAL,
  preferenceNames,
  type DataName,
  type Fault,
  type PreferenceName,
} from '../../schema/index.js';

export interface Preferences {
  code?: number;
  delay?: number;
  fault?: Fault;
  total?: number;
  seed?: number;
  lang?: string;
  data?: DataName;
}

export const NO_PREFERENCES: Readonly<Preferences> = Object.freeze({});

const isPreferenceName = (name: string): name is PreferenceName =>
  (preferenceNames as readonly string[]).includes(name);

/** Splits on `separator` outside double quotes (a backslash escapes the next character inside quotes). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A `word` of RFC 7240: a token as is, or a quoted-string without its quotes and escapes. */
function unquote(word: string): string {
  if (word.length < 2 || !word.startsWith('"') || !word.endsWith('"')) return word;
  return word.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * `Prefer: code=31505, delay="200"; ignored-param, respond-async` → [['code', '31505'], ['delay', '200'], ['respond-async', undefined]].
 * Names are lower-cased (tokens are case-insensitive); parameters after `;` are dropped; empty list elements are skipped.
 */
export function splitPreferHeader(header: string): [string, string | undefined][] {
  const preferences: [string, string | undefined][] = [];
  for (const element of splitOutsideQuotes(header, ',')) {
    const head = splitOutsideQuotes(element, ';')[0]!;
    const equals = head.indexOf('=');
    const name = (equals < 0 ? head : head.slice(0, equals)).trim().toLowerCase();
    if (name === '') continue;
    preferences.push([name, equals < 0 ? undefined : unquote(head.slice(equals + 1).trim())]);
  }
  return preferences;
}

const DIGITS = /^(0|[1-9][0-9]*)$/;

function integer(label: string, value: string, max: number, unit: string): Result<number> {
  const number = DIGITS.test(value) ? Number(value) : Number.NaN;
  if (number >= 0 && number <= max) return ok(number);
  return failure('invalidParameter', `${label} must be an integer from 0 to ${max}${unit} (received ${quote(value)})`);
}

/** Each known preference's value rule; the label names where it came from (`Prefer delay` or `__delay`). */
const valueRules: { [N in PreferenceName]: (label: string, value: string) => Result<NonNullable<Preferences[N]>> } = {
  code: (label, value) => {
    const code = DIGITS.test(value) ? Number(value) : Number.NaN;
    if (errorCodes.includes(code)) return ok(code);
    return failure(
      'invalidParameter',
      `${label} must be a code of the error catalogue: ${errorCodes.join(', ')} (received ${quote(value)})`,
    );
  },
  delay: (label, value) => integer(label, value, MAX_DELAY_MS, ' (milliseconds)'),
  fault: (label, value) =>
    (faultNames as readonly string[]).includes(value)
      ? ok(value as Fault)
      : failure('invalidParameter', `${label} must be one of ${faultNames.join(', ')} (received ${quote(value)})`),
  total: (label, value) => integer(label, value, MAX_TOTAL, ''),
  seed: (label, value) => integer(label, value, MAX_SEED, ''),
  lang: (label, value) =>
    value.trim() === '' ? failure('invalidParameter', `${label} must be a language tag, e.g. en`) : ok(value.trim()),
  data: (label, value) =>
    (dataNames as readonly string[]).includes(value)
      ? ok(value as DataName)
      : failure('invalidParameter', `${label} must be one of ${dataNames.join(', ')} (received ${quote(value)})`),
};

function apply(into: Preferences, name: PreferenceName, label: string, value: string | undefined): Result<Preferences> {
  const parsed = valueRules[name](label, value ?? '');
  if (!parsed.ok) return parsed;
  (into as Record<PreferenceName, unknown>)[name] = parsed.value;
  return ok(into);
}

/**
 * The preferences of one request. In the header the first instance of a preference counts (RFC 7240 §2); a twin in
 * the query string wins over the header. An invalid value of a known preference is a 10000 error naming it.
 */
export function parsePreferences(
  header: string | undefined,
  twins: ReadonlyMap<PreferenceName, string>,
): Result<Readonly<Preferences>> {
  if ((header === undefined || header === '') && twins.size === 0) return ok(NO_PREFERENCES);
  const preferences: Preferences = {};
  if (header) {
    const seen = new Set<string>();
    for (const [name, value] of splitPreferHeader(header)) {
      if (!isPreferenceName(name) || seen.has(name)) continue;
      seen.add(name);
      const applied = apply(preferences, name, `Prefer ${name}`, value);
      if (!applied.ok) return applied;
    }
  }
  for (const [name, value] of twins) {
    const applied = apply(preferences, name, `__${name}`, value);
    if (!applied.ok) return applied;
  }
  return ok(preferences);
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The `Preference-Applied` value for the named preferences, in the canonical order (`delay=200, total=0`). */
export function preferenceAppliedText(
  preferences: Readonly<Preferences>,
  applied: ReadonlySet<PreferenceName>,
): string {
  const parts: string[] = [];
  for (const name of preferenceNames) {
    if (!applied.has(name)) continue;
    const value = String(preferences[name]);
    parts.push(`${name}=${TOKEN.test(value) ? value : JSON.stringify(value)}`);
  }
  return parts.join(', ');
}
