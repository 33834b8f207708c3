// Notification list checks of the real system's choices where the spec is silent (they fail only with --strict).
import { classify, describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';

import { listPath, type CheckContext, type Query } from '../kit/check-context.js';

import { authProbes, controlProblem } from './list-auth-checks.js';

import { firstPage, pageOrFail } from './list-support.js';
import {
  actionTypeMatchesTheNotificationType,
  contentFsidIsNullOutsideCommentsAndQuotes,
  datetimeFollowsTheLanguageFormats,
} from './list-value-assumed-checks.js';

export const authErrorsUseTheRealSystemCodes = defineCheck({
  name: 'authErrorsUseTheRealSystemCodes',
  endpoint: 'notifications',
  why: 'Clients map 31501/31601 to "log in" and 31603 to "log in again".',
  source: 'error-codes',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['auth'],
  proves: ['realSystemFacts'],
  async run(ctx) {
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    let judged = 0;
    for (const [name, probe] of Object.entries(authProbes)) {
      const headers = probe.headers(ctx);
      // Only what the real system refuses has a code to compare; what a server lets through is the spec checks' to judge.
      if (!headers || probe.realSystemCode === undefined) continue;
      const exchange = await ctx.listExchange({}, headers);
      if (classify(exchange).kind !== 'rejection') continue;
      judged++;
      const code = isObject(exchange.json) ? exchange.json.code : undefined;
      if (code !== probe.realSystemCode)
        return fail(`code ${probe.realSystemCode} (${name})`, describeExchange(exchange), exchange);
    }
    return judged === 0 ? skip('no refusal to read a code from') : pass(`${judged} refusals`);
  },
});

/** Queries the real system refuses with 10000 (status-values, page-size-cap, filter-validation). */
const invalidQueries: Query[] = [
  { status: 2 },
  { pageSize: 0 },
  { filterUserType: 'sometimes', filterUserKeys: 'nickname' },
  { filterInfoType: 'whitelist' },
];

async function rejectedWith10000(ctx: CheckContext, queries: readonly Query[]) {
  for (const query of queries) {
    const exchange = await ctx.listExchange(query);
    const code = isObject(exchange.json) ? exchange.json.code : undefined;
    if (classify(exchange).kind !== 'rejection' || code !== 10000)
      return fail(
        `${listPath(query).split('?')[1]}: a rejection with code 10000`,
        describeExchange(exchange),
        exchange,
        'parameter validation',
      );
  }
  return pass(`${queries.length} invalid ${queries.length === 1 ? 'query' : 'queries'}`);
}

export const invalidParametersAreRejectedWith10000 = defineCheck({
  name: 'invalidParametersAreRejectedWith10000',
  endpoint: 'notifications',
  why: 'A wrong parameter should be refused and named, not silently ignored.',
  source: 'error-codes, status-values, page-size-cap, filter-validation',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  run: (ctx) => rejectedWith10000(ctx, invalidQueries),
});

export const pageBelowOneIsReadAsPageOne = defineCheck({
  name: 'pageBelowOneIsReadAsPageOne',
  endpoint: 'notifications',
  why: 'The real system reads page=0 and page=-1 as page 1 (its paginator floors the page at 1).',
  source: 'page-validation',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['paging'],
  async run(ctx) {
    for (const page of [0, -1]) {
      const answer = await ctx.page({ page });
      if (!answer.data)
        return fail(`page=${page}: page 1`, answer.problem ?? describeExchange(answer.exchange), answer.exchange);
      const { currentPage } = answer.data.pagination;
      if (currentPage !== 1) return fail(`page=${page}: currentPage 1`, `currentPage ${currentPage}`, answer.exchange);
    }
    return pass('page=0 and page=-1');
  },
});

export const typeZeroIsDropped = defineCheck({
  name: 'typeZeroIsDropped',
  endpoint: 'notifications',
  why: 'The real system drops a 0 among the types (types=0 is no filter, types=0,3 is types=3).',
  source: 'types-values',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['typesFilter'],
  async run(ctx) {
    const pairs: [Query, Query][] = [
      [{ types: '0' }, {}],
      [{ types: '0,3' }, { types: '3' }],
    ];
    for (const [withZero, without] of pairs) {
      const before = await ctx.page(without);
      const received = await ctx.page(withZero);
      const after = await ctx.page(without);
      if (!before.data || !after.data) return skip(`${listPath(without)} was not answered with a page`);
      if (!received.data)
        return fail(
          `types=${withZero.types}: answered as ${listPath(without)}`,
          received.problem ?? describeExchange(received.exchange),
          received.exchange,
        );
      const want = before.data.pagination.total;
      // A live inbox that moved between the requests says nothing about the filter.
      if (after.data.pagination.total !== want) return skip('the inbox moved during the comparison');
      const got = received.data.pagination.total;
      if (want !== got)
        return fail(
          `types=${withZero.types}: total ${want} (as ${listPath(without)})`,
          `total ${got}`,
          received.exchange,
        );
    }
    return pass('types=0 and types=0,3');
  },
});

export const pageSizeAboveThirtyIsRejected = defineCheck({
  name: 'pageSizeAboveThirtyIsRejected',
  endpoint: 'notifications',
  why: 'The real system caps pageSize at 30.',
  source: 'page-size-cap',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  async run(ctx) {
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    const exchange = await ctx.listExchange({ pageSize: 31 });
    if (classify(exchange).kind !== 'rejection')
      return fail('pageSize=31: a rejection', describeExchange(exchange), exchange);
    return pass();
  },
});

export const pageBeyondLastKeepsTotalAndEchoesPage = defineCheck({
  name: 'pageBeyondLastKeepsTotalAndEchoesPage',
  endpoint: 'notifications',
  why: 'The real system answers a page too far with an empty list and the same total.',
  source: 'page-beyond-last',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['paging'],
  async run(ctx) {
    const first = pageOrFail(await firstPage(ctx), 'page 1');
    if ('outcome' in first) return first.outcome;
    const beyond = Math.max(Math.ceil(first.data.pagination.total / 15), 1) + 1;
    const page = await ctx.page({ pageSize: 15, page: beyond });
    if (!page.data)
      return fail(`page ${beyond}: a success with an empty list`, page.problem ?? 'no answer', page.exchange);
    const { total, currentPage } = page.data.pagination;
    if (total !== first.data.pagination.total || currentPage !== beyond)
      return fail(
        `total ${first.data.pagination.total}, currentPage ${beyond}`,
        `total ${total}, currentPage ${currentPage}`,
        page.exchange,
      );
    return pass();
  },
});

export const assumedListChecks: Check[] = [
  authErrorsUseTheRealSystemCodes,
  invalidParametersAreRejectedWith10000,
  pageBelowOneIsReadAsPageOne,
  typeZeroIsDropped,
  pageSizeAboveThirtyIsRejected,
  pageBeyondLastKeepsTotalAndEchoesPage,
  datetimeFollowsTheLanguageFormats,
  actionTypeMatchesTheNotificationType,
  contentFsidIsNullOutsideCommentsAndQuotes,
];
