// Paging and ordering of the notification list, checked on data the kit does not know in advance, on any inbox size.
import { classify } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { walk } from '../kit/walk-list.js';
import { coverage, firstDifference, firstPage, nmids, pageOrFail, walkOrOutcome } from './list-support.js';
import { defaultsArePageOneOfFifteen, listIsNewestFirst, successEnvelopeIsCodeZeroOk } from './list-order-checks.js';

const PAGING = 'Endpoints › Notification list (page, pageSize)';

export const walkingEveryPageYieldsTotalDistinctItems = defineCheck({
  name: 'walkingEveryPageYieldsTotalDistinctItems',
  endpoint: 'notifications',
  why: 'A client paging to the end must see every notification exactly once.',
  source: `Resources › Pagination object (total); ${PAGING}`,
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['walk'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const ids = nmids(found.items);
    const distinct = new Set(ids).size;
    if (found.complete && (ids.length !== found.total || distinct !== found.total))
      return fail(
        `${found.total} distinct notifications (pagination.total)`,
        `${ids.length} items, ${distinct} distinct`,
        found.pages.at(-1)!.page.exchange,
      );
    for (const { number, page } of found.pages) {
      const due = Math.min(15, Math.max(0, found.total - (number - 1) * 15));
      if (page.data.list.length !== due)
        return fail(
          `${due} items on page ${number} of 15 (total ${found.total})`,
          `${page.data.list.length} items`,
          page.exchange,
        );
    }
    if (distinct !== ids.length)
      return fail(
        `${ids.length} distinct notifications on ${found.pages.length} pages`,
        `${distinct} distinct`,
        found.pages.at(-1)!.page.exchange,
      );
    return pass(coverage(found));
  },
});

export const pagesDoNotOverlap = defineCheck({
  name: 'pagesDoNotOverlap',
  endpoint: 'notifications',
  why: 'An offset bug repeats notifications at page boundaries.',
  source: PAGING,
  provenance: 'spec',
  restsOn: [],
  proves: ['paging'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    if (found.pages.length < 2) return skip('the list fits on one page of 15');
    const seen = new Map<unknown, number>();
    for (const { number, page } of found.pages) {
      const shared = nmids(page.data.list).filter((id) => seen.has(id));
      if (shared.length > 0)
        return fail(
          `pages ${seen.get(shared[0])} and ${number} share no notification`,
          `both hold ${shown(shared)}`,
          page.exchange,
        );
      for (const id of nmids(page.data.list)) seen.set(id, number);
    }
    return pass(`${found.pages.length} pages`);
  },
});

export const smallerPagesSliceTheLargerOnes = defineCheck({
  name: 'smallerPagesSliceTheLargerOnes',
  endpoint: 'notifications',
  why: 'Page k of size s must be items s·(k−1)+1 … s·k whatever the page size.',
  source: PAGING,
  provenance: 'spec',
  restsOn: ['paging', 'walk'],
  proves: ['order'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const head = nmids(found.prefix);
    const tail = nmids(found.suffix);
    const total = found.total;
    // Slices inside the list's first items, and the last page of 7 inside its last items.
    const lastOf7 = Math.ceil(total / 7);
    const probes: [number, number, unknown[] | undefined][] = [
      [4, 2],
      [4, 3],
      [7, 2],
      [7, 3],
    ].map(([s, k]) => [s!, k!, s! * k! <= head.length ? head.slice(s! * (k! - 1), s! * k!) : undefined]);
    const lastStart = (lastOf7 - 1) * 7;
    if (lastOf7 > 3 && total - lastStart <= tail.length)
      probes.push([7, lastOf7, tail.slice(tail.length - (total - lastStart))]);
    let compared = 0;
    for (const [size, k, expected] of probes) {
      if (!expected) continue;
      const page = await ctx.page({ pageSize: size, page: k });
      const got = pageOrFail(page, `page ${k} of size ${size}`);
      if ('outcome' in got) return got.outcome;
      const received = nmids(got.data.list);
      if (expected.join() !== received.join())
        return fail(
          `page ${k} of size ${size} = items ${size * (k - 1) + 1}…${Math.min(size * k, total)} of the pages of 15`,
          firstDifference(expected, received),
          page.exchange,
        );
      compared++;
    }
    return compared === 0 ? skip('fewer than 8 notifications') : pass(`${compared} pages compared`);
  },
});

export const pageBeyondTheLastReturnsNoItems = defineCheck({
  name: 'pageBeyondTheLastReturnsNoItems',
  endpoint: 'notifications',
  why: 'A client that pages too far must not see items again (an empty list and an error are both allowed).',
  source: 'Endpoints › Notification list (a page beyond lastPage: not shown; no items either way)',
  provenance: 'spec',
  restsOn: ['paging'],
  async run(ctx) {
    const first = pageOrFail(await firstPage(ctx), 'page 1');
    if ('outcome' in first) return first.outcome;
    const beyond = Math.max(Math.ceil(first.data.pagination.total / 15), 1) + 1;
    const page = await ctx.page({ pageSize: 15, page: beyond });
    if (page.data && page.data.list.length > 0)
      return fail(
        `page ${beyond} (beyond the last): an empty list or an error`,
        `${page.data.list.length} items`,
        page.exchange,
      );
    if (!page.data && classify(page.exchange).kind !== 'rejection')
      return fail(`page ${beyond}: an empty list or an error`, page.problem ?? 'no answer', page.exchange);
    return pass(page.data ? 'an empty list' : 'an error');
  },
});

export const pagingChecks: Check[] = [
  successEnvelopeIsCodeZeroOk,
  defaultsArePageOneOfFifteen,
  listIsNewestFirst,
  walkingEveryPageYieldsTotalDistinctItems,
  pagesDoNotOverlap,
  smallerPagesSliceTheLargerOnes,
  pageBeyondTheLastReturnsNoItems,
];
