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

export const pageBelowOneIsRejected = defineCheck({
  name: 'pageBelowOneIsRejected',
  endpoint: 'notifications',
  why: 'The mock refuses page=0 (the real system reads it as page 1): a mock choice, reported, never failing a run.',
  source: 'page-validation',
  provenance: 'assumed',
  basis: 'mock',
  restsOn: [],
  run: (ctx) => rejectedWith10000(ctx, [{ page: 0 }]),
});

export const unknownTypeValuesAreRejected = defineCheck({
  name: 'unknownTypeValuesAreRejected',
  endpoint: 'notifications',
  why: "The mock refuses types outside 1–9 (the real system's answer is not known): a mock choice, never failing a run.",
  source: 'types-values',
  provenance: 'assumed',
  basis: 'mock',
  restsOn: [],
  run: (ctx) => rejectedWith10000(ctx, [{ types: '0' }]),
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
  pageBelowOneIsRejected,
  unknownTypeValuesAreRejected,
  pageSizeAboveThirtyIsRejected,
  pageBeyondLastKeepsTotalAndEchoesPage,
  datetimeFollowsTheLanguageFormats,
  actionTypeMatchesTheNotificationType,
  contentFsidIsNullOutsideCommentsAndQuotes,
];
