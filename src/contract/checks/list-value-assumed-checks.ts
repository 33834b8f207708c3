// Notification list checks of the real system's choices of values where the spec is silent (they fail only with
// --strict): datetime in each language's dateFormat, actionType by the notification's type, contentFsid only where
// the spec names one.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip } from '../kit/check.js';
import { phpPatternParser } from '../kit/datetime-parsers.js';
import { walk } from '../kit/walk-list.js';
import { configsPayload } from './configs-payload.js';
import { pageOrFail } from './list-support.js';
import { invariantRules } from '../invariants/invariant-rules.js';
import type { CheckContext } from '../kit/check-context.js';
import { invariantCheck } from './journal-check.js';

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

/** The whole list walked: every answer of it passes the per-type rules (judged on every answer of the run). */
const walkProbe = (ctx: CheckContext) => walk(ctx, {}).catch(() => undefined);

export const actionTypeMatchesTheNotificationType = invariantCheck(
  invariantRules.actionTypeMatchesTheNotificationType,
  { restsOn: [], proves: ['realSystemFacts'] },
  walkProbe,
);

export const contentFsidIsNullOutsideCommentsAndQuotes = invariantCheck(
  invariantRules.contentFsidIsNullOutsideCommentsAndQuotes,
  { restsOn: [], proves: ['realSystemFacts'] },
  walkProbe,
);
