// Notification list checks of the real system's choices where the spec is silent (they fail only with --strict).
import { classify, describeExchange, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { phpPatternParser } from '../kit/datetime-parsers.js';
import { listPath, type Query } from '../kit/check-context.js';
import { authProbes } from './list-auth-checks.js';
import { configsPayload } from './configs-checks.js';
import { pageOrFail, presentTypes, walkOrOutcome } from './list-support.js';

export const authErrorsUseTheRealSystemCodes = defineCheck({
  name: 'authErrorsUseTheRealSystemCodes',
  endpoint: 'notifications',
  why: 'Clients map 31501/31601 to "log in" and 31505/31603 to "log in again".',
  source: 'error-codes',
  provenance: 'assumed',
  async run(ctx) {
    for (const [name, probe] of Object.entries(authProbes)) {
      const exchange = await ctx.listExchange({}, probe.headers(ctx));
      const code = isObject(exchange.json) ? exchange.json.code : undefined;
      if (code !== probe.realSystemCode) return fail(`code ${probe.realSystemCode} (${name})`, describeExchange(exchange), exchange);
    }
    return pass();
  },
});

const invalidQueries: Query[] = [{ status: 2 }, { types: '0' }, { pageSize: 0 }, { page: 0 }, { filterUserType: 'sometimes', filterUserKeys: 'nickname' }];

export const invalidParametersAreRejectedWith10000 = defineCheck({
  name: 'invalidParametersAreRejectedWith10000',
  endpoint: 'notifications',
  why: 'A wrong parameter should be refused and named, not silently ignored.',
  source: 'error-codes',
  provenance: 'assumed',
  async run(ctx) {
    for (const query of invalidQueries) {
      const exchange = await ctx.listExchange(query);
      const code = isObject(exchange.json) ? exchange.json.code : undefined;
      if (classify(exchange).kind !== 'rejection' || code !== 10000) return fail(`${listPath(query).split('?')[1]}: a rejection with code 10000`, describeExchange(exchange), exchange);
    }
    return pass(`${invalidQueries.length} invalid queries`);
  },
});

export const pageSizeAboveThirtyIsRejected = defineCheck({
  name: 'pageSizeAboveThirtyIsRejected',
  endpoint: 'notifications',
  why: 'The real system caps pageSize at 30.',
  source: 'page-size-cap',
  provenance: 'assumed',
  async run(ctx) {
    const exchange = await ctx.listExchange({ pageSize: 31 });
    if (classify(exchange).kind !== 'rejection') return fail('pageSize=31: a rejection', describeExchange(exchange), exchange);
    return pass();
  },
});

export const pageBeyondLastKeepsTotalAndEchoesPage = defineCheck({
  name: 'pageBeyondLastKeepsTotalAndEchoesPage',
  endpoint: 'notifications',
  why: 'The real system answers a page too far with an empty list and the same total.',
  source: 'page-beyond-last',
  provenance: 'assumed',
  async run(ctx) {
    const first = pageOrFail(await ctx.page({ pageSize: 15, page: 1 }), 'page 1');
    if ('outcome' in first) return first.outcome;
    const beyond = Math.max(Math.ceil(first.data.pagination.total / 15), 1) + 1;
    const page = await ctx.page({ pageSize: 15, page: beyond });
    if (!page.data) return fail(`page ${beyond}: a success with an empty list`, page.problem ?? 'no answer', page.exchange);
    const { total, currentPage } = page.data.pagination;
    if (total !== first.data.pagination.total || currentPage !== beyond) return fail(`total ${first.data.pagination.total}, currentPage ${beyond}`, `total ${total}, currentPage ${currentPage}`, page.exchange);
    return pass();
  },
});

export const lastPageOfAnEmptyResultIsOne = defineCheck({
  name: 'lastPageOfAnEmptyResultIsOne',
  endpoint: 'notifications',
  why: 'The real system never answers lastPage 0.',
  source: 'last-page',
  provenance: 'assumed',
  async run(ctx) {
    const found = await presentTypes(ctx);
    if ('outcome' in found) return found.outcome;
    const rare = [...found.totals].sort((a, b) => a[1] - b[1]);
    for (const [type, total] of rare.slice(0, 3)) {
      const query: Query = total === 0 ? { types: String(type), pageSize: 15 } : { types: String(type), status: 0, pageSize: 15 };
      const page = await ctx.page(query);
      if (page.data?.pagination.total === 0) {
        return page.data.pagination.lastPage === 1 ? pass() : fail('lastPage 1 for an empty result', `lastPage ${page.data.pagination.lastPage}`, page.exchange);
      }
    }
    return skip('found no empty result among the rarest types');
  },
});

export const datetimeFollowsTheLanguageFormats = defineCheck({
  name: 'datetimeFollowsTheLanguageFormats',
  endpoint: 'notifications',
  why: 'The real system writes datetime with the language\'s dateFormat and timeAgo with its wording.',
  source: 'datetime-format',
  provenance: 'assumed',
  async run(ctx) {
    const configs = await configsPayload(ctx);
    if ('outcome' in configs) return configs.outcome;
    const language = configs.payload.current_language_menu;
    if (!isObject(language) || typeof language.dateFormat !== 'string') return skip('current_language_menu has no dateFormat');
    const page = pageOrFail(await ctx.page({ pageSize: 15, page: 1 }), 'page 1');
    if ('outcome' in page) return page.outcome;
    const parser = phpPatternParser(`${language.dateFormat} H:i:s`);
    const wordings = ['timeFormatMinute', 'timeFormatHour', 'timeFormatDay', 'timeFormatMonth', 'timeFormatYear'].map((k) => String(language[k]));
    const matchesWording = (text: unknown) => typeof text === 'string' && wordings.some((w) => new RegExp(`^${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '[1-9][0-9]*')}$`).test(text));
    for (const n of page.data.list) {
      if (typeof n.datetime !== 'string' || parser.parse(n.datetime) === null) return fail(`datetime as "${language.dateFormat} H:i:s"`, shown(n.datetime), (await ctx.page({ pageSize: 15, page: 1 })).exchange);
      if (!matchesWording(n.timeAgo)) return fail(`timeAgo in the wording of ${shown(language.langTag)} (e.g. ${shown(wordings[0])})`, shown(n.timeAgo), (await ctx.page({ pageSize: 15, page: 1 })).exchange);
    }
    return pass();
  },
});

export const actionTypeMatchesTheNotificationType = defineCheck({
  name: 'actionTypeMatchesTheNotificationType',
  endpoint: 'notifications',
  why: 'In the real system Like, Dislike, Follow and Block notifications carry actionType 1, 2, 3, 4.',
  source: 'action-type-values',
  provenance: 'assumed',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    const items = walk.items.filter((n) => typeof n.type === 'number' && n.type >= 3 && n.type <= 6);
    if (items.length === 0) return skip('no Like, Dislike, Follow or Block notification');
    const bad = items.find((n) => n.actionType !== (n.type as number) - 2);
    if (bad) return fail(`type ${bad.type}: actionType ${(bad.type as number) - 2}`, `nmid ${shown(bad.nmid)} with actionType ${shown(bad.actionType)}`);
    return pass(`${items.length} notifications`);
  },
});

export const contentFsidIsNullOutsideCommentsAndQuotes = defineCheck({
  name: 'contentFsidIsNullOutsideCommentsAndQuotes',
  endpoint: 'notifications',
  why: 'In the real system only comments and quotes point at new content.',
  source: 'content-fsid',
  provenance: 'assumed',
  async run(ctx) {
    const walk = walkOrOutcome(await ctx.walk({}), 'every page of the list');
    if ('outcome' in walk) return walk.outcome;
    const bad = walk.items.find((n) => n.type !== 8 && n.type !== 9 && n.contentFsid !== null);
    if (bad) return fail('contentFsid null for types 1–7', `nmid ${shown(bad.nmid)} of type ${bad.type} with contentFsid ${shown(bad.contentFsid)}`);
    return pass();
  },
});

export const assumedListChecks: Check[] = [
  authErrorsUseTheRealSystemCodes,
  invalidParametersAreRejectedWith10000,
  pageSizeAboveThirtyIsRejected,
  pageBeyondLastKeepsTotalAndEchoesPage,
  lastPageOfAnEmptyResultIsOne,
  datetimeFollowsTheLanguageFormats,
  actionTypeMatchesTheNotificationType,
  contentFsidIsNullOutsideCommentsAndQuotes,
];
