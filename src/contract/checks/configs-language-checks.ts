// Configs checks of the language entries the spec describes: langTag composed of code and area, the relative-time
// wording with its {n}, and the current and default languages among the menus.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Outcome, type Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import { configsPayload } from './configs-payload.js';

type Entry = Record<string, unknown>;

async function languageEntries(
  ctx: CheckContext,
): Promise<{ menus: Entry[]; current: unknown; payload: Record<string, unknown> } | { outcome: Outcome }> {
  const found = await configsPayload(ctx);
  if ('outcome' in found) return found;
  const menus = found.payload.language_menus;
  if (!Array.isArray(menus) || !menus.every(isObject))
    return {
      outcome: fail('language_menus: an array of language entries', shown(menus), (await ctx.configs()).exchange),
    };
  if (menus.length === 0) return { outcome: skip('language_menus is empty') };
  return { menus: menus as Entry[], current: found.payload.current_language_menu, payload: found.payload };
}

export const languageTagsComposeCodeAndArea = defineCheck({
  name: 'languageTagsComposeCodeAndArea',
  endpoint: 'configs',
  why: 'Clients build and match language tags from langCode and areaCode.',
  source: 'Resources › Configuration item › Language entry (langTag)',
  provenance: 'spec',
  restsOn: ['configs'],
  proves: ['languages'],
  async run(ctx) {
    const found = await languageEntries(ctx);
    if ('outcome' in found) return found.outcome;
    const entries = [...found.menus, ...(isObject(found.current) ? [found.current] : [])];
    for (const e of entries) {
      const area = typeof e.areaCode === 'string' ? e.areaCode : '';
      const expected = area ? `${String(e.langCode)}-${area}` : String(e.langCode);
      if (e.langTag !== expected)
        return fail(
          `langTag ${shown(expected)} (langCode ${shown(e.langCode)}, areaCode ${shown(e.areaCode)})`,
          shown(e.langTag),
          (await ctx.configs()).exchange,
        );
    }
    return pass(`${entries.length} entries`);
  },
});

export const timeFormatsContainN = defineCheck({
  name: 'timeFormatsContainN',
  endpoint: 'configs',
  why: 'Clients fill {n} in the relative-time wording; without it they show a number-less phrase.',
  source: 'Resources › Configuration item › Language entry (timeFormat*)',
  provenance: 'spec',
  restsOn: ['configs'],
  proves: ['languages'],
  async run(ctx) {
    const found = await languageEntries(ctx);
    if ('outcome' in found) return found.outcome;
    for (const e of found.menus) {
      for (const field of [
        'timeFormatMinute',
        'timeFormatHour',
        'timeFormatDay',
        'timeFormatMonth',
        'timeFormatYear',
      ]) {
        const value = e[field];
        if (typeof value !== 'string' || !value.includes('{n}'))
          return fail(`${field} of ${shown(e.langTag)} containing {n}`, shown(value), (await ctx.configs()).exchange);
      }
    }
    return pass();
  },
});

export const currentLanguageMenuIsOneOfTheMenus = defineCheck({
  name: 'currentLanguageMenuIsOneOfTheMenus',
  endpoint: 'configs',
  why: 'The current language must be one the site offers.',
  source: 'Resources › Configuration item › Languages (current_language_menu)',
  provenance: 'spec',
  restsOn: ['configs'],
  proves: ['languages'],
  async run(ctx) {
    const found = await languageEntries(ctx);
    if ('outcome' in found) return found.outcome;
    const tags = found.menus.map((e) => e.langTag);
    const current = isObject(found.current) ? found.current.langTag : undefined;
    if (!tags.includes(current))
      return fail(
        `current_language_menu.langTag one of ${shown(tags)}`,
        shown(current),
        (await ctx.configs()).exchange,
      );
    return pass();
  },
});

export const defaultLanguageIsAKnownTag = defineCheck({
  name: 'defaultLanguageIsAKnownTag',
  endpoint: 'configs',
  why: 'default_language is a langTag; clients fall back to it.',
  source: 'Resources › Configuration item › Languages (default_language)',
  provenance: 'spec',
  restsOn: ['configs'],
  proves: ['languages'],
  async run(ctx) {
    const found = await languageEntries(ctx);
    if ('outcome' in found) return found.outcome;
    const tags = found.menus.map((e) => e.langTag);
    if (!tags.includes(found.payload.default_language))
      return fail(
        `default_language one of ${shown(tags)}`,
        shown(found.payload.default_language),
        (await ctx.configs()).exchange,
      );
    return pass();
  },
});

export const configsLanguageChecks: Check[] = [
  languageTagsComposeCodeAndArea,
  timeFormatsContainN,
  currentLanguageMenuIsOneOfTheMenus,
  defaultLanguageIsAKnownTag,
];
