// Mutants of the configs endpoint: each breaks one thing a configs check is named for.
import { CONFIGS_PATH } from '../../../src/schema/paths.js';
import { mutant, onConfigs } from './mutant.js';

export const configsMutants = [
  mutant({
    name: 'configKeyMissing',
    breaks: 'site_mode left out of the configs',
    killedBy: 'everySpecKeyIsPresent',
    alteration: { answer: onConfigs((d) => delete d.site_mode) },
  }),
  mutant({
    name: 'configKeyWrongType',
    breaks: 'hashtag_length sent as the string "32"',
    killedBy: 'everyKeyHasItsType',
    alteration: {
      answer: onConfigs((d) => d.hashtag_length !== undefined && (d.hashtag_length = String(d.hashtag_length))),
    },
  }),
  mutant({
    name: 'configValueNotAllowed',
    breaks: 'site_mode "open", not public or private',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    alteration: { answer: onConfigs((d) => d.site_mode !== undefined && (d.site_mode = 'open')) },
  }),
  mutant({
    name: 'langTagWithUnderscore',
    breaks: 'langTag zh-Hans_SG instead of zh-Hans-SG',
    killedBy: 'languageTagsComposeCodeAndArea',
    alteration: {
      answer: onConfigs((d) =>
        (d.language_menus ?? []).forEach(
          (m: { langTag: string }) => (m.langTag = m.langTag.replace(/-(?=[A-Z]{2}$)/, '_')),
        ),
      ),
    },
  }),
  mutant({
    name: 'timeFormatWithoutPlaceholder',
    breaks: 'timeFormatDay "days ago" without {n}',
    killedBy: 'timeFormatsContainN',
    alteration: {
      answer: onConfigs((d) =>
        (d.language_menus ?? []).forEach(
          (m: { timeFormatDay: string }) => (m.timeFormatDay = m.timeFormatDay.replace('{n}', '').trim()),
        ),
      ),
    },
  }),
  mutant({
    name: 'currentLanguageOutsideMenus',
    breaks: 'current_language_menu is a language the menus do not list',
    killedBy: 'currentLanguageMenuIsOneOfTheMenus',
    alteration: {
      answer: onConfigs(
        (d) =>
          d.current_language_menu &&
          (d.current_language_menu = {
            ...d.current_language_menu,
            langCode: 'pt',
            langTag: 'pt',
            langName: 'Português',
          }),
      ),
    },
  }),
  mutant({
    name: 'defaultLanguageUnknown',
    breaks: 'default_language "fr", not one of the menus',
    killedBy: 'defaultLanguageIsAKnownTag',
    alteration: { answer: onConfigs((d) => d.default_language !== undefined && (d.default_language = 'fr')) },
  }),
  mutant({
    name: 'seoWithoutKeywords',
    breaks: 'channel_post_seo without keywords',
    killedBy: 'seoObjectsAreComplete',
    alteration: { answer: onConfigs((d) => d.channel_post_seo && delete d.channel_post_seo.keywords) },
  }),
  mutant({
    name: 'bulletinWithoutButtonLink',
    breaks: 'a bulletin entry without buttonLink',
    killedBy: 'bulletinEntriesHaveTheirFields',
    alteration: { answer: onConfigs((d) => d.bulletin_contents?.[0] && delete d.bulletin_contents[0].buttonLink) },
  }),
  mutant({
    name: 'languageEntryMissingAField',
    breaks: 'current_language_menu without order',
    killedBy: 'everyConfigsAnswerMatchesTheSchema',
    alteration: { answer: onConfigs((d) => d.current_language_menu && delete d.current_language_menu.order) },
  }),
  mutant({
    name: 'configsWithoutEnvelope',
    breaks: 'configs as a bare object, no {code, message, data}',
    killedBy: 'configsUseTheEnvelope',
    alteration: {
      answer: (a, r) =>
        r.path === CONFIGS_PATH && (a.body as { code?: number }).code === 0
          ? { ...a, body: (a.body as { data: unknown }).data }
          : a,
    },
  }),
  mutant({
    name: 'configsBehindLogin',
    breaks: 'configs refused without the X-Core-* headers',
    killedBy: 'configsNeedNoLogin',
    alteration: {
      answer: (a, r) =>
        r.path === CONFIGS_PATH && !r.headers['x-core-aid']
          ? { status: 200, body: { code: 31501, message: 'Account not logged in', data: null } }
          : a,
    },
  }),
  mutant({
    name: 'keysIgnored',
    breaks: 'keys= ignored: all items every time',
    killedBy: 'keysSubsetReturnsOnlyThoseKeys',
    alteration: { request: (r) => r.path === CONFIGS_PATH && r.query.delete('keys') },
  }),
  mutant({
    name: 'unknownKeysIgnored',
    breaks: 'unknown keys in keys= silently dropped',
    killedBy: 'unknownConfigKeyIsRejected',
    alteration: {
      request: (r) =>
        r.path === CONFIGS_PATH &&
        r.query.has('keys') &&
        r.query.set(
          'keys',
          r.query
            .get('keys')!
            .split(',')
            .filter((k) => !k.startsWith('core_kit_'))
            .join(','),
        ),
    },
  }),
  mutant({
    name: 'languageHeaderIgnored',
    breaks: 'X-Core-Client-Lang-Tag ignored',
    killedBy: 'languageHeaderPicksTheCurrentLanguage',
    alteration: { request: (r) => delete r.headers['x-core-client-lang-tag'] },
  }),
];
