// A request's answer must not depend on the requests before it (issue 22, item 2): queries whose naive cache keys
// collide are asked one after the other, then again in the reverse order, and every answer is held to what the whole
// list (walked in pages of 15) says it must hold. A cache keyed by `${page}${pageSize}` answers page=11&pageSize=5
// with page 1 of 15; one keyed by the values alone answers types=5 with pageSize=5's page.
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { toPage } from '../kit/page.js';
import { walk } from '../kit/walk-list.js';
import { firstDifference, nmids, walkOrOutcome } from './list-support.js';
import { sameUpToTies } from './tie-order.js';

type Key = (page: number, size: number) => string;

/** Naive cache keys of page and pageSize: concatenated, multiplied, and the SQL offset alone (LIMIT forgotten). */
const NAIVE_KEYS: Key[] = [(p, s) => `${p}${s}`, (p, s) => String(p * s), (p, s) => String((p - 1) * s)];

/** Paging queries inside the known items that share the key of page 1 of 15 (page=11&pageSize=5 for `${p}${s}`). */
function collisions(known: number, key: Key): Query[] {
  const target = key(1, 15);
  const group: Query[] = [];
  for (let size = 15; size >= 1; size -= 2) {
    for (let page = 1; page * size <= known && page <= 20; page++)
      if (key(page, size) === target) group.push({ page, pageSize: size });
  }
  return group.length >= 2 ? group.slice(0, 3) : [];
}

/**
 * Groups of queries that collide under one naive key each: paging under each key of NAIVE_KEYS, and the values
 * alone (types=t, pageSize=t, status=1, types=1). Within a group the order matters; groups are independent.
 */
export function collidingGroups(known: number, presentTypes: readonly number[], complete: boolean): Query[][] {
  const groups = known >= 15 ? NAIVE_KEYS.map((key) => collisions(known, key)).filter((g) => g.length >= 2) : [];
  const t = presentTypes.find((type) => type > 1);
  if (complete && t !== undefined) groups.push([{ types: String(t) }, { pageSize: t }, { status: 1 }, { types: '1' }]);
  return groups;
}

/** Every query of the groups once (for tests and the report). */
export const collidingQueries = (known: number, presentTypes: readonly number[], complete: boolean): Query[] => {
  const seen = new Set<string>();
  return collidingGroups(known, presentTypes, complete)
    .flat()
    .filter((q) => !seen.has(JSON.stringify(q)) && seen.add(JSON.stringify(q)));
};

/** What the whole list says a query's page holds: its nmids and total. */
function expectedOf(query: Query, items: readonly Item[]): { ids: unknown[]; items: Item[]; total: number } {
  const kept = items.filter(
    (i) =>
      (query.types === undefined || String(i.type) === String(query.types)) &&
      (query.status === undefined || i.readStatus === (Number(query.status) === 1)),
  );
  const size = Number(query.pageSize ?? 15);
  const page = Number(query.page ?? 1);
  const slice = kept.slice((page - 1) * size, page * size);
  return { ids: nmids(slice), items: slice, total: kept.length };
}

/** Asks the queries of one group one after the other (the order is the point). */
async function askInOrder(ctx: CheckContext, queries: readonly Query[]) {
  const out = [];
  for (const query of queries)
    out.push({ query, page: toPage(await ctx.listExchange(query, undefined, { fresh: true })) });
  return out;
}

/** Each group in its order, then in the reverse order; the groups side by side. */
async function askAll(ctx: CheckContext, groups: readonly Query[][]) {
  const answers = await Promise.all(
    groups.map(async (group) => [...(await askInOrder(ctx, group)), ...(await askInOrder(ctx, [...group].reverse()))]),
  );
  return answers.flat();
}

export const answersDoNotDependOnEarlierRequests = defineCheck({
  name: 'answersDoNotDependOnEarlierRequests',
  endpoint: 'notifications',
  why: "A cache whose key confuses two queries, or state kept between requests, serves one query's page to another.",
  source:
    'Endpoints › Notification list (query parameters: types, status, pageSize, page); Resources › Pagination object',
  provenance: 'spec',
  restsOn: ['paging', 'order', 'walk', 'typesFilter', 'statusFilter'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const items = found.complete ? found.items : found.prefix;
    const types = [...new Set(items.map((i) => Number(i.type)))].sort((a, b) => a - b);
    const groups = collidingGroups(items.length, types, found.complete);
    const queries = collidingQueries(items.length, types, found.complete);
    if (groups.length === 0)
      return skip(`too few notifications (${items.length}) for queries whose cache keys collide`);
    // In one order, then in the other: whichever of two colliding queries comes first, the second must not get its page.
    const answers = await askAll(ctx, groups);
    const shownQuery = (q: Query) =>
      Object.entries(q)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
    const order = queries.map(shownQuery).join(', ');
    const arrived = answers.some(
      ({ query, page }) =>
        query.types === undefined && query.status === undefined && (page.data?.pagination.total ?? 0) > found.total,
    );
    if (arrived)
      return skip('notifications arrived during the run: the whole list walked before is no longer the reference');
    for (const { query, page } of answers) {
      if (!page.data) continue; // a refusal is judged by the invariants; it holds no page to compare
      const expected = expectedOf(query, items);
      // Surveyed (a long list): only page and pageSize are asked, the total is the whole list's.
      if (!found.complete) expected.total = found.total;
      const got = nmids(page.data.list);
      const feature = 'state kept between requests (a cache key that confuses queries)';
      if (page.data.pagination.total !== expected.total)
        return fail(
          `${shownQuery(query)}: total ${expected.total}, as the whole list says`,
          `total ${page.data.pagination.total} (asked among: ${order})`,
          page.exchange,
          feature,
        );
      // Under a filter, ties of one datetime may come in another order than in the whole list (the spec orders by
      // time alone); pages of one query at other offsets must agree item by item.
      const filtered = query.types !== undefined || query.status !== undefined;
      if (got.join() !== expected.ids.join() && !(filtered && sameUpToTies(expected.items, page.data.list)))
        return fail(
          `${shownQuery(query)}: the notifications the whole list puts there`,
          `${firstDifference(expected.ids, got)} (asked among: ${order})`,
          page.exchange,
          feature,
        );
    }
    return pass(
      `${queries.length} queries in ${groups.length} groups whose naive cache keys collide, each asked in two orders`,
    );
  },
});

export const answerOrderChecks: Check[] = [answersDoNotDependOnEarlierRequests];
