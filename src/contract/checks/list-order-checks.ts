// The first answer of the notification list and its order: the success envelope, the default page of 15, and every
// page newest first (a DST hour repeated at night is no disorder).
import { describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip } from '../kit/check.js';
import { walk } from '../kit/walk-list.js';
import { repeatedHour } from '../invariants/newest-first.js';
import { coverage, datetimeParserFor, pageOrFail, walkOrOutcome } from './list-support.js';

export { repeatedHour };

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
