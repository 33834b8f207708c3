// Splits a raw query string into parameters, rejecting the repeated and array forms of the parameters we know.
import { QUERY_VALUE_MAX_LENGTH, failure, ok, quote, type Result } from '../../schema/index.js';

/** Hard limits that keep hostile input cheap (each answered with a clear 10000 error). */
export const QUERY_LIMITS = { maxParameters: 100, maxValueLength: QUERY_VALUE_MAX_LENGTH } as const;

/**
 * Parses `a=1&b=2` (already without `?`). Known names must appear at most once and without brackets
 * (`page=1&page=2`, `types[]=1`); unknown names are ignored (assumption unknown-parameters).
 */
export function parseQueryString(raw: string, known: readonly string[]): Result<Map<string, string>> {
  const values = new Map<string, string>();
  if (raw === '') return ok(values);
  const params = new URLSearchParams(raw);
  let count = 0;
  for (const [name, value] of params) {
    if (++count > QUERY_LIMITS.maxParameters)
      return failure('invalidParameter', `too many query parameters (at most ${QUERY_LIMITS.maxParameters})`);
    const bracket = name.indexOf('[');
    const base = bracket > 0 ? name.slice(0, bracket) : name;
    if (!known.includes(base)) continue;
    if (bracket > 0) return failure('invalidParameter', `${base} must be a single value, not ${quote(name)}`);
    if (values.has(name)) return failure('invalidParameter', `${name} is given more than once`);
    if (value.length > QUERY_LIMITS.maxValueLength)
      return failure('invalidParameter', `${name} is longer than ${QUERY_LIMITS.maxValueLength} characters`);
    values.set(name, value);
  }
  return ok(values);
}

/** Splits a comma list, trimming spaces around pieces and dropping empty ones (assumption empty-parameters). */
export const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
