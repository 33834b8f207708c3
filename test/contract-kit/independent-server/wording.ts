// The default language's timeAgo wording in another language (choice `wording`): the configs' timeFormat* templates
// say it, and timeAgo is rendered from them, as the real system does with a translated language entry.
import type { Json } from './subjects.js';

export type Wording = 'es' | 'zh' | 'ar';

const TEMPLATES: Record<Wording, Record<string, string>> = {
  es: {
    minute: 'hace {n} minutos',
    hour: 'hace {n} horas',
    day: 'hace {n} días',
    month: 'hace {n} meses',
    year: 'hace {n} años',
  },
  zh: { minute: '{n}分钟前', hour: '{n}小时前', day: '{n}天前', month: '{n}个月前', year: '{n}年前' },
  ar: { minute: 'منذ {n} دقيقة', hour: 'منذ {n} ساعة', day: 'منذ {n} يوم', month: 'منذ {n} شهر', year: 'منذ {n} سنة' },
};

const KEYS: Record<string, string> = {
  minute: 'timeFormatMinute',
  hour: 'timeFormatHour',
  day: 'timeFormatDay',
  month: 'timeFormatMonth',
  year: 'timeFormatYear',
};

/** A language entry with this wording's templates. */
export const worded = (language: Json, wording: Wording | undefined): Json =>
  wording
    ? { ...language, ...Object.fromEntries(Object.entries(TEMPLATES[wording]).map(([unit, t]) => [KEYS[unit]!, t])) }
    : language;

/** "3 minute ago" said with the language entry's template for minutes ("hace 3 minutos"). */
export function reword(timeAgo: unknown, language: Json): unknown {
  const match = typeof timeAgo === 'string' ? /^(\d+) (minute|hour|day|month|year) ago$/.exec(timeAgo) : null;
  const template = match ? language[KEYS[match[2]!]!] : undefined;
  return match && typeof template === 'string' ? template.replace('{n}', match[1]!) : timeAgo;
}
