// Empty parameter values the spec defines or the real system reads: `types=` is all types (spec), `status=` is all
// (spec: "null or omitted" are two cases, and an empty value is the only null a query string can carry), and empty
// pieces of a types list are dropped (real system).
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import { firstDifference, firstPage, nmids, pageOrFail, presentTypes } from './list-support.js';

/** The page of `query` equals the page of `reference` (15 items each): same total, same notifications. */
async function samePage(ctx: CheckContext, query: Query, reference: Query, feature: string) {
  const asked = await ctx.page({ ...query, pageSize: 15 });
  const expected = pageOrFail(await ctx.page({ ...reference, pageSize: 15 }), 'the reference page');
  if ('outcome' in expected) return expected.outcome;
  const shownQuery = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  if (!asked.data) return fail(`${shownQuery}: a page`, asked.problem ?? 'no answer', asked.exchange, feature);
  const got = { data: asked.data };
  const [e, r] = [expected.data.pagination.total, got.data.pagination.total];
  if (e !== r)
    return fail(
      `${shownQuery}: total ${e}, as ${
        Object.entries(reference)
          .map(([k, v]) => `${k}=${v}`)
          .join('&') || 'no filter'
      }`,
      `total ${r}`,
      asked.exchange,
      feature,
    );
  if (nmids(expected.data.list).join() !== nmids(got.data.list).join())
    return fail(
      `${shownQuery}: the same page`,
      firstDifference(nmids(expected.data.list), nmids(got.data.list)),
      asked.exchange,
      feature,
    );
  return pass(`total ${r}`);
}

export const emptyTypesMeansAllTypes = defineCheck({
  name: 'emptyTypesMeansAllTypes',
  endpoint: 'notifications',
  why: 'Clients build types= from a selection; an empty selection is the "All" tab.',
  source: 'Endpoints › Notification list › types (empty means all)',
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['emptyParameters'],
  async run(ctx) {
    await firstPage(ctx);
    return samePage(ctx, { types: '' }, {}, 'types= (empty)');
  },
});

export const emptyStatusMeansAll = defineCheck({
  name: 'emptyStatusMeansAll',
  endpoint: 'notifications',
  why: 'status= is the only null a query string can carry, and the spec says null outputs all.',
  source: 'Endpoints › Notification list › status (null or omitted outputs all)',
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['emptyParameters'],
  async run(ctx) {
    return samePage(ctx, { status: '' }, {}, 'status= (empty)');
  },
});

export const emptyPiecesInTypesAreDropped = defineCheck({
  name: 'emptyPiecesInTypesAreDropped',
  endpoint: 'notifications',
  why: 'Clients join selections with stray commas; the real system drops the empty pieces.',
  source: 'empty-parameters',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['paging', 'typesFilter'],
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const pair = [...found.totals]
      .filter(([, n]) => n > 0)
      .map(([t]) => t)
      .slice(0, 2);
    if (pair.length === 0) return skip('no type has notifications');
    return samePage(ctx, { types: `${pair.join(',,')},` }, { types: pair.join(',') }, 'empty pieces in types');
  },
});

export const emptyParameterChecks: Check[] = [emptyTypesMeansAllTypes, emptyStatusMeansAll];
export const assumedEmptyParameterChecks: Check[] = [emptyPiecesInTypesAreDropped];
