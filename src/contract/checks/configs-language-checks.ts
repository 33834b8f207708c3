// Configs checks of the language entries the spec describes: langTag composed of code and area, the relative-time
// wording with its {n}, and the current and default languages among the menus; and the real system's language header.
import { classify, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Outcome, type Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import { configsPayload } from './configs-payload.js';

type Entry = Record<string, unknown>;
type LanguageEntries = { menus: Entry[]; current: unknown; payload: Record<string, unknown> };

async function languageEntries(ctx: CheckContext): Promise<LanguageEntries | { outcome: Outcome }> {
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

/** A language tag the configs name (the current one, the default one) is one the menus offer. */
async function offered(ctx: CheckContext, menus: Entry[], what: string, tag: unknown): Promise<Outcome> {
  const tags = menus.map((e) => e.langTag);
  if (tags.includes(tag)) return pass();
  return fail(`${what} one of ${shown(tags)}`, shown(tag), (await ctx.configs()).exchange);
}

/** A spec check of the language entries: it rests on the configs answer and, passing, proves the languages. */
const languageCheck = (
  about: Pick<Check, 'name' | 'why' | 'source'>,
  judge: (found: LanguageEntries, ctx: CheckContext) => Outcome | Promise<Outcome>,
): Check =>
  defineCheck({
    ...about,
    endpoint: 'configs',
    provenance: 'spec',
    restsOn: ['configs'],
    proves: ['languages'],
    async run(ctx) {
      const found = await languageEntries(ctx);
      return 'outcome' in found ? found.outcome : judge(found, ctx);
    },
  });

export const languageTagsComposeCodeAndArea = languageCheck(
  {
    name: 'languageTagsComposeCodeAndArea',
    why: 'Clients build and match language tags from langCode and areaCode.',
    source: 'Resources › Configuration item › Language entry (langTag)',
  },
  async (found, ctx) => {
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
);

export const timeFormatsContainN = languageCheck(
  {
    name: 'timeFormatsContainN',
    why: 'Clients fill {n} in the relative-time wording; without it they show a number-less phrase.',
    source: 'Resources › Configuration item › Language entry (timeFormat*)',
  },
  async (found, ctx) => {
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
);

export const currentLanguageMenuIsOneOfTheMenus = languageCheck(
  {
    name: 'currentLanguageMenuIsOneOfTheMenus',
    why: 'The current language must be one the site offers.',
    source: 'Resources › Configuration item › Languages (current_language_menu)',
  },
  (found, ctx) =>
    offered(
      ctx,
      found.menus,
      'current_language_menu.langTag',
      isObject(found.current) ? found.current.langTag : undefined,
    ),
);

export const defaultLanguageIsAKnownTag = languageCheck(
  {
    name: 'defaultLanguageIsAKnownTag',
    why: 'default_language is a langTag; clients fall back to it.',
    source: 'Resources › Configuration item › Languages (default_language)',
  },
  (found, ctx) => offered(ctx, found.menus, 'default_language', found.payload.default_language),
);

/** The real system's switch of language (a fact of the real system: it fails a run only with --strict). */
export const languageHeaderPicksTheCurrentLanguage = defineCheck({
  name: 'languageHeaderPicksTheCurrentLanguage',
  endpoint: 'configs',
  why: 'Clients switch language with X-Core-Client-Lang-Tag and read current_language_menu.',
  source: 'language-header',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['configs', 'configsOpen', 'languages'],
  proves: ['languageHeader'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const menus = Array.isArray(found.payload.language_menus) ? found.payload.language_menus.filter(isObject) : [];
    const current = isObject(found.payload.current_language_menu)
      ? found.payload.current_language_menu.langTag
      : undefined;
    const other = menus.map((m) => m.langTag).find((tag) => typeof tag === 'string' && tag !== current) as
      string | undefined;
    if (!other) return skip('the site offers a single language');
    // The real system reads the header only with multilingual on (a default install has it off).
    if (found.payload.language_status !== true)
      return skip(
        `language_status is ${shown(found.payload.language_status)}: the real system ignores the header then`,
      );
    const exchange = await ctx.configsExchange({}, { [ctx.languageHeader]: other });
    const answer = classify(exchange);
    if (answer.kind !== 'success') return fail(`the configs in ${other}`, answer.summary, exchange);
    const payload = 'code' in answer.body && isObject(answer.body.data) ? answer.body.data : answer.body;
    const got = isObject(payload.current_language_menu) ? payload.current_language_menu.langTag : undefined;
    if (got !== other) return fail(`current_language_menu.langTag ${shown(other)}`, shown(got), exchange);
    // The same asked with keys= (the path clients poll), the header's name in lower case as HTTP/2 clients write it
    // (names are case-insensitive, RFC 9110 §5.1): the header still picks the language.
    const lower = ctx.languageHeader.toLowerCase();
    const some = await ctx.configsExchange({ keys: 'current_language_menu' }, { [lower]: other });
    const part = isObject(some.json) && isObject(some.json.data) ? some.json.data : some.json;
    const tag = isObject(part) && isObject(part.current_language_menu) ? part.current_language_menu.langTag : undefined;
    if (tag !== other)
      return fail(
        `keys=current_language_menu with ${lower}: ${other}: langTag ${shown(other)}`,
        shown(tag),
        some,
        'keys= with the language header (its name in lower case)',
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
