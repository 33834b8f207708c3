// A JSON value as text with object keys sorted: equal texts mean equal values, whatever the key order; and the same
// for two answers of different moments, leaving out what the server derives from "now".
import { isObject } from '../invariants/answer-kind.js';

export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * What a server renders from the moment it answers (Resources › Notification › timeAgo "Humanized notification time",
 * datetimeFormat "Formatted notification time"; the real structures' `…TimeAgo` and their `…Datetime`, shown as H:i
 * today and without the year this year): a clock that runs on between two requests changes it without the thing it
 * describes changing. The notification's own `datetime` is absolute and stays compared. The rendered fields are held
 * to their own rule instead: they agree with the absolute datetime (timeAgoAgreesWithDatetime and its kin).
 */
export const isRenderedFromNow = (key: string): boolean =>
  /timeago$/i.test(key) || /datetimeformat$/i.test(key) || (/date-?time$/i.test(key) && key !== 'datetime');

const RENDERED = '<rendered from the moment of the answer>';

/** The value with every field rendered from "now" replaced by one mark (its presence still counts), at any depth. */
export function atAnyTime(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(atAnyTime);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isRenderedFromNow(k) && typeof v === 'string' ? RENDERED : atAnyTime(v)]),
  );
}

/** Canonical text of a value as of any moment: equal for the same notification or object asked twice. */
export const canonicalAtAnyTime = (value: unknown): string => canonical(atAnyTime(value));
