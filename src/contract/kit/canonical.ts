// A JSON value as text with object keys sorted: equal texts mean equal values, whatever the key order.
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

/** What depends on when the server renders (Resources › Notification › timeAgo "Humanized notification time", and
 *  datetimeFormat, which real servers shorten for today or this year): a clock that runs on between two requests
 *  changes it without the notification changing. */
const RENDER_TIME_FIELDS = new Set(['timeAgo', 'datetimeFormat']);

/** A notification as canonical text without the fields its rendering time decides: equal for the same notification. */
export function canonicalAtAnyTime(item: unknown): string {
  return canonical(
    isObject(item) ? Object.fromEntries(Object.entries(item).filter(([k]) => !RENDER_TIME_FIELDS.has(k))) : item,
  );
}
