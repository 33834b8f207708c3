// The site's languages: one with an area code (zh-Hans-SG) and one right-to-left (ar), as language entries; an entry
// without an area has empty areaCode/areaName, as the real system answers (assumption configs-language-entry). English
// and Chinese word time as the real language pack does: one form for every n (`{n} minute ago`; assumption time-wording).
import type { LanguageEntry } from '../../schema/index.js';

type Wording = Pick<
  LanguageEntry,
  'timeFormatMinute' | 'timeFormatHour' | 'timeFormatDay' | 'timeFormatMonth' | 'timeFormatYear'
>;

const wording = (minute: string, hour: string, day: string, month: string, year: string): Wording => ({
  timeFormatMinute: minute,
  timeFormatHour: hour,
  timeFormatDay: day,
  timeFormatMonth: month,
  timeFormatYear: year,
});

/** langTag = `<langCode>-<areaCode>`, or the langCode alone when there is no area (assumption configs-language-entry). */
export const langTagOf = (langCode: string, areaCode: string | null): string =>
  areaCode ? `${langCode}-${areaCode}` : langCode;

/** The real system's field order; `packVersion` is its language pack's version, 1 until an administrator edits it. */
function entry(
  fields: Omit<LanguageEntry, 'langTag' | 'isEnabled' | 'packVersion' | keyof Wording>,
  words: Wording,
): LanguageEntry {
  const { writingDirection, lengthUnit, dateFormat, ...named } = fields;
  // langTag follows areaName, as in the spec's table and the real system's answer.
  const langTag = langTagOf(fields.langCode, fields.areaCode);
  return { ...named, langTag, writingDirection, lengthUnit, dateFormat, ...words, packVersion: 1, isEnabled: true };
}

export const siteLanguages: readonly LanguageEntry[] = [
  entry(
    {
      order: 1,
      langCode: 'en',
      langName: 'English',
      continentId: 3,
      areaStatus: false,
      areaCode: '',
      areaName: '',
      writingDirection: 'ltr',
      lengthUnit: 'mi',
      dateFormat: 'm/d/Y',
    },
    wording('{n} minute ago', '{n} hour ago', '{n} day ago', '{n} month ago', '{n} year ago'),
  ),
  entry(
    {
      order: 2,
      langCode: 'es',
      langName: 'Español',
      continentId: 2,
      areaStatus: false,
      areaCode: '',
      areaName: '',
      writingDirection: 'ltr',
      lengthUnit: 'km',
      dateFormat: 'd/m/Y',
    },
    wording('hace {n} minutos', 'hace {n} horas', 'hace {n} días', 'hace {n} meses', 'hace {n} años'),
  ),
  entry(
    {
      order: 3,
      langCode: 'zh-Hans',
      langName: '简体中文',
      continentId: 1,
      areaStatus: true,
      areaCode: 'SG',
      areaName: '新加坡',
      writingDirection: 'ltr',
      lengthUnit: 'km',
      dateFormat: 'Y-m-d',
    },
    wording('{n} 分钟前', '{n} 小时前', '{n} 天前', '{n} 个月前', '{n} 年前'),
  ),
  entry(
    {
      order: 4,
      langCode: 'ar',
      langName: 'العربية',
      continentId: 1,
      areaStatus: false,
      areaCode: '',
      areaName: '',
      writingDirection: 'rtl',
      lengthUnit: 'km',
      dateFormat: 'd.m.Y',
    },
    wording('منذ {n} دقيقة', 'منذ {n} ساعة', 'منذ {n} يوم', 'منذ {n} شهر', 'منذ {n} سنة'),
  ),
];

export const DEFAULT_LANGUAGE = 'en';
