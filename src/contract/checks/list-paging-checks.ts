// Paging and ordering of the notification list, checked on data the kit does not know in advance.
import { classify, describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { datetimeParserFor, firstDifference, nmids, pageOrFail, walkOrOutcome } from './list-support.js';

export const successEnvelopeIsCodeZeroOk = defineCheck({
  name: 'successEnvelopeIsCodeZeroOk',
  endpoint: 'notifications',
  why: 'Clients test code === 0 before reading data.',
  source: 'Endpoints › Notification list › Response body',
  provenance: 'spec',
  async run(ctx) {
    const exchange = await ctx.listExchange({});
    const body = exchange.json as { code?: unknown; message?: unknown } | undefined;
    if (!isObject(body)) return fail('code 0 and message "ok"', describeExchange(exchange), exchange);
    if (body.code !== 0 || body.message !== 'ok') return fail('code 0 and message "ok"', `code ${shown(body.code)}, message ${shown(body.message)}`, exchange);
    return pass();
  },
});

export const defaultsArePageOneOfFifteen = defineCheck({
  name: 'defaultsArePageOneOfFifteen',
  endpoint: 'notifications',
  why: 'A client that sends no paging parameters gets the first 15.',
  source: 'Limits (pageSize default 15, page default 1)',
  provenance: 'spec',
  async run(ctx) {
    const found = pageOrFail(await ctx.page({}), 'a page with no parameters');
    if ('outcome' in found) return found.outcome;
    const { pagination, list } = found.data;
    const exchange = (await ctx.page({})).exchange;
    if (pagination.pageSize !== 15 || pagination.currentPage !== 1) return fail('pageSize 15, currentPage 1', `pageSize ${shown(pagination.pageSize)}, currentPage ${shown(pagination.currentPage)}`, exchange);
    if (list.length !== Math.min(15, pagination.total)) return fail(`${Math.min(15, pagination.total)} items (total ${pagination.total})`, `${list.length} items`, exchange);
    return pass();
  },
});

export const listIsNewestFirst = defineCheck({
  name: 'listIsNewestFirst',
  endpoint: 'notifications',
  why: 'Notification screens show the latest first; a client never re-sorts.',
  source: 'Endpoints › Notification list (Ordering: descending by time, latest first)',
  provenance: 'spec',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    if (walk.items.length < 2) return skip('fewer than two notifications');
    const parser = await datetimeParserFor(ctx, walk.items);
    if ('outcome' in parser) return parser.outcome;
    const times = walk.items.map((i) => parser.parse(i.datetime as string)!);
    const at = times.findIndex((t, i) => i > 0 && t > times[i - 1]!);
    if (at > 0) {
      const page = walk.pages[Math.floor(at / 15)]!;
      return fail(`item ${at + 1} no newer than item ${at} (datetimes read as ${parser.name})`, `${shown(walk.items[at - 1]!.datetime)} then ${shown(walk.items[at]!.datetime)}`, page.exchange);
    }
    return pass(`${walk.items.length} items across ${walk.pages.length} pages, datetimes read as ${parser.name}`);
  },
});

export const walkingEveryPageYieldsTotalDistinctItems = defineCheck({
  name: 'walkingEveryPageYieldsTotalDistinctItems',
  endpoint: 'notifications',
  why: 'A client paging to the end must see every notification exactly once.',
  source: 'Resources › Pagination object (total); Endpoints › Notification list (page, pageSize)',
  provenance: 'spec',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    const ids = nmids(walk.items);
    const distinct = new Set(ids).size;
    if (ids.length !== walk.total || distinct !== walk.total) return fail(`${walk.total} distinct notifications (pagination.total)`, `${ids.length} items, ${distinct} distinct`, walk.pages.at(-1)!.exchange);
    return pass(`${walk.total} notifications`);
  },
});

export const pagesDoNotOverlap = defineCheck({
  name: 'pagesDoNotOverlap',
  endpoint: 'notifications',
  why: 'An offset bug repeats notifications at page boundaries.',
  source: 'Endpoints › Notification list (page, pageSize)',
  provenance: 'spec',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    if (walk.pages.length < 2) return skip('the list fits on one page of 15');
    for (let p = 1; p < walk.pages.length; p++) {
      const before = new Set(nmids(walk.pages[p - 1]!.data!.list));
      const shared = nmids(walk.pages[p]!.data!.list).filter((id) => before.has(id));
      if (shared.length > 0) return fail(`pages ${p} and ${p + 1} share no notification`, `both hold ${shown(shared)}`, walk.pages[p]!.exchange);
    }
    return pass();
  },
});

export const lastPageIsTotalOverPageSizeRoundedUp = defineCheck({
  name: 'lastPageIsTotalOverPageSizeRoundedUp',
  endpoint: 'notifications',
  why: 'Clients stop paging at currentPage >= lastPage.',
  source: 'Resources › Pagination object (lastPage)',
  provenance: 'spec',
  async run(ctx) {
    for (const pageSize of [15, 7, 4]) {
      const page = await ctx.page({ pageSize, page: 1 });
      const found = pageOrFail(page, `page 1 of size ${pageSize}`);
      if ('outcome' in found) return found.outcome;
      const { total, lastPage } = found.data.pagination;
      if (total === 0) return skip('the list is empty');
      if (lastPage !== Math.ceil(total / pageSize)) return fail(`lastPage ${Math.ceil(total / pageSize)} (total ${total}, pageSize ${pageSize})`, `lastPage ${lastPage}`, page.exchange);
    }
    return pass();
  },
});

export const smallerPagesSliceTheLargerOnes = defineCheck({
  name: 'smallerPagesSliceTheLargerOnes',
  endpoint: 'notifications',
  why: 'Page k of size s must be items s·(k−1)+1 … s·k whatever the page size.',
  source: 'Endpoints › Notification list (page, pageSize)',
  provenance: 'spec',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    const all = nmids(walk.items);
    let compared = 0;
    for (const [size, k] of [[4, 2], [4, 3], [7, 2], [7, 3]] as const) {
      if (all.length < size * k) continue;
      const page = await ctx.page({ pageSize: size, page: k });
      const found = pageOrFail(page, `page ${k} of size ${size}`);
      if ('outcome' in found) return found.outcome;
      const expected = all.slice(size * (k - 1), size * k);
      const received = nmids(found.data.list);
      if (expected.join() !== received.join()) return fail(`page ${k} of size ${size} = items ${size * (k - 1) + 1}…${size * k} of the pages of 15`, firstDifference(expected, received), page.exchange);
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
  async run(ctx) {
    const first = pageOrFail(await ctx.page({ pageSize: 15, page: 1 }), 'page 1');
    if ('outcome' in first) return first.outcome;
    const beyond = Math.max(Math.ceil(first.data.pagination.total / 15), 1) + 1;
    const page = await ctx.page({ pageSize: 15, page: beyond });
    if (page.data && page.data.list.length > 0) return fail(`page ${beyond} (beyond the last): an empty list or an error`, `${page.data.list.length} items`, page.exchange);
    if (!page.data && classify(page.exchange).kind !== 'rejection') return fail(`page ${beyond}: an empty list or an error`, page.problem ?? 'no answer', page.exchange);
    return pass(page.data ? 'an empty list' : 'an error');
  },
});

export const pagingChecks: Check[] = [successEnvelopeIsCodeZeroOk, defaultsArePageOneOfFifteen, listIsNewestFirst, walkingEveryPageYieldsTotalDistinctItems, pagesDoNotOverlap, lastPageIsTotalOverPageSizeRoundedUp, smallerPagesSliceTheLargerOnes, pageBeyondTheLastReturnsNoItems];
