// The filters of `GET /__core/requests` (WireMock-style verification): by path, method, status, code and query
// parameter, newer than an id, at most `limit`. Unknown or malformed filters are a 10000 error, never ignored.
import { failure, ok, quote, type Result, type JournalEntry } from '../schema/index.js';

export interface RequestFilter {
  path?: string;
  method?: string;
  status?: number;
  code?: number;
  /** Decoded parameter name → value it must have (as sent, decoded). */
  query: Map<string, string>;
  /** Only entries with a larger id. */
  after: number;
  limit: number;
  /** Judge the entries listed (false: `valid` is null, and the answer comes at once even before the validators are compiled). */
  verdicts: boolean;
}

export const DEFAULT_LIMIT = 100;
const QUERY_PREFIX = 'query.';
const FILTERS = ['path', 'method', 'status', 'code', 'after', 'limit', 'verdicts', `${QUERY_PREFIX}<name>`];

function wholeNumber(name: string, value: string, min: number, max: number): Result<number> {
  const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return number >= min && number <= max
    ? ok(number)
    : failure('invalidParameter', `${name} must be an integer from ${min} to ${max} (received ${quote(value)})`);
}

/** `capacity` bounds `limit` (the journal holds no more). */
export function parseRequestFilter(params: URLSearchParams, capacity: number): Result<RequestFilter> {
  const filter: RequestFilter = {
    query: new Map(),
    after: 0,
    limit: Math.min(DEFAULT_LIMIT, Math.max(capacity, 1)),
    verdicts: true,
  };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name)) return failure('invalidParameter', `${name} is given more than once`);
    seen.add(name);
    if (name.startsWith(QUERY_PREFIX) && name.length > QUERY_PREFIX.length)
      filter.query.set(name.slice(QUERY_PREFIX.length), value);
    else if (name === 'path') filter.path = value;
    else if (name === 'method') filter.method = value.toUpperCase();
    else if (name === 'verdicts') {
      if (value !== 'true' && value !== 'false')
        return failure('invalidParameter', `verdicts must be true or false (received ${quote(value)})`);
      filter.verdicts = value === 'true';
    } else if (name === 'status' || name === 'code' || name === 'after' || name === 'limit') {
      const number =
        name === 'limit'
          ? wholeNumber(name, value, 1, Math.max(capacity, 1))
          : wholeNumber(name, value, 0, 2 ** 31 - 1);
      if (!number.ok) return number;
      filter[name] = number.value;
    } else
      return failure(
        'invalidParameter',
        `${quote(name)} is not a filter of the journal; the filters are ${FILTERS.join(', ')}`,
      );
  }
  return ok(filter);
}

/** Whether an entry (as the API shows it, redacted) passes the filter; `after` and `limit` are the caller's. */
export function matchesFilter(entry: JournalEntry, filter: RequestFilter): boolean {
  if (filter.path !== undefined && entry.path !== filter.path) return false;
  if (filter.method !== undefined && entry.method !== filter.method) return false;
  if (filter.status !== undefined && entry.status !== filter.status) return false;
  if (filter.code !== undefined && entry.code !== filter.code) return false;
  for (const [name, value] of filter.query) {
    const sent = Object.hasOwn(entry.query, name) ? entry.query[name] : undefined;
    if (sent === undefined || (Array.isArray(sent) ? !sent.includes(value) : sent !== value)) return false;
  }
  return true;
}
