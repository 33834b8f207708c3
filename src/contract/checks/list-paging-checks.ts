// Paging and ordering of the notification list, checked on data the kit does not know in advance, on any inbox size.
import { classify, describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { walk } from '../kit/walk-list.js';
import {
  coverage,
  datetimeParserFor,
  firstDifference,
  firstPage,
  nmids,
  pageOrFail,
  walkOrOutcome,
} from './list-support.js';

const PAGING = 'Endpoints › Notification list (page, pageSize)';

export const successEnvelopeIsCodeZeroOk = defineCheck({
  name: 'successEnvelopeIsCodeZeroOk',
  endpoint: 'notifications',
  why: 'Clients test code === 0 before reading data.',
  source: 'Endpoints › Notification list › Response body',
  provenance: 'spec',
  restsOn: ['listSchema'],
  proves: ['envelope'],
  async run(ctx) {
    const exchange = await ctx.listExchange({});
    const body = exchange.json as { code?: unknown; message?: unknown } | undefined;
    if (!isObject(body)) return fail('code 0 and message "ok"', describeExchange(exchange), exchange);
    if (body.code !== 0 || body.message !== 'ok')
      return fail('code 0 and message "ok"', `code ${shown(body.code)}, message ${shown(body.message)}`, exchange);
    return pass();
  },
});

export const defaultsArePageOneOfFifteen = defineCheck({
  name: 'defaultsArePageOneOfFifteen',
  endpoint: 'notifications',
  why: 'A client that sends no paging parameters gets the first 15.',
  source: 'Limits (pageSize default 15, page default 1)',
  provenance: 'spec',
  restsOn: ['paging'],
  async run(ctx) {
    const page = await ctx.page({});
    const found = pageOrFail(page, 'a page with no parameters');
    if ('outcome' in found) return found.outcome;
    const { pagination, list } = found.data;
    if (pagination.pageSize !== 15 || pagination.currentPage !== 1)
      return fail(
        'pageSize 15, currentPage 1',
        `pageSize ${shown(pagination.pageSize)}, currentPage ${shown(pagination.currentPage)}`,
        page.exchange,
      );
    if (list.length !== Math.min(15, pagination.total))
      return fail(
        `${Math.min(15, pagination.total)} items (total ${pagination.total})`,
        `${list.length} items`,
        page.exchange,
      );
    return pass();
  },
});

/**
 * Local wall-clock times without an offset (the real system writes them for a requested zone) repeat an hour when
 * DST ends: in New York 01:59 EDT is followed by 01:00 EST. A step back of at most an hour, at night (transitions
 * happen between 00:00 and 04:00 local), is that repeated hour, not disorder.
 */
export function repeatedHour(newer: number, older: number, text: string): boolean {
  const withOffset = /(Z|[+-]\d{2}:?\d{2}|GMT|UTC?)\s*$/i.test(text.trim());
  return (
    !withOffset && older - newer <= 3_600_000 && new Date(newer).getUTCHours() < 4 && new Date(older).getUTCHours() < 4
  );
}

export const listIsNewestFirst = defineCheck({
  name: 'listIsNewestFirst',
  endpoint: 'notifications',
  why: 'Notification screens show the latest first; a client never re-sorts.',
  source: 'Endpoints › Notification list (Ordering: descending by time, latest first)',
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['order'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    if (found.items.length < 2) return skip('fewer than two notifications');
    const parser = await datetimeParserFor(ctx, found.items);
    if ('outcome' in parser) return parser.outcome;
    // Pages come in list order, so every later item (across gaps too) is no newer than every earlier one.
    let at = -1;
    const times = found.items.map((i) => parser.parse(i.datetime as string)!);
    for (let i = 1; i < times.length && at < 0; i++)
      if (times[i]! > times[i - 1]! && !repeatedHour(times[i - 1]!, times[i]!, found.items[i]!.datetime as string))
        at = i;
    if (at > 0) {
      const page = found.pages.find((p) => p.page.data.list.includes(found.items[at]!))!;
      return fail(
        `item ${shown(found.items[at]!.nmid)} no newer than the one before it (datetimes read as ${parser.name})`,
        `${shown(found.items[at - 1]!.datetime)} then ${shown(found.items[at]!.datetime)}`,
        page.page.exchange,
      );
    }
    return pass(`${coverage(found)}, datetimes read as ${parser.name}`);
  },
});

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
