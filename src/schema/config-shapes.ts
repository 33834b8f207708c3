// Nested configuration shapes: language entry, SEO object, bulletin entry (Resources › Configuration item).
import Type from 'typebox';
import { SPEC_RELAXED, ASSUMPTION, flag, nullable, text, whole } from './json-schema-helpers.js';

/** The fields of a language entry (element of language_menus): all 17 of the spec's table, and the real system's one more. */
const languageFields = {
  order: whole('Sort order'),
  langCode: text('Language code, e.g. `en`, `zh-Hans`'),
  langName: text('Language name (read from a dictionary and stored)'),
  // The spec lists it; the real system's entries do not have it (assumption configs-language-entry).
  continentId: Type.Optional(whole('Continent ID (the real system sends none)')),
  areaStatus: flag('Whether the area is enabled'),
  areaCode: nullable(text('Area code; may be empty, e.g. `SG`'), 'configs-language-entry'),
  areaName: nullable(text('Area name; may be empty; read from a dictionary and stored'), 'configs-language-entry'),
  langTag: text(
    'Language tag: `<langCode>-<areaCode>`, or `<langCode>` when the area code is empty (e.g. `zh-Hans-SG`, `en`)',
  ),
  writingDirection: text('Writing direction (read from a dictionary and stored): `ltr` or `rtl`', {
    enum: ['ltr', 'rtl'],
    [ASSUMPTION]: 'configs-language-entry',
    [SPEC_RELAXED]: { type: 'string' },
  }),
  lengthUnit: text('Length unit, e.g. `km`, `mi`'),
  dateFormat: text('Date format pattern (PHP date tokens, e.g. `m/d/Y`, `Y-m-d`)'),
  timeFormatMinute: text('Relative-minutes wording; contains the placeholder `{n}`', {
    pattern: '\\{n\\}',
    examples: ['{n} minute ago'],
  }),
  timeFormatHour: text('Relative-hours wording; contains `{n}`', { pattern: '\\{n\\}', examples: ['{n} hour ago'] }),
  timeFormatDay: text('Relative-days wording; contains `{n}`', { pattern: '\\{n\\}', examples: ['{n} day ago'] }),
  timeFormatMonth: text('Relative-months wording; contains `{n}`', {
    pattern: '\\{n\\}',
    examples: ['{n} month ago'],
  }),
  timeFormatYear: text('Relative-years wording; contains `{n}`', { pattern: '\\{n\\}', examples: ['{n} year ago'] }),
  // Not in the spec: the version of the entry's language pack, which the real system adds (assumption configs-language-entry).
  packVersion: Type.Optional(whole("Version of the language's pack (the real system's; not in the spec)")),
  isEnabled: flag('Entry enabled'),
};

/**
 * Language entry as the real system sends it (no `continentId`); its spec form, which the contract checks, has every
 * field of the spec's table: an entry without `continentId` is the real system's deviation from the spec, reported.
 */
export const LanguageEntry = Type.Object(languageFields, {
  title: 'LanguageEntry',
  description: 'A language of the site (element of `language_menus`).',
  [SPEC_RELAXED]: Type.Object({ ...languageFields, continentId: whole('Continent ID') }),
});

/** SEO config (`*_seo`): members title, keywords, description, each a string. */
export const SeoConfig = Type.Object(
  {
    title: text('Page title'),
    keywords: text('Meta keywords'),
    description: text('Meta description'),
  },
  { title: 'SeoConfig', description: 'SEO config of a channel (`*_seo`).' },
);

/** Bulletin entry (element of bulletin_contents); the two colors may be null. */
export const BulletinEntry = Type.Object(
  {
    date: text('Date of the bulletin'),
    title: text('Title'),
    titleColor: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Title color code, or null' }),
    description: text('Description'),
    descriptionColor: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Description color code, or null',
    }),
    buttonName: text('Button name'),
    buttonLink: text('Button link (URL)'),
  },
  { title: 'BulletinEntry', description: 'A system bulletin (element of `bulletin_contents`).' },
);
