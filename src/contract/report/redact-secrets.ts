// Secrets out of every output. A token is redacted wherever a run of MIN_RUN of its characters appears, in any letter
// case (so an upper-cased, truncated or extended token is caught too); an id (aid, uid) as a whole word. In a repro
// line, a header holding a credential or a value derived from one becomes a shell expression over its variable.
import { encodedForms, widenLeft, widenRight, type EncodedForm } from '../../redaction/index.js';
import { HEADER_SECRET_PREFIX, secretPartOf } from '../kit/extra-headers.js';

/** Credential values by the environment variable that holds them (`CORE_AID_TOKEN`, `CORE_UID`, …). */
export interface Secrets {
  [envName: string]: string;
}

/** Characters of a token that make a run worth redacting; a shorter token is redacted only as a whole. */
export const MIN_RUN = 6;
/** A token shorter than this is left in text (it would match ordinary words); its repro lines still read it. */
export const MIN_REDACTED = 4;
/**
 * An id (aid, uid) shorter than this is left in text: ids are identifiers, not secrets, and a short one (`demo`,
 * `10001`) would take words, numbers and host names for itself. Repro lines read every id from its variable.
 */
export const MIN_REDACTED_ID = 8;

/**
 * The protocol's own words, never taken for a secret: a readable token such as `demo-aid-token` shares runs with the
 * header it is sent in and the flag that gives it.
 */
const PUBLIC_WORDS = [
  'x-core-aid-token',
  'x-core-uid-token',
  '--other-aid-token',
  '--other-uid-token',
  '--aid-token',
  '--uid-token',
  'core_other_aid_token',
  'core_other_uid_token',
  'core_aid_token',
  'core_uid_token',
];

// A header's value (--header) is a secret as a token is: caught cut short or in another letter case too.
const isToken = (envName: string) => envName.endsWith('_TOKEN') || envName.startsWith(HEADER_SECRET_PREFIX);

/** The name a base URL's secret path parameter is redacted by: no variable a repro line reads (see isCredential). */
export const baseUrlSecretName = (index: number): string => `BASE_URL_SECRET_${index + 1}_TOKEN`;
/** A credential a repro line reads from its variable, not a base URL's secret. */
export const isCredential = (envName: string): boolean => !envName.startsWith('BASE_URL_SECRET_');
const WORD = /[\p{L}\p{N}]/u;

/** Lower case, one code unit for one (a character whose lower case is longer keeps its case). */
const lowered = (text: string) =>
  text.length === text.toLowerCase().length
    ? text.toLowerCase()
    : [...text].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');

interface Pattern {
  name: string;
  size: number;
  runs: Set<string>;
  /** An id counts only as a whole word. */
  whole: boolean;
  /** An encoded form's first and last runs and its edges: a match reaching either end is widened over them. */
  edges?: { first: string; last: string; form: EncodedForm };
}

function patternOf(name: string, value: string): Pattern | undefined {
  if (value.length < (isToken(name) ? MIN_REDACTED : MIN_REDACTED_ID)) return undefined;
  const lower = lowered(value);
  if (!isToken(name)) return { name, size: lower.length, runs: new Set([lower]), whole: true };
  if (lower.length <= MIN_RUN) return { name, size: lower.length, runs: new Set([lower]), whole: false };
  const runs = new Set<string>();
  for (let i = 0; i + MIN_RUN <= lower.length; i++) runs.add(lower.slice(i, i + MIN_RUN));
  return { name, size: MIN_RUN, runs, whole: false };
}

/** The pattern of an encoded form, with its edges (hex, base64 and base64url at each alignment: encodedForms). */
function encodedPattern(name: string, form: EncodedForm): Pattern | undefined {
  const pattern = patternOf(name, form.text);
  if (!pattern || (form.left === 0 && form.right === 0)) return pattern;
  const lower = lowered(form.text);
  return { ...pattern, edges: { first: lower.slice(0, pattern.size), last: lower.slice(-pattern.size), form } };
}

/**
 * Every pattern a credential is redacted by: its value, and for a token the forms a server echoes it in:
 * percent-encoded (once or twice: base64 tokens hold `/`, `+` and `=`, which leave runs too short to catch), hex in
 * either case, and base64 or base64url, alone or inside a longer encoded text such as a Basic credential
 * (`aid:token`), with the characters at the edges of its run that carry some of its bits.
 */
function patternsOf(name: string, given: string): Pattern[] {
  const value = secretPartOf(name, given);
  if (!isToken(name) || value.length < MIN_REDACTED) return [patternOf(name, value)].filter((p) => p !== undefined);
  const once = encodeURIComponent(value);
  const escaped = once === value ? [] : [once, encodeURIComponent(once)];
  // PHP's json_encode writes `/` as `\/` (the real system is PHP): a raw body quoted so splits a token into short runs.
  if (value.includes('/')) escaped.push(value.replaceAll('/', '\\/'));
  return [
    ...[value, ...escaped].map((form) => patternOf(name, form)),
    ...encodedForms(value).map((form) => encodedPattern(name, form)),
  ].filter((p): p is Pattern => p !== undefined);
}

/** Positions inside the protocol's own words. */
function publicPositions(lower: string): Uint8Array {
  const marked = new Uint8Array(lower.length);
  for (const word of PUBLIC_WORDS)
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1))
      marked.fill(1, at, at + word.length);
  return marked;
}

/** Per run length, each run of that length and the patterns (by their index, in order) it belongs to. */
function runsBySize(patterns: readonly Pattern[]): Map<number, Map<string, number[]>> {
  const bySize = new Map<number, Map<string, number[]>>();
  patterns.forEach(({ size, runs }, index) => {
    let ofSize = bySize.get(size);
    if (ofSize === undefined) bySize.set(size, (ofSize = new Map()));
    for (const run of runs) {
      const owners = ofSize.get(run);
      if (owners === undefined) ofSize.set(run, [index]);
      else if (owners.at(-1) !== index) owners.push(index);
    }
  });
  return bySize;
}

/** Positions inside the protocol's own words, counted: [i, j) holds one when `before[j] - before[i] > 0`. */
function publicCounts(lower: string): Uint32Array {
  const open = publicPositions(lower);
  const before = new Uint32Array(lower.length + 1);
  for (let i = 0; i < open.length; i++) before[i + 1] = before[i]! + open[i]!;
  return before;
}

/** A function that writes `[redacted CORE_AID_TOKEN]` in place of every run of a secret in a text. */
export function secretRedactor(secrets: Secrets): (text: string) => string {
  // Tokens first: a token that begins with the account's id is redacted as the token.
  const patterns = Object.entries(secrets)
    .sort(([a], [b]) => Number(isToken(b)) - Number(isToken(a)))
    .flatMap(([name, value]) => patternsOf(name, value));
  if (patterns.length === 0) return (text) => text;
  // One pass over the text per run length (not per pattern: a token has a dozen encoded forms), then the matches
  // applied pattern by pattern, as a pass per pattern would: the first pattern to claim a character names it.
  const bySize = runsBySize(patterns);
  return (text) => {
    const lower = lowered(text);
    const before = publicCounts(lower);
    const matches: number[][] = patterns.map(() => []);
    for (const [size, runs] of bySize)
      for (let i = 0; i + size <= lower.length; i++) {
        if (before[i + size]! - before[i]! > 0) continue;
        const owners = runs.get(lower.slice(i, i + size));
        if (owners !== undefined) for (const index of owners) matches[index]!.push(i);
      }
    const owner: (string | undefined)[] = Array.from({ length: text.length });
    let found = false;
    patterns.forEach(({ name, size, whole, edges }, index) => {
      for (const i of matches[index]!) {
        if (whole && (WORD.test(text[i - 1] ?? '') || WORD.test(text[i + size] ?? ''))) continue;
        found = true;
        const run = lower.slice(i, i + size);
        // An encoded form's edges carry some of the token's bits beside a neighbour's: they go with it.
        const from = edges && run === edges.first ? widenLeft(text, i, edges.form) : i;
        const to = edges && run === edges.last ? widenRight(text, i + size, edges.form) : i + size;
        for (let j = from; j < to; j++) owner[j] ??= name;
      }
    });
    if (!found) return text;
    let out = '';
    for (let i = 0; i < text.length;) {
      const name = owner[i];
      if (name === undefined) {
        out += text[i++];
        continue;
      }
      while (i < text.length && owner[i] !== undefined) i++;
      out += `[redacted ${name}]`;
    }
    return out;
  };
}
