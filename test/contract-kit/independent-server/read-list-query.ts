// How this implementation reads the list's query string (its own code, not the mock's): the spec's parameters, with
// its choices where the spec is silent.
import type { Choices } from './choices.js';

export interface Filter {
  mode: 'whitelist' | 'blacklist';
  paths: string[][];
}

export interface ListQuery {
  types: ReadonlySet<number> | null;
  status: boolean | null;
  page: number;
  pageSize: number;
  user?: Filter;
  info?: Filter;
}

export interface Refusal {
  kind: 'validation' | 'auth' | 'notFound' | 'crash';
  code: number;
  message: string;
}

const refuse = (message: string): Refusal => ({ kind: 'validation', code: 10000, message });

const single = (query: URLSearchParams, name: string): string | null =>
  query.getAll(name).length > 1 ? '\u0000' : query.get(name);

function integer(raw: string | null, name: string, fallback: number): number | Refusal {
  if (raw === null || raw.trim() === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) return refuse(`The ${name} must be an integer.`);
  return Number(raw);
}

function filter(query: URLSearchParams, kind: 'User' | 'Info', choices: Choices): Filter | undefined | Refusal {
  const mode = single(query, `filter${kind}Type`);
  const keys = single(query, `filter${kind}Keys`) ?? '';
  if (mode === null || mode === '') return undefined;
  if (choices.emptyKeyPieces === 'reject' && keys.split(',').some((k) => k.trim() === ''))
    return refuse(`The filter${kind}Keys must not hold an empty key.`);
  if (mode !== 'whitelist' && mode !== 'blacklist')
    return refuse(`The filter${kind}Type must be whitelist or blacklist.`);
  const paths = keys
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map((k) => k.split('.'));
  if (paths.length === 0) return refuse(`The filter${kind}Keys field is required when filter${kind}Type is present.`);
  return { mode, paths };
}

export function readListQuery(query: URLSearchParams, choices: Choices): ListQuery | Refusal {
  const rawTypes = single(query, 'types') ?? '';
  const pieces = rawTypes
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const valid = pieces.filter((p) => /^[1-9]$/.test(p));
  if (valid.length < pieces.length && choices.unknownTypes === 'reject')
    return refuse('The types must be notification types 1 to 9.');
  const rawStatus = single(query, 'status') ?? '';
  if (rawStatus !== '' && rawStatus !== '0' && rawStatus !== '1') return refuse('The status must be 0 or 1.');
  const pageSize = integer(single(query, 'pageSize'), 'page size', 15);
  if (typeof pageSize !== 'number') return pageSize;
  if (pageSize < 1 || (pageSize > choices.pageSizeCap && choices.overCap === 'reject'))
    return refuse(`The page size field must be between 1 and ${choices.pageSizeCap}.`);
  let page = integer(single(query, 'page'), 'page', 1);
  if (typeof page !== 'number') return page;
  if (page < 1) {
    if (choices.pageBelowOne === 'reject') return refuse('The page must be at least 1.');
    page = 1;
  }
  const user = filter(query, 'User', choices);
  const info = filter(query, 'Info', choices);
  for (const f of [user, info]) if (f && 'code' in f) return f;
  return {
    types: valid.length > 0 ? new Set(valid.map(Number)) : null,
    status: rawStatus === '' ? null : rawStatus === '1',
    page,
    pageSize: Math.min(pageSize, choices.pageSizeCap),
    ...(user ? { user: user as Filter } : {}),
    ...(info ? { info: info as Filter } : {}),
  };
}

/** A tie's place under a filter (types and status as read): the same filter always orders its ties alike. */
export function tieRank(nmid: string, query: ListQuery): number {
  let hash = 7;
  for (const c of `${nmid}|${[...(query.types ?? [])].sort().join(',')}|${query.status}`)
    hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return hash;
}
