// The kinds of request probes are sent on, not only page 1 of the default query: page 2, a filtered query and a
// projected one, with values chosen from the data (the most frequent type, keys the objects hold). A server that
// checks its inputs or credentials on page 1 only is caught on the others.
import type { Outcome } from '../kit/check.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import { discover } from './list-projection-checks.js';
import { presentTypes } from './list-support.js';

export interface RequestKind {
  label: string;
  query: Query;
}

export interface DataSamples {
  kinds: RequestKind[];
  /** Valid values found in the data, by parameter: the value a probe builds on, and another one. */
  values: Record<string, [string, string | undefined]>;
}

export function requestKinds(ctx: CheckContext): Promise<DataSamples | { outcome: Outcome }> {
  return ctx.once('request kinds', async () => {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found;
    const byCount = [...found.totals]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => String(t));
    const kinds: RequestKind[] = [
      { label: 'page 1 of the default query', query: {} },
      { label: 'page 2', query: { pageSize: 15, page: 2 } },
    ];
    const values: DataSamples['values'] = { status: ['0', '1'], pageSize: ['15', '5'], page: ['1', '2'] };
    if (byCount[0]) {
      kinds.push({
        label: `a filtered query (types=${byCount[0]})`,
        query: { types: byCount[0], pageSize: 15, page: 1 },
      });
      values.types = [byCount[0], byCount[1]];
    }
    for (const [target, typeParam, keysParam, mode] of [
      ['actionUser', 'filterUserType', 'filterUserKeys', 'whitelist'],
      ['actionInfo', 'filterInfoType', 'filterInfoKeys', 'blacklist'],
    ] as const) {
      const keys = await discover(ctx, target);
      if ('outcome' in keys) continue;
      values[keysParam] = [keys.keys.path[0]!, keys.keys.path[1]];
      values[typeParam] = [mode, mode === 'whitelist' ? 'blacklist' : 'whitelist'];
      if (target === 'actionUser')
        kinds.push({
          label: `a projected query (${typeParam}=${mode})`,
          query: { ...keys.query, [typeParam]: mode, [keysParam]: keys.keys.path.join(',') },
        });
    }
    return { kinds, values };
  });
}

/** The query string of a query, with one parameter replaced by values sent as written (`encoded`) or encoded. */
export function searchWith(query: Query, name: string, values: readonly string[], encoded = false): string {
  const pairs = Object.entries(query)
    .filter(([k]) => k !== name)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  for (const v of values) pairs.push(`${encodeURIComponent(name)}=${encoded ? v : encodeURIComponent(v)}`);
  return pairs.join('&');
}

/** The query with one parameter set to a valid value, or left out (`null`). */
export function queryWith(query: Query, name: string, value: string | null): Query {
  const out: Query = {};
  let placed = false;
  for (const [k, v] of Object.entries(query)) {
    if (k !== name) out[k] = v;
    else if (value !== null) {
      out[k] = value;
      placed = true;
    }
  }
  if (!placed && value !== null) out[name] = value;
  return out;
}
