// Configs checks the spec states: every key present, of its type and allowed values, with coherent nested shapes.
import { configKeys } from '../../schema/index.js';
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Outcome, type Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';

/** The configuration items, or the failure to report when there are none. */
export async function configsPayload(
  ctx: CheckContext,
): Promise<{ payload: Record<string, unknown> } | { outcome: Outcome }> {
  const configs = await ctx.configs();
  if (configs.payload) return { payload: configs.payload };
  return {
    outcome: fail('a success answer holding the configuration items', configs.problem ?? 'no answer', configs.exchange),
  };
}

const TYPE_MESSAGE = /^must be (string|integer|number|boolean|array|object|null)/;

/** The spec keys with listed values (site_mode, *_query_state, …): the ones an enum check can judge. */
const ENUMERATED =
  /^(site_mode|site_private_end_after|user_identifier|profile_default_homepage|hashtag_format|channel_.*_(type|query_state)|website_stat_position|default_homepage|user_.*_public_record)$/;

async function topLevelProblems(ctx: CheckContext, kind: 'type' | 'enum') {
  const found = await configsPayload(ctx);
  if ('outcome' in found) return found;
  // Nothing to judge is a SKIP, never a PASS: a server answering {} has no key of any type.
  const present = configKeys.filter(
    (key) => Object.hasOwn(found.payload, key) && (kind === 'type' || ENUMERATED.test(key)),
  );
  if (present.length === 0)
    return { outcome: skip(`the answer holds none of the spec's ${kind === 'type' ? '' : 'enumerated '}keys`) };
  const result = ctx.validators.spec.validate('GlobalConfigItems', found.payload);
  const problems = result.valid
    ? []
    : result.problems.filter(
        (p) =>
          /^\/[^/]+$/.test(p.path) &&
          (kind === 'type' ? TYPE_MESSAGE.test(p.message) : p.message.startsWith('must be one of')),
      );
  return { payload: found.payload, problems, present: present.length };
}

const listOf = (problems: { path: string; message: string }[], payload: Record<string, unknown>) =>
  problems
    .slice(0, 6)
    .map((p) => `${p.path.slice(1)} = ${shown(payload[p.path.slice(1)], 60)}`)
    .join('; ') + (problems.length > 6 ? ` and ${problems.length - 6} more` : '');

export const everySpecKeyIsPresent = defineCheck({
  name: 'everySpecKeyIsPresent',
  endpoint: 'configs',
  why: 'A client reads these keys by name; a missing one breaks a screen.',
  source: 'Resources › Configuration item (all 304 keys)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const missing = configKeys.filter((key) => !Object.hasOwn(found.payload, key));
    if (missing.length > 0)
      return fail(
        `all ${configKeys.length} keys the spec names`,
        `${missing.length} missing: ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`,
        (await ctx.configs()).exchange,
      );
    return pass(`${configKeys.length} keys`);
  },
});

export const everyKeyHasItsType = defineCheck({
  name: 'everyKeyHasItsType',
  endpoint: 'configs',
  why: 'Each key has one value type (String, Number, Boolean, Array, Object); clients do not coerce.',
  source: 'Resources › Configuration item (Type columns)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await topLevelProblems(ctx, 'type');
    if ('outcome' in found) return found.outcome;
    if (found.problems.length > 0) {
      return fail(
        `every key of its type (${found.problems
          .map((p) => `${p.path.slice(1)}: ${p.message.replace('must be ', '')}`)
          .slice(0, 3)
          .join('; ')})`,
        listOf(found.problems, found.payload),
        (await ctx.configs()).exchange,
      );
    }
    return pass(`${found.present} keys`);
  },
});

export const enumeratedKeysHoldAllowedValues = defineCheck({
  name: 'enumeratedKeysHoldAllowedValues',
  endpoint: 'configs',
  why: 'Keys with listed values (site_mode, *_query_state, default_homepage, …) drive branches in clients.',
  source: 'Resources › Configuration item (allowed values)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await topLevelProblems(ctx, 'enum');
    if ('outcome' in found) return found.outcome;
    if (found.problems.length > 0)
      return fail(
        found.problems
          .slice(0, 2)
          .map((p) => `${p.path.slice(1)} ${p.message}`)
          .join('; '),
        listOf(found.problems, found.payload),
        (await ctx.configs()).exchange,
      );
    return pass(`${found.present} keys`);
  },
});

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

export const seoObjectsAreComplete = defineCheck({
  name: 'seoObjectsAreComplete',
  endpoint: 'configs',
  why: 'Pages render title, keywords and description from every *_seo object.',
  source: 'Resources › Configuration item › Channels (SEO config)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const seoKeys = configKeys.filter((k) => k.endsWith('_seo') && Object.hasOwn(found.payload, k));
    if (seoKeys.length === 0) return skip('no *_seo key in the answer');
    for (const key of seoKeys) {
      const seo = found.payload[key];
      const bad = !isObject(seo) || ['title', 'keywords', 'description'].some((m) => typeof seo[m] !== 'string');
      if (bad)
        return fail(
          `${key}: an object with string title, keywords and description`,
          shown(seo),
          (await ctx.configs()).exchange,
        );
    }
    return pass(`${seoKeys.length} SEO objects`);
  },
});

export const bulletinEntriesHaveTheirFields = defineCheck({
  name: 'bulletinEntriesHaveTheirFields',
  endpoint: 'configs',
  why: 'Bulletins render all seven fields; the two colors may be null.',
  source: 'Resources › Configuration item › System bulletin',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const entries = found.payload.bulletin_contents;
    if (!Array.isArray(entries) || entries.length === 0) return skip('bulletin_contents holds no entries');
    for (const entry of entries) {
      const strings = ['date', 'title', 'description', 'buttonName', 'buttonLink'].every(
        (f) => isObject(entry) && typeof entry[f] === 'string',
      );
      const colors = ['titleColor', 'descriptionColor'].every(
        (f) => isObject(entry) && (entry[f] === null || typeof entry[f] === 'string'),
      );
      if (!strings || !colors)
        return fail(
          'date, title, description, buttonName, buttonLink strings; titleColor, descriptionColor string or null',
          shown(entry),
          (await ctx.configs()).exchange,
        );
    }
    return pass(`${entries.length} entries`);
  },
});

export const configsChecks: Check[] = [
  everySpecKeyIsPresent,
  everyKeyHasItsType,
  enumeratedKeysHoldAllowedValues,
  languageTagsComposeCodeAndArea,
  timeFormatsContainN,
  currentLanguageMenuIsOneOfTheMenus,
  defaultLanguageIsAKnownTag,
  seoObjectsAreComplete,
  bulletinEntriesHaveTheirFields,
];
