// pageSize beyond what the server allows, and state kept between requests: what an answer then claims must be what
// it did.
import { classify } from '../kit/answer.js';
import { sameAtAnyTime } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { shownApart } from '../kit/shown-apart.js';
import { walk } from '../kit/walk-list.js';
import { firstDifference, nmids, pageOrFail, walkOrOutcome } from './list-support.js';

/** Sizes above the real system's cap (30) and far above it. */
const ABOVE_THE_CAP = [31, 100];

export const pageSizeAboveTheCapIsAppliedHonestly = defineCheck({
  name: 'pageSizeAboveTheCapIsAppliedHonestly',
  endpoint: 'notifications',
  why: 'A server may refuse a pageSize above its cap or apply a smaller one, but then its pages must be that size, from the right offset.',
  source: 'Endpoints › Notification list › pageSize; Resources › Pagination object (pageSize)',
  provenance: 'spec',
  restsOn: ['paging', 'order', 'walk'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const head = nmids(found.prefix);
    const notes: string[] = [];
    for (const asked of ABOVE_THE_CAP) {
      let note = `${asked} refused`;
      for (const k of [1, 2]) {
        const page = await ctx.page({ pageSize: asked, page: k });
        if (!page.data) {
          if (k === 1 && classify(page.exchange).kind === 'rejection') break;
          return fail(
            `page ${k} of pageSize=${asked}: ${k === 1 ? 'a rejection or a page' : 'a page, as page 1 was'}`,
            page.problem ?? 'no answer',
            page.exchange,
            'the pageSize cap',
          );
        }
        const applied = page.data.pagination.pageSize;
        if (applied > asked || applied < 15)
          return fail(
            `pageSize=${asked}: pagination.pageSize ${asked}, or the cap (15 or more) it applied`,
            `pageSize ${applied}`,
            page.exchange,
            'the pageSize cap',
          );
        const start = applied * (k - 1);
        const expected = head.slice(start, Math.min(start + applied, found.total));
        const received = nmids(page.data.list).slice(0, expected.length);
        const due = Math.min(applied, Math.max(0, found.total - start));
        if (page.data.list.length !== due)
          return fail(
            `page ${k} of pageSize=${asked} (applied ${applied}): ${due} items`,
            `${page.data.list.length} items`,
            page.exchange,
            'the pageSize cap',
          );
        if (expected.join() !== received.join())
          return fail(
            `page ${k} of pageSize=${asked} (applied ${applied}) = items ${start + 1}…${start + expected.length} of the pages of 15`,
            firstDifference(expected, received),
            page.exchange,
            k === 1 ? 'the pageSize cap' : 'the offset of a capped pageSize',
          );
        note = applied === asked ? `${asked} applied` : `${asked} capped to ${applied}`;
      }
      notes.push(note);
    }
    return pass(notes.join(', '));
  },
});

export const defaultPageIsTheSameAfterEveryOtherRequest = defineCheck({
  name: 'defaultPageIsTheSameAfterEveryOtherRequest',
  endpoint: 'notifications',
  why: 'No request may change what the next one gets: a default page size, a filter or a projection must not stick.',
  source: 'Limits (pageSize default 15, page default 1); Endpoints › Notification list (query parameters)',
  provenance: 'spec',
  restsOn: ['paging'],
  final: 'last',
  async run(ctx) {
    const before = pageOrFail(await ctx.page({}), 'a page with no parameters');
    if ('outcome' in before) return before.outcome;
    // Right before asking again, a request with other parameters: a default that sticks would show now.
    await ctx.listExchange({ pageSize: 7, page: 2, status: 1 }, undefined, { fresh: true });
    const page = await ctx.freshPage({});
    const after = pageOrFail(page, 'the page with no parameters, asked again at the end of the run');
    if ('outcome' in after) return after.outcome;
    const feature = 'state kept between requests';
    // A live inbox may receive notifications during the run: the same list with new ones on top is no leak.
    const [was, now] = [nmids(before.data.list), nmids(after.data.list)];
    const arrived = after.data.pagination.total - before.data.pagination.total;
    if (
      arrived > 0 &&
      after.data.pagination.pageSize === before.data.pagination.pageSize &&
      now.slice(arrived).join() === was.slice(0, was.length - arrived).join()
    )
      return pass(`${arrived} notifications arrived during the run; the rest is unchanged`);
    const p = (x: typeof before.data.pagination) =>
      `total ${x.total}, pageSize ${x.pageSize}, currentPage ${x.currentPage}, lastPage ${x.lastPage}`;
    if (p(before.data.pagination) !== p(after.data.pagination))
      return fail(
        `the first answer's pagination again: ${p(before.data.pagination)}`,
        p(after.data.pagination),
        page.exchange,
        feature,
      );
    if (nmids(before.data.list).join() !== nmids(after.data.list).join())
      return fail(
        'the same notifications as the first answer',
        firstDifference(nmids(before.data.list), nmids(after.data.list)),
        page.exchange,
        feature,
      );
    for (const [i, item] of before.data.list.entries()) {
      for (const field of ['actionUser', 'actionInfo']) {
        const again = after.data.list[i]![field];
        if (!sameAtAnyTime(item[field], again)) {
          const [e, r] = shownApart(item[field], again, 120, field);
          return fail(`${field} of ${shown(item.nmid)} as in the first answer: ${e}`, r, page.exchange, feature);
        }
      }
    }
    return before.data.list.length === 0 ? skip('the list is empty') : pass(`${before.data.list.length} items`);
  },
});

export const pageSizeChecks: Check[] = [
  pageSizeAboveTheCapIsAppliedHonestly,
  defaultPageIsTheSameAfterEveryOtherRequest,
];
