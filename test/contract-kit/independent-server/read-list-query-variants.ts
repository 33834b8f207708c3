// Two other correct ways to read the list's query where the spec is silent on invalid values: refuse every value
// the document does not define (a strict validator), or read each leniently (trimmed, the last of a repeated
// parameter, numbers clamped, anything else the default). Both answer what they read, and say so in pagination.
import type { Choices } from './choices.js';
import type { Filter, ListQuery, Refusal } from './read-list-query.js';

const refuse = (message: string): Refusal => ({ kind: 'validation', code: 10000, message });
const INT32_MAX = 2 ** 31 - 1;

/** Strict: no repeated parameter, no padding, integers within 32 bits and the bounds, only the enums' values. */
export function readStrictQuery(query: URLSearchParams, choices: Choices): ListQuery | Refusal {
  for (const name of new Set(query.keys()))
    if (query.getAll(name).length > 1) return refuse(`The ${name} field must be given once.`);
  const integer = (name: string, fallback: number, max: number): number | Refusal => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    if (!/^[0-9]+$/.test(raw) || Number(raw) > INT32_MAX) return refuse(`The ${name} must be an integer.`);
    const value = Number(raw);
    return value >= 1 && value <= max ? value : refuse(`The ${name} must be between 1 and ${max}.`);
  };
  const pageSize = integer('pageSize', 15, choices.pageSizeCap);
  if (typeof pageSize !== 'number') return pageSize;
  const page = integer('page', 1, INT32_MAX);
  if (typeof page !== 'number') return page;
  const pieces = (query.get('types') ?? '').split(',').filter((p) => p !== '');
  if (!pieces.every((p) => /^[1-9]$/.test(p))) return refuse('The types must be notification types 1 to 9.');
  const status = query.get('status') ?? '';
  if (!['', '0', '1'].includes(status)) return refuse('The status must be 0 or 1.');
  const filters: Partial<Record<'user' | 'info', Filter>> = {};
  for (const [kind, key] of [
    ['User', 'user'],
    ['Info', 'info'],
  ] as const) {
    const mode = query.get(`filter${kind}Type`);
    const keys = query.get(`filter${kind}Keys`);
    if (mode === null && keys === null) continue;
    if (mode !== 'whitelist' && mode !== 'blacklist')
      return refuse(`The filter${kind}Type must be whitelist or blacklist.`);
    const names = (keys ?? '').split(',');
    if (!names.every((k) => /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(k)))
      return refuse(`The filter${kind}Keys must be key names separated by commas.`);
    filters[key] = { mode, paths: names.map((k) => k.split('.')) };
  }
  return {
    types: pieces.length ? new Set(pieces.map(Number)) : null,
    status: status === '' ? null : status === '1',
    page,
    pageSize,
    ...filters,
  };
}

/** Lenient: the last of a repeated parameter, trimmed; a number read as far as it goes and clamped; else the default. */
export function readLenientQuery(query: URLSearchParams, choices: Choices): ListQuery | Refusal {
  const last = (name: string) => query.getAll(name).at(-1)?.trim() ?? '';
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const value = Number.parseInt(last(name), 10);
    return Number.isNaN(value) ? fallback : Math.min(Math.max(value, min), max);
  };
  const pieces = last('types')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^[1-9]$/.test(p));
  const status = last('status');
  const filter = (kind: 'User' | 'Info'): Filter | undefined => {
    const mode = last(`filter${kind}Type`).toLowerCase();
    const paths = last(`filter${kind}Keys`)
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '')
      .map((k) => k.split('.'));
    return (mode === 'whitelist' || mode === 'blacklist') && paths.length > 0 ? { mode, paths } : undefined;
  };
  const [user, info] = [filter('User'), filter('Info')];
  return {
    types: pieces.length ? new Set(pieces.map(Number)) : null,
    status: status === '0' ? false : status === '1' ? true : null,
    page: integer('page', 1, 1, Number.MAX_SAFE_INTEGER),
    pageSize: integer('pageSize', 15, 1, choices.pageSizeCap),
    ...(user ? { user } : {}),
    ...(info ? { info } : {}),
  };
}
