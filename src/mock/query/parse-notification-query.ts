// Parses the notification list's query string into a validated query (Endpoints › Notification list › Query parameters).
import {
  filterTypes,
  PAGE_DEFAULT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type FilterType,
  failure,
  ok,
  quote,
  type Result,
} from '../../schema/index.js';
import { commaList, parseQueryString } from './query-string.js';
import { BoundedCache } from '../lib/bounded-cache.js';

export interface ProjectionFilter {
  type: FilterType;
  /** Dot paths split into segments. */
  paths: string[][];
}

export interface NotificationQuery {
  /** Wanted types; empty = all. */
  types: number[];
  status: 0 | 1 | null;
  userFilter: ProjectionFilter | null;
  infoFilter: ProjectionFilter | null;
  pageSize: number;
  page: number;
}

export const FILTER_LIMITS = { maxKeys: 50, maxKeyLength: 200 } as const;

const knownParameters = [
  'types',
  'status',
  'filterUserType',
  'filterUserKeys',
  'filterInfoType',
  'filterInfoKeys',
  'pageSize',
  'page',
];
const DIGITS = /^(0|[1-9][0-9]*)$/;

function parseTypes(value: string | undefined): Result<number[]> {
  if (value === undefined) return ok([]);
  const types = new Set<number>();
  for (const piece of commaList(value)) {
    if (!/^[1-9]$/.test(piece))
      return failure(
        'invalidParameter',
        `types must be a comma list of notification types 1 to 9 (received ${quote(piece)})`,
      );
    types.add(Number(piece));
  }
  return ok([...types].sort((a, b) => a - b));
}

function parseStatus(value: string | undefined): Result<0 | 1 | null> {
  if (value === undefined || value === '') return ok(null);
  if (value === '0' || value === '1') return ok(Number(value) as 0 | 1);
  return failure('invalidParameter', `status must be 0 (unread) or 1 (read) (received ${quote(value)})`);
}

function parseInteger(name: string, value: string | undefined, fallback: number, max: number): Result<number> {
  if (value === undefined || value === '') return ok(fallback);
  const number = DIGITS.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 1 && number <= max))
    return failure('invalidParameter', `${name} must be an integer from 1 to ${max} (received ${quote(value)})`);
  return ok(number);
}

function parseFilter(
  typeName: string,
  keysName: string,
  type: string | undefined,
  keys: string | undefined,
): Result<ProjectionFilter | null> {
  // Keys without a type are ignored, as the real system does (assumption filter-validation).
  if (type === undefined || type === '') return ok(null);
  if (!(filterTypes as readonly string[]).includes(type)) {
    return failure('invalidParameter', `${typeName} must be whitelist or blacklist (received ${quote(type)})`);
  }
  const names = commaList(keys ?? '');
  if (names.length === 0)
    return failure(
      'invalidParameter',
      `${typeName} needs ${keysName}: the key names to ${type === 'whitelist' ? 'keep' : 'remove'}`,
    );
  if (names.length > FILTER_LIMITS.maxKeys)
    return failure('invalidParameter', `${keysName} names more than ${FILTER_LIMITS.maxKeys} keys`);
  const long = names.find((name) => name.length > FILTER_LIMITS.maxKeyLength);
  if (long)
    return failure('invalidParameter', `${keysName} has a key longer than ${FILTER_LIMITS.maxKeyLength} characters`);
  return ok({ type: type as FilterType, paths: names.map((name) => name.split('.')) });
}

/** Parsed queries by their raw text: clients repeat the same few queries, and parsing is a pure function of the text. */
const parsedQueries = new BoundedCache<string, Result<NotificationQuery>>(512);
/** Longer texts (hostile or generated ones) are parsed each time rather than kept. */
const LONGEST_KEPT_QUERY = 1024;

/** Parses the list's query string; the same text always gives the same (shared, never mutated) result. */
export function parseNotificationQuery(rawQuery: string): Result<NotificationQuery> {
  if (rawQuery.length > LONGEST_KEPT_QUERY) return parseQueryOnce(rawQuery);
  return parsedQueries.getOrBuild(rawQuery, () => frozen(parseQueryOnce(rawQuery)));
}

/** A shared result is frozen all the way down, so a caller that tried to change it would throw instead of corrupting the next request. */
function frozen(result: Result<NotificationQuery>): Result<NotificationQuery> {
  if (result.ok) {
    const { types, userFilter, infoFilter } = result.value;
    Object.freeze(types);
    for (const filter of [userFilter, infoFilter]) {
      if (!filter) continue;
      for (const path of filter.paths) Object.freeze(path);
      Object.freeze(filter.paths);
      Object.freeze(filter);
    }
    Object.freeze(result.value);
  }
  return Object.freeze(result);
}

function parseQueryOnce(rawQuery: string): Result<NotificationQuery> {
  const parsed = parseQueryString(rawQuery, knownParameters);
  if (!parsed.ok) return parsed;
  const get = (name: string) => parsed.value.get(name);
  const types = parseTypes(get('types'));
  if (!types.ok) return types;
  const status = parseStatus(get('status'));
  if (!status.ok) return status;
  const userFilter = parseFilter('filterUserType', 'filterUserKeys', get('filterUserType'), get('filterUserKeys'));
  if (!userFilter.ok) return userFilter;
  const infoFilter = parseFilter('filterInfoType', 'filterInfoKeys', get('filterInfoType'), get('filterInfoKeys'));
  if (!infoFilter.ok) return infoFilter;
  const pageSize = parseInteger('pageSize', get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);
  if (!pageSize.ok) return pageSize;
  const page = parseInteger('page', get('page'), PAGE_DEFAULT, Number.MAX_SAFE_INTEGER);
  if (!page.ok) return page;
  return ok({
    types: types.value,
    status: status.value,
    userFilter: userFilter.value,
    infoFilter: infoFilter.value,
    pageSize: pageSize.value,
    page: page.value,
  });
}
