// The document's list parameters combined pairwise (both projections at once, a projection with a filter, a filter
// with paging, …), each with a valid value from the data; every answer must be what the spec makes of the unfiltered
// list the kit walked: the filtered items, the page of them asked for, each object projected (the other left whole).
import { NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { committedDocument } from '../../validation/index.js';
import { describeExchange } from '../kit/answer.js';
import { sameAtAnyTime } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import { shownApart } from '../kit/shown-apart.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { walk } from '../kit/walk-list.js';
import { documentedInputs } from '../inputs/documented-inputs.js';
import { walkOrOutcome } from './list-support.js';
import { asListWhenIndexed, expectedOf, type Mode } from './projection-expectations.js';
import { requestKinds } from './request-kinds.js';

/** The parameters the kit can compute an answer for, grouped: a projection's type and keys go together. */
const GROUPS: Record<string, string[]> = {
  types: ['types'],
  status: ['status'],
  actionUser: ['filterUserType', 'filterUserKeys'],
  actionInfo: ['filterInfoType', 'filterInfoKeys'],
  pageSize: ['pageSize'],
  page: ['page'],
};
const PAGING_VALUES: Record<string, string> = { pageSize: '5', page: '2' };

/** Pairs of groups whose parameters the document defines, each group with its values from the data. */
export function pairsOf(documented: readonly string[], values: Record<string, [string, string | undefined]>): Query[] {
  const groups = Object.values(GROUPS).filter((names) =>
    names.every((n) => documented.includes(n) && (values[n] || PAGING_VALUES[n])),
  );
  const valueOf = (n: string) => PAGING_VALUES[n] ?? values[n]![0];
  const pairs: Query[] = [];
  for (let i = 0; i < groups.length; i++)
    for (let j = i + 1; j < groups.length; j++)
      pairs.push(Object.fromEntries([...groups[i]!, ...groups[j]!].map((n) => [n, valueOf(n)])));
  return pairs;
}

/** What the spec makes of the walked list for this query; `undefined` where the kit did not see the items due. */
function expectedAnswer(
  items: readonly Item[],
  complete: boolean,
  q: Query,
): { total?: number; list: Item[]; projected: Record<string, { mode: Mode; keys: string[] }> } | undefined {
  const types = q.types === undefined ? undefined : new Set(String(q.types).split(',').map(Number));
  const kept = items.filter(
    (n) =>
      (!types || types.has(n.type as number)) &&
      (q.status === undefined || n.readStatus === (String(q.status) === '1')),
  );
  const size = Number(q.pageSize ?? 15);
  const page = Number(q.page ?? 1);
  if (!complete && page * size > kept.length) return undefined;
  const projected: Record<string, { mode: Mode; keys: string[] }> = {};
  if (q.filterUserType)
    projected.actionUser = { mode: q.filterUserType as Mode, keys: String(q.filterUserKeys).split(',') };
  if (q.filterInfoType)
    projected.actionInfo = { mode: q.filterInfoType as Mode, keys: String(q.filterInfoKeys).split(',') };
  return { ...(complete ? { total: kept.length } : {}), list: kept.slice((page - 1) * size, page * size), projected };
}

async function judgePair(
  ctx: CheckContext,
  items: readonly Item[],
  complete: boolean,
  q: Query,
): Promise<Outcome | null> {
  const expected = expectedAnswer(items, complete, q);
  if (!expected) return null;
  const shownQuery = Object.entries(q)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const page = await ctx.page(q);
  if (!page.data)
    return fail(
      `an answer to ${shownQuery} (every value is valid)`,
      describeExchange(page.exchange),
      page.exchange,
      'parameters combined',
    );
  const { pagination, list } = page.data;
  if (expected.total !== undefined && pagination.total !== expected.total)
    return fail(
      `${shownQuery}: total ${expected.total} (the walked list holds that many such items)`,
      `total ${pagination.total}`,
      page.exchange,
      'parameters combined',
    );
  // The same notifications on the page; their order is listIsNewestFirst's to judge (equal times may come either way).
  const ids = (l: readonly Item[]) =>
    l
      .map((n) => String(n.nmid))
      .sort()
      .join();
  if (ids(list) !== ids(expected.list))
    return fail(
      `${shownQuery}: ${shown(
        expected.list.map((n) => n.nmid),
        120,
      )}`,
      shown(
        list.map((n) => n.nmid),
        120,
      ),
      page.exchange,
      'parameters combined',
    );
  // Objects come whole: the walk's own items, or (cut to the walk's fields over the memory budget) the same query
  // without its projections, asked whole.
  const got = (await ctx.whole(page)).data?.list ?? list;
  const byId = new Map(got.map((n) => [n.nmid, n]));
  const cut = expected.list.some((n) => !('actionUser' in n) && !('actionInfo' in n));
  const unprojected = Object.fromEntries(Object.entries(q).filter(([k]) => !k.startsWith('filter')));
  const originals = cut ? ((await ctx.whole(await ctx.page(unprojected))).data?.list ?? []) : expected.list;
  for (const original of originals) {
    for (const target of ['actionUser', 'actionInfo']) {
      const p = expected.projected[target];
      const whole = original[target];
      const due =
        p === undefined
          ? whole
          : whole !== null && typeof whole === 'object' && !Array.isArray(whole)
            ? expectedOf(whole as Record<string, unknown>, p.mode, { kind: 'names', path: p.keys })
            : whole;
      if (due === undefined) continue;
      const received = byId.get(original.nmid)?.[target];
      if (!sameAtAnyTime(asListWhenIndexed(received), asListWhenIndexed(due))) {
        const [e, r] = shownApart(asListWhenIndexed(due), asListWhenIndexed(received), 160, target);
        return fail(
          `${target} of ${shown(original.nmid)} with ${shownQuery}: ${e}`,
          r,
          page.exchange,
          p ? `${p.mode} of ${target} with other parameters` : `${target} left whole with other parameters`,
        );
      }
    }
  }
  return null;
}

export const parametersCombinePairwise = defineCheck({
  name: 'parametersCombinePairwise',
  endpoint: 'notifications',
  why: 'Clients combine a tab, a page and a projection; each parameter must still do its part when another is present.',
  source: 'Endpoints › Notification list (query parameters, all optional, combined)',
  provenance: 'spec',
  restsOn: [
    'paging',
    'walk',
    'order',
    'envelope',
    'typesFilter',
    'statusFilter',
    'projection',
    'nullObjects',
    'dotPaths',
    'projectionScope',
  ],
  async run(ctx) {
    const data = await requestKinds(ctx);
    if ('outcome' in data) return data.outcome;
    const whole = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in whole) return whole.outcome;
    const documented = documentedInputs(committedDocument(), NOTIFICATION_LIST_PATH).map((p) => p.name);
    const pairs = pairsOf(documented, data.values);
    if (pairs.length === 0) return skip('the data offers no two parameters to combine');
    const outcomes = await Promise.all(
      pairs.map((q) => judgePair(ctx, whole.complete ? whole.items : whole.prefix, whole.complete, q)),
    );
    return (
      outcomes.find((o) => o !== null) ??
      pass(`${pairs.length} pairs of parameters${whole.complete ? '' : ' (those whose items the survey holds)'}`)
    );
  },
});

export const pairwiseChecks: Check[] = [parametersCombinePairwise];
