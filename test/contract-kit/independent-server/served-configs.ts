// This implementation's configuration items: every key the document names, sampled from its schema, with the
// language entries, SEO objects and bulletins written out so that they read as a real site's.
import { committedDocument } from '../../../src/validation/committed-document.js';
import { sampleFromSchema } from '../../helpers/sample-from-schema.js';
import type { Json } from './subjects.js';
import { worded, type Wording } from './wording.js';

type Schema = Record<string, unknown>;

const entry = (
  order: number,
  langCode: string,
  langName: string,
  areaCode: string | null,
  dateFormat: string,
  unit: string,
) => ({
  order,
  langCode,
  langName,
  continentId: order,
  areaStatus: areaCode !== null,
  areaCode,
  areaName: areaCode === null ? null : 'Singapore',
  langTag: areaCode === null ? langCode : `${langCode}-${areaCode}`,
  writingDirection: 'ltr',
  lengthUnit: unit,
  dateFormat,
  timeFormatMinute: '{n} minute ago',
  timeFormatHour: '{n} hour ago',
  timeFormatDay: '{n} day ago',
  timeFormatMonth: '{n} month ago',
  timeFormatYear: '{n} year ago',
  isEnabled: true,
});

export const LANGUAGES = [
  entry(1, 'en', 'English', null, 'm/d/Y', 'mi'),
  entry(2, 'zh-Hans', '简体中文', 'SG', 'Y-m-d', 'km'),
];

/** The languages with the default one's dateFormat and wording chosen by the server (see Choices.dateFormat, wording). */
export const languagesWith = (dateFormat: string | undefined, wording?: Wording): Json[] => [
  worded(dateFormat ? { ...LANGUAGES[0]!, dateFormat } : LANGUAGES[0]!, wording),
  ...LANGUAGES.slice(1),
];

/** Where this server's pages live: detail URLs are built from these (Paths). */
export const SITE_URL = 'https://harbor.example.net';
export const DETAIL_PATHS = {
  website_user_detail_path: 'u',
  website_group_detail_path: 'g',
  website_hashtag_detail_path: 'tag',
  website_geotag_detail_path: 'place',
  website_post_detail_path: 'p',
  website_comment_detail_path: 'c',
};

export function configsPayload(languages: Json[] = LANGUAGES): Json {
  const schemas = (committedDocument() as { components: { schemas: Record<string, Schema> } }).components.schemas;
  const sampled = sampleFromSchema(schemas.GlobalConfigs!, schemas) as Json;
  const seo = { title: 'Harbor', keywords: 'harbor, community', description: 'A harbor for neighbours' };
  for (const key of Object.keys(sampled)) if (key.endsWith('_seo')) sampled[key] = { ...seo };
  return {
    ...sampled,
    site_name: 'Harbor Commons',
    site_url: SITE_URL,
    ...DETAIL_PATHS,
    username_min: 3,
    username_max: 24,
    nickname_min: 2,
    nickname_max: 30,
    site_mode: 'public',
    language_status: true,
    language_menus: languages,
    default_language: 'en',
    current_language_menu: languages[0],
    bulletin_contents: [
      {
        date: '2026-11-01',
        title: 'Welcome',
        titleColor: null,
        description: 'New season',
        descriptionColor: '#333333',
        buttonName: 'Read',
        buttonLink: 'https://harbor.example.net/news',
      },
    ],
    portal_4: 'Welcome to the harbor',
  };
}
