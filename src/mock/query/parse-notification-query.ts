// Parses the notification list's query string into a validated query (Endpoints › Notification list › Query parameters),
// with the real system's rules, order and messages where the spec is silent.
import {
  filterTypes,
  notificationListParameters,
  PAGE_DEFAULT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type FilterType,
  failure,
  ok,
  type Result,
} from '../../schema/index.js';
import { ARRAY_FORM, parseQueryString, phpList, type QueryValue } from './query-string.js';
import { phpInteger, validationMessages } from './validation-messages.js';
import { BoundedCache } from '../lib/bounded-cache.js';

export interface ProjectionFilter {
  type: FilterType;
  /** Dot paths split into segments. */
  paths: string[][];
}

export interface NotificationQuery {
  /** Wanted types: null = all; empty = none (every piece named something that is no type). */
  types: number[] | null;
  status: 0 | 1 | null;
  userFilter: ProjectionFilter | null;
  infoFilter: ProjectionFilter | null;
  pageSize: number;
  page: number;
}

export const FILTER_LIMITS = { maxKeys: 50, maxKeyLength: 200 } as const;

const knownParameters = notificationListParameters.map((p) => p.name);

/** A piece of `types` as the store compares it with a number (`01`, `+1`, `1.0` are 1; `abc` is no type). */
const typeOfPiece = (piece: string): number | null => {
  const n = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(piece) ? Number(piece) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 9 ? n : null;
};

/** `types`: the pieces that are not empty or `0` filter; a piece that names no type matches nothing (assumption types-values). */
function parseTypes(value: QueryValue | undefined): Result<number[] | null> {
  if (value === ARRAY_FORM) return failure('invalidParameter', validationMessages.string('types'));
  const pieces = value === undefined ? [] : phpList(value);
  if (pieces.length === 0) return ok(null);
  const types = new Set(pieces.map(typeOfPiece).filter((t): t is number => t !== null));
  return ok([...types].sort((a, b) => a - b));
}

function parseStatus(value: QueryValue | undefined): Result<0 | 1 | null> {
  if (value === undefined) return ok(null);
  if (value === '0' || value === '1') return ok(Number(value) as 0 | 1);
  return failure('invalidParameter', validationMessages.boolean('status'));
}

/** pageSize: an integer from 1 to 30, default 15 (assumption page-size-cap). */
function parsePageSize(value: QueryValue | undefined): Result<number> {
  if (value === undefined) return ok(PAGE_SIZE_DEFAULT);
  const n = value === ARRAY_FORM ? null : phpInteger(value);
  if (n === null) return failure('invalidParameter', validationMessages.integer('pageSize'));
  if (n < 1 || n > PAGE_SIZE_MAX)
    return failure('invalidParameter', validationMessages.between('pageSize', 1, PAGE_SIZE_MAX));
  return ok(n);
}

/** page: an integer, default 1; 0 and below read as page 1 (assumption page-validation). */
function parsePage(value: QueryValue | undefined): Result<number> {
  if (value === undefined) return ok(PAGE_DEFAULT);
  const n = value === ARRAY_FORM ? null : phpInteger(value);
  if (n === null) return failure('invalidParameter', validationMessages.integer('page'));
  return ok(Math.max(n, 1));
}

function parseFilter(
  typeName: string,
  keysName: string,
  type: QueryValue | undefined,
  keys: QueryValue | undefined,
): Result<ProjectionFilter | null> {
  if (type === ARRAY_FORM) return failure('invalidParameter', validationMessages.string(typeName));
  if (type !== undefined && !(filterTypes as readonly string[]).includes(type))
    return failure('invalidParameter', validationMessages.oneOf(typeName));
  if (keys === ARRAY_FORM) return failure('invalidParameter', validationMessages.string(keysName));
  if (type !== undefined && keys === undefined)
    return failure('invalidParameter', validationMessages.requiredWith(keysName, typeName));
  // Keys without a type are ignored, and so is a type whose keys hold no name (`,`), as the real system does.
  const names = type === undefined ? [] : phpList(keys!);
  if (names.length === 0) return ok(null);
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
    if (types) Object.freeze(types);
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
  const pageSize = parsePageSize(get('pageSize'));
  if (!pageSize.ok) return pageSize;
  const page = parsePage(get('page'));
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
