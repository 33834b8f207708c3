// Notification list checks of the real system's choices of values where the spec is silent (they fail only with
// --strict): datetime in each language's dateFormat, actionType by the notification's type, contentFsid only where
// the spec names one.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip } from '../kit/check.js';
import { phpPatternParser } from '../kit/datetime-parsers.js';
import { walk } from '../kit/walk-list.js';
import { configsPayload } from './configs-payload.js';
import { coverage, pageOrFail, walkOrOutcome } from './list-support.js';

export const datetimeFollowsTheLanguageFormats = defineCheck({
  name: 'datetimeFollowsTheLanguageFormats',
  endpoint: 'notifications',
  why: "The real system writes datetime with the language's dateFormat and timeAgo with its wording.",
  source: 'datetime-format',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['languages'],
  async run(ctx) {
    const configs = await configsPayload(ctx);
    if ('outcome' in configs) return configs.outcome;
    const language = configs.payload.current_language_menu;
    if (!isObject(language) || typeof language.dateFormat !== 'string')
      return skip('current_language_menu has no dateFormat');
    const page = pageOrFail(await ctx.whole(await ctx.page({ pageSize: 15, page: 1 })), 'page 1');
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
    if (configs.payload.language_status !== true)
      return pass(
        `${shown(language.langTag)} (language_status off: the header is ignored, so no other language is asked)`,
      );
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
