// types and status filters of the notification list: metamorphic relations between queries, on any inbox size,
// with probes chosen from the data (a type that has read and unread items) and failures naming the feature that broke.
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';

import { walk } from '../kit/walk-list.js';
import { coverage, firstPage, pageOrFail, presentTypes, walkOrOutcome } from './list-support.js';
import { narrowedBy } from './walk-relations.js';
import {
  perTypeUnreadTotalsAddUpToTheUnreadTotal,
  statusSplitsTheWholeIntoUnreadAndRead,
  typesAndStatusCombine,
} from './list-status-checks.js';

const TYPES = 'Endpoints › Notification list › types';

export const typesFilterReturnsOnlyThoseTypes = defineCheck({
  name: 'typesFilterReturnsOnlyThoseTypes',
  endpoint: 'notifications',
  why: 'A "Likes" tab asks types=3 and must show nothing else.',
  source: TYPES,
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['typesFilter'],
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    let seen = 0;
    for (const [type, data] of found.pages) {
      const other = data.list.find((n) => n.type !== type);
      if (other)
        return fail(
          `types=${type}: only type ${type}`,
          `nmid ${shown(other.nmid)} of type ${shown(other.type)}`,
          (await ctx.page({ types: String(type), pageSize: 15, page: 1 })).exchange,
          'the types filter',
        );
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
  restsOn: ['paging', 'typesFilter'],
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const all = pageOrFail(await firstPage(ctx), 'page 1 of the whole list');
    if ('outcome' in all) return all.outcome;
    const sum = [...found.totals.values()].reduce((a, b) => a + b, 0);
    if (sum !== all.data.pagination.total)
      return fail(
        `types=1 … types=9 totals summing to ${all.data.pagination.total}`,
        `${sum} (${[...found.totals].map(([t, n]) => `${t}:${n}`).join(' ')})`,
        (await ctx.page({ types: '1', pageSize: 15, page: 1 })).exchange,
        'pagination.total with the types filter',
      );
    return pass();
  },
});

export const severalTypesAtOnceReturnTheirUnion = defineCheck({
  name: 'severalTypesAtOnceReturnTheirUnion',
  endpoint: 'notifications',
  why: 'types=3,5,8 is one tab showing likes, follows and comments together.',
  source: `${TYPES} (one or several, separated by commas)`,
  provenance: 'spec',
  restsOn: ['paging', 'walk', 'order'],
  proves: ['typesFilter'],
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    // The two largest types and the smallest one: three values, so that a reader that keeps only the first two
    // (split(',', 2)) or drops the last shows, at the cost of the smallest type's few items.
    const present = [...found.totals]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => t);
    const pair = [...present.slice(0, 2), ...present.slice(2).slice(-1)].sort();
    if (pair.length < 2) return skip('fewer than two types have notifications');
    const query = `types=${pair.join(',')}`;
    const whole = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in whole) return whole.outcome;
    const union = walkOrOutcome(await walk(ctx, { types: pair.join(',') }), `every page of ${query}`);
    if ('outcome' in union) return union.outcome;
    const expected = pair.reduce((sum, t) => sum + found.totals.get(t)!, 0);
    if (union.total !== expected)
      return fail(
        `total ${expected} (${pair.map((t) => `types=${t}: ${found.totals.get(t)}`).join(', ')})`,
        `total ${union.total}`,
        union.pages[0]!.page.exchange,
        'the types filter with several types',
      );
    const broken = narrowedBy(
      whole,
      union,
      [{ name: 'types filter', keep: (n) => pair.includes(n.type as number) }],
      query,
    );
    if (broken) return fail(broken.expected, broken.received, union.pages[0]!.page.exchange, broken.feature);
    return pass(`${query}, ${coverage(union)}`);
  },
});

export const filterChecks: Check[] = [
  typesFilterReturnsOnlyThoseTypes,
  perTypeTotalsAddUpToTheWhole,
  perTypeUnreadTotalsAddUpToTheUnreadTotal,
  severalTypesAtOnceReturnTheirUnion,
  statusSplitsTheWholeIntoUnreadAndRead,
  typesAndStatusCombine,
];
