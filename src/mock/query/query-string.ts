// Reads a raw query string as the real system's framework does: the last of a repeated name wins, `name[]=` makes an
// array, values are trimmed and an empty one counts as absent (assumption query-reading).
import { QUERY_VALUE_MAX_LENGTH, failure, ok, type Result } from '../../schema/index.js';

/**
 * What the real system trims from both ends of every value: whitespace as JavaScript's `trim` knows it, and four
 * characters it does not (NUL, NEL, the Mongolian vowel separator, the zero-width space). Measured: `pageSize=5%00`,
 * `pageSize=%E2%80%8B5` and `keys=site_name%00` read as `5` and `site_name` there.
 */
const EDGE_SPACE = /^[\s\0\u0085\u180e\u200b]+|[\s\0\u0085\u180e\u200b]+$/g;
const BEYOND_TRIM = /[\0\u0085\u180e\u200b]/;

/** A value without what the real system trims from its ends (`trim` alone, unless a rarer character is there). */
export function trimQueryValue(value: string): string {
  const trimmed = value.trim();
  return BEYOND_TRIM.test(trimmed) ? trimmed.replace(EDGE_SPACE, '') : trimmed;
}

/** Hard limits that keep hostile input cheap (each answered with a clear 10000 error). */
export const QUERY_LIMITS = { maxParameters: 100, maxValueLength: QUERY_VALUE_MAX_LENGTH } as const;

/** A parameter sent in array form (`types[]=1`): every rule of the real system refuses it. */
export const ARRAY_FORM = Symbol('array form');
export type QueryValue = string | typeof ARRAY_FORM;

/** Parses `a=1&b=2` (already without `?`) into the known parameters; unknown names are ignored. */
export function parseQueryString(raw: string, known: readonly string[]): Result<Map<string, QueryValue>> {
  const values = new Map<string, QueryValue>();
  if (raw === '') return ok(values);
  let count = 0;
  for (const [name, value] of new URLSearchParams(raw)) {
    if (++count > QUERY_LIMITS.maxParameters)
      return failure('invalidParameter', `too many query parameters (at most ${QUERY_LIMITS.maxParameters})`);
    const bracket = name.indexOf('[');
    const base = bracket > 0 ? name.slice(0, bracket) : name;
    if (!known.includes(base)) continue;
    if (value.length > QUERY_LIMITS.maxValueLength)
      return failure('invalidParameter', `${base} is longer than ${QUERY_LIMITS.maxValueLength} characters`);
    const trimmed = trimQueryValue(value);
    if (bracket > 0) values.set(base, ARRAY_FORM);
    // `page=1&page=` leaves page absent, as the framework turns an empty value into null.
    else if (trimmed === '') values.delete(base);
    else values.set(base, trimmed);
  }
  return ok(values);
}

/** PHP's `array_filter(explode(',', $value))`: the pieces as sent, without the empty ones and the `0` ones. */
export const phpList = (value: string): string[] => value.split(',').filter((piece) => piece !== '' && piece !== '0');
