// The marks a broken template or serializer leaves in a string: an unfilled placeholder, a serialized `undefined`,
// `NaN`, `[object Object]` or `null`, an HTML entity in plain text, a lone UTF-16 surrogate, a negative count in a
// humanized time. What people wrote (names, texts) is held to less: see templateMark. Pure; which fields are free text (and may say anything) is the caller's business.

/**
 * How the string is used: `rendered` by the server (timeAgo, datetime, …), a `message` of an error, a `name` (of a
 * user, group, role: short, plain text), `text` people wrote (content, bio, HTML: may hold anything but a serializer's
 * marks), a `template` itself (the configs' timeFormat*: `{n}` belongs there), or a configs `setting` (site text
 * and enumerations such as "none": only a serialized undefined, NaN or object betrays a bug there).
 */
export type StringRole = 'rendered' | 'message' | 'name' | 'text' | 'template' | 'setting';

const PLACEHOLDER = /\{\{\s*[\w.$]+\s*\}\}|\{[a-zA-Z_][\w.]*\}|%(?:\d\$)?[sd](?![a-zA-Z0-9])|\$\{[\w.]+\}/;
const SERIALIZED_WORDS = new Set(['undefined', 'NaN', 'null', 'None', 'nil', 'Infinity', '-Infinity']);
const SERIALIZED = new Set([...SERIALIZED_WORDS, '[object Object]']);
const SERIALIZED_WORD = /\[object \w+\]|(?:^|\W)(?:undefined|NaN)(?:\W|$)/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NEGATIVE_COUNT = /(?:^|[^\w-])-\d/;

/** What every mark below needs at least one of: most strings have none and are passed by this one test. */
const SUSPECT = /[{}%&[\uD800-\uDFFF]|:attribute|undefined|NaN|^\s*(?:null|None|nil|-?Infinity)\s*$|-\d/;

export const mayBeMarked = (value: string) => SUSPECT.test(value);

/** What is wrong with one string, or undefined. `humanizedTime`: the field is a timeAgo-like one. */
export function templateMark(value: string, role: StringRole, humanizedTime = false): string | undefined {
  if (!mayBeMarked(value)) return undefined;
  if (LONE_SURROGATE.test(value)) return 'a lone UTF-16 surrogate (a character cut in half)';
  if (role === 'template') return undefined;
  if (role === 'setting')
    return /^(undefined|NaN)$|\[object \w+\]/.test(value.trim()) ? `a serialized ${value.trim()}` : undefined;
  // People write anything: a nickname "null" or "NaN", a post about JavaScript's [object Object]. In their names and
  // texts only a whole "[object Object]" (what String() makes of an object) is taken for a serializer's mark.
  const people = role === 'text' || role === 'name';
  const whole = value.trim();
  if (SERIALIZED.has(whole) && (!people || whole === '[object Object]'))
    return `a serialized ${whole} as the whole text`;
  if (!people && /\[object \w+\]/.test(value)) return 'a serialized object ("[object …]")';
  if (role === 'text') return undefined;
  if (ENTITY.test(value)) return `an HTML entity in plain text (${ENTITY.exec(value)![0]})`;
  if (role === 'name') return undefined;
  if (PLACEHOLDER.test(value)) return `an unfilled placeholder (${PLACEHOLDER.exec(value)![0]})`;
  if (role === 'message') return /(?:^|\s):attribute\b/.test(value) ? 'an unfilled :attribute placeholder' : undefined;
  if (SERIALIZED_WORD.test(value)) return `a serialized ${/undefined/.test(value) ? 'undefined' : 'NaN'} in the text`;
  if (humanizedTime && NEGATIVE_COUNT.test(value)) return 'a negative count in a humanized time';
  return undefined;
}
