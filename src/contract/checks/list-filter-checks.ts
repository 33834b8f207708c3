// types and status filters of the notification list: metamorphic relations between totals and items.
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { nmids, pageOrFail, presentTypes, walkOrOutcome } from './list-support.js';

const TYPES = 'Endpoints › Notification list › types';
const STATUS = 'Endpoints › Notification list › status; States (unread 0, read 1)';

export const typesFilterReturnsOnlyThoseTypes = defineCheck({
  name: 'typesFilterReturnsOnlyThoseTypes',
  endpoint: 'notifications',
  why: 'A "Likes" tab asks types=3 and must show nothing else.',
  source: TYPES,
  provenance: 'spec',
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    let seen = 0;
    for (const [type, data] of found.pages) {
      const other = data.list.find((n) => n.type !== type);
      if (other) return fail(`types=${type}: only type ${type}`, `nmid ${shown(other.nmid)} of type ${shown(other.type)}`, (await ctx.page({ types: String(type), pageSize: 15 })).exchange);
      seen += data.list.length > 0 ? 1 : 0;
    }
    return seen === 0 ? skip('no type has any notification') : pass(`${seen} types present`);
  },
});

export const perTypeTotalsAddUpToTheWhole = defineCheck({
  name: 'perTypeTotalsAddUpToTheWhole',
  endpoint: 'notifications',
  why: 'Per-tab counters must add up to the "All" counter.',
  source: `${TYPES} (empty means all)`,
  provenance: 'spec',
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const all = pageOrFail(await ctx.page({ pageSize: 15, page: 1 }), 'page 1 of the whole list');
    if ('outcome' in all) return all.outcome;
    const sum = [...found.totals.values()].reduce((a, b) => a + b, 0);
    if (sum !== all.data.pagination.total) return fail(`types=1 … types=9 totals summing to ${all.data.pagination.total}`, `${sum} (${[...found.totals].map(([t, n]) => `${t}:${n}`).join(' ')})`, (await ctx.page({ types: '1', pageSize: 15 })).exchange);
    return pass();
  },
});

export const severalTypesAtOnceReturnTheirUnion = defineCheck({
  name: 'severalTypesAtOnceReturnTheirUnion',
  endpoint: 'notifications',
  why: 'types=3,5 is one tab showing likes and follows together.',
  source: `${TYPES} (one or several, separated by commas)`,
  provenance: 'spec',
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const pair = [...found.totals].filter(([, n]) => n > 0).map(([t]) => t).slice(0, 2);
    if (pair.length < 2) return skip('fewer than two types have notifications');
    const query = { types: pair.join(','), pageSize: 15 };
    const walk = walkOrOutcome(await ctx.walk({ types: pair.join(',') }), `every page of types=${pair.join(',')}`);
    if ('outcome' in walk) return walk.outcome;
    const expected = pair.reduce((sum, t) => sum + found.totals.get(t)!, 0);
    const page = await ctx.page({ ...query, page: 1 });
    if (walk.total !== expected) return fail(`total ${expected} (${pair.map((t) => `types=${t}: ${found.totals.get(t)}`).join(', ')})`, `total ${walk.total}`, page.exchange);
    const stray = walk.items.find((n) => !pair.includes(n.type as number));
    if (stray) return fail(`only types ${pair.join(' and ')}`, `nmid ${shown(stray.nmid)} of type ${shown(stray.type)}`, page.exchange);
    const ids = new Set(nmids(walk.items));
    for (const t of pair) {
      const single = walkOrOutcome(await ctx.walk({ types: String(t) }), `every page of types=${t}`);
      if ('outcome' in single) return single.outcome;
      const missing = nmids(single.items).find((id) => !ids.has(id));
      if (missing !== undefined) return fail(`every notification of types=${t} in types=${pair.join(',')}`, `nmid ${shown(missing)} missing`, page.exchange);
    }
    return pass(`types=${pair.join(',')}`);
  },
});

export const statusSplitsTheWholeIntoUnreadAndRead = defineCheck({
  name: 'statusSplitsTheWholeIntoUnreadAndRead',
  endpoint: 'notifications',
  why: 'The unread badge and the read list together are every notification, once.',
  source: STATUS,
  provenance: 'spec',
  async run(ctx) {
    const whole = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in whole) return whole.outcome;
    const unread = walkOrOutcome(await ctx.walk({ status: 0 }), 'every page of status=0');
    if ('outcome' in unread) return unread.outcome;
    const read = walkOrOutcome(await ctx.walk({ status: 1 }), 'every page of status=1');
    if ('outcome' in read) return read.outcome;
    const exchange = unread.pages[0]!.exchange;
    const wrongUnread = unread.items.find((n) => n.readStatus !== false);
    if (wrongUnread) return fail('status=0: readStatus false on every item', `nmid ${shown(wrongUnread.nmid)} with readStatus ${shown(wrongUnread.readStatus)}`, exchange);
    const wrongRead = read.items.find((n) => n.readStatus !== true);
    if (wrongRead) return fail('status=1: readStatus true on every item', `nmid ${shown(wrongRead.nmid)} with readStatus ${shown(wrongRead.readStatus)}`, read.pages[0]!.exchange);
    if (unread.total + read.total !== whole.total) return fail(`unread + read = ${whole.total}`, `${unread.total} + ${read.total}`, exchange);
    const union = new Set([...nmids(unread.items), ...nmids(read.items)]);
    const missing = nmids(whole.items).find((id) => !union.has(id));
    if (missing !== undefined) return fail('every notification in status=0 or status=1', `nmid ${shown(missing)} in neither`, exchange);
    return pass(`${unread.total} unread, ${read.total} read`);
  },
});

export const typesAndStatusCombine = defineCheck({
  name: 'typesAndStatusCombine',
  endpoint: 'notifications',
  why: 'An "unread likes" view combines both filters.',
  source: `${TYPES}; ${STATUS}`,
  provenance: 'spec',
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const type = [...found.totals].find(([, n]) => n > 0)?.[0];
    if (type === undefined) return skip('no type has any notification');
    const all = walkOrOutcome(await ctx.walk({ types: String(type) }), `every page of types=${type}`);
    if ('outcome' in all) return all.outcome;
    const both = walkOrOutcome(await ctx.walk({ types: String(type), status: 0 }), `every page of types=${type}&status=0`);
    if ('outcome' in both) return both.outcome;
    const expected = nmids(all.items.filter((n) => n.readStatus === false));
    const received = nmids(both.items);
    if (expected.join() !== received.join()) return fail(`types=${type}&status=0 = the unread items of types=${type}, in order (${expected.length})`, `${received.length} items${received.length ? `, first ${shown(received[0])}` : ''}`, both.pages[0]!.exchange);
    return pass(`${received.length} unread of type ${type}`);
  },
});

export const filterChecks: Check[] = [typesFilterReturnsOnlyThoseTypes, perTypeTotalsAddUpToTheWhole, severalTypesAtOnceReturnTheirUnion, statusSplitsTheWholeIntoUnreadAndRead, typesAndStatusCombine];
