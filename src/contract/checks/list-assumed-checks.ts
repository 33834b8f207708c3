// Notification list checks of the real system's choices where the spec is silent (they fail only with --strict).
import { classify, describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { phpPatternParser } from '../kit/datetime-parsers.js';
import { listPath, type CheckContext, type Query } from '../kit/check-context.js';
import { walk } from '../kit/walk-list.js';
import { authProbes, controlProblem } from './list-auth-checks.js';
import { configsPayload } from './configs-checks.js';
import { coverage, firstPage, pageOrFail, walkOrOutcome } from './list-support.js';

export const authErrorsUseTheRealSystemCodes = defineCheck({
  name: 'authErrorsUseTheRealSystemCodes',
  endpoint: 'notifications',
  why: 'Clients map 31501/31601 to "log in" and 31505/31603 to "log in again".',
  source: 'error-codes',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['auth'],
  proves: ['realSystemFacts'],
  async run(ctx) {
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    for (const [name, probe] of Object.entries(authProbes)) {
      const headers = probe.headers(ctx);
      if (!headers) continue;
      const exchange = await ctx.listExchange({}, headers);
      const code = isObject(exchange.json) ? exchange.json.code : undefined;
      if (code !== probe.realSystemCode)
        return fail(`code ${probe.realSystemCode} (${name})`, describeExchange(exchange), exchange);
    }
    return pass();
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

export const datetimeFollowsTheLanguageFormats = defineCheck({
  name: 'datetimeFollowsTheLanguageFormats',
  endpoint: 'notifications',
  why: "The real system writes datetime with the language's dateFormat and timeAgo with its wording.",
  source: 'datetime-format',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['languages', 'languageHeader'],
  async run(ctx) {
    const configs = await configsPayload(ctx);
    if ('outcome' in configs) return configs.outcome;
    const language = configs.payload.current_language_menu;
    if (!isObject(language) || typeof language.dateFormat !== 'string')
      return skip('current_language_menu has no dateFormat');
    const page = pageOrFail(await ctx.page({ pageSize: 15, page: 1 }), 'page 1');
    if ('outcome' in page) return page.outcome;
    const parser = phpPatternParser(`${language.dateFormat} H:i:s`);
    const wordings = ['timeFormatMinute', 'timeFormatHour', 'timeFormatDay', 'timeFormatMonth', 'timeFormatYear'].map(
      (k) => String(language[k]),
    );
    const matchesWording = (text: unknown) =>
      typeof text === 'string' &&
      wordings.some((w) =>
        new RegExp(`^${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '[1-9][0-9]*')}$`).test(text),
      );
    for (const n of page.data.list) {
      if (typeof n.datetime !== 'string' || parser.parse(n.datetime) === null)
        return fail(
          `datetime as "${language.dateFormat} H:i:s"`,
          shown(n.datetime),
          (await ctx.page({ pageSize: 15, page: 1 })).exchange,
        );
      if (!matchesWording(n.timeAgo))
        return fail(
          `timeAgo in the wording of ${shown(language.langTag)} (e.g. ${shown(wordings[0])})`,
          shown(n.timeAgo),
          (await ctx.page({ pageSize: 15, page: 1 })).exchange,
        );
    }
    // Another language the site offers, asked by its header: its own dateFormat, not the default's.
    const menus = Array.isArray(configs.payload.language_menus) ? configs.payload.language_menus.filter(isObject) : [];
    const other = menus.find(
      (m) => typeof m.langTag === 'string' && typeof m.dateFormat === 'string' && m.dateFormat !== language.dateFormat,
    );
    if (!other) return pass('one dateFormat among the languages');
    const asked = await ctx.page(
      { pageSize: 15, page: 1 },
      { ...ctx.authHeaders(), 'X-Core-Client-Lang-Tag': String(other.langTag) },
    );
    const otherParser = phpPatternParser(`${String(other.dateFormat)} H:i:s`);
    const wrong = asked.data?.list.find(
      (n) => typeof n.datetime !== 'string' || otherParser.parse(n.datetime) === null,
    );
    if (wrong)
      return fail(
        `with X-Core-Client-Lang-Tag: ${String(other.langTag)}, datetime as "${String(other.dateFormat)} H:i:s"`,
        shown(wrong.datetime),
        asked.exchange,
        'the language header',
      );
    return pass(`${shown(language.langTag)} and ${shown(other.langTag)}`);
  },
});

export const actionTypeMatchesTheNotificationType = defineCheck({
  name: 'actionTypeMatchesTheNotificationType',
  endpoint: 'notifications',
  why: 'In the real system Like, Dislike, Follow and Block notifications carry actionType 1, 2, 3, 4.',
  source: 'action-type-values',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  proves: ['realSystemFacts'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const items = found.items.filter((n) => typeof n.type === 'number' && n.type >= 3 && n.type <= 6);
    if (items.length === 0) return skip('no Like, Dislike, Follow or Block notification');
    const bad = items.find((n) => n.actionType !== (n.type as number) - 2);
    if (bad)
      return fail(
        `type ${bad.type}: actionType ${(bad.type as number) - 2}`,
        `nmid ${shown(bad.nmid)} with actionType ${shown(bad.actionType)}`,
      );
    return pass(`${items.length} notifications of ${coverage(found)}`);
  },
});

export const contentFsidIsNullOutsideCommentsAndQuotes = defineCheck({
  name: 'contentFsidIsNullOutsideCommentsAndQuotes',
  endpoint: 'notifications',
  why: 'In the real system only comments and quotes point at new content.',
  source: 'content-fsid',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  proves: ['realSystemFacts'],
  async run(ctx) {
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const bad = found.items.find((n) => n.type !== 8 && n.type !== 9 && n.contentFsid !== null);
    if (bad)
      return fail(
        'contentFsid null for types 1–7',
        `nmid ${shown(bad.nmid)} of type ${bad.type} with contentFsid ${shown(bad.contentFsid)}`,
      );
    return pass(coverage(found));
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
