// What a notification list query asks for, read as the spec defines its parameters: the constraints every answer to
// it must meet. A value the spec does not define (garbage, repeated, out of range) constrains nothing here.

/** `all`: absent or empty (spec: empty means all); `other`: a value the spec does not define. */
export interface ListQuery {
  page: number | 'other';
  pageSize: number | 'other';
  types: ReadonlySet<number> | 'all' | 'other';
  status: boolean | 'all' | 'other';
}

export const DEFAULT_PAGE_SIZE = 15;
const INTEGER = /^[0-9]+$/;

type Params = Pick<URLSearchParams, 'getAll'>;

/** The single value of a parameter; `null` when absent; `undefined` when repeated (no longer one value). */
function single(params: Params, name: string): string | null | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return null;
  return values.length === 1 ? values[0]! : undefined;
}

/** Absent: the default. Empty is `other`: that it means the default is the real system's choice, not the spec's. */
function positive(raw: string | null | undefined, fallback: number): number | 'other' {
  if (raw === null) return fallback;
  if (raw === undefined || !INTEGER.test(raw)) return 'other';
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : 'other';
}

function types(raw: string | null | undefined): ListQuery['types'] {
  if (raw === null || raw === '') return 'all';
  if (raw === undefined) return 'other';
  const pieces = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.length === 0 || !pieces.every((p) => /^[1-9]$/.test(p))) return 'other';
  return new Set(pieces.map(Number));
}

function status(raw: string | null | undefined): ListQuery['status'] {
  if (raw === null || raw === '') return 'all';
  return raw === '0' ? false : raw === '1' ? true : 'other';
}

export function readListQuery(params: Params): ListQuery {
  return {
    page: positive(single(params, 'page'), 1),
    pageSize: positive(single(params, 'pageSize'), DEFAULT_PAGE_SIZE),
    types: types(single(params, 'types')),
    status: status(single(params, 'status')),
  };
}
