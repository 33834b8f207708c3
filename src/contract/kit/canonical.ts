// A JSON value as text with object keys sorted: equal texts mean equal values, whatever the key order.
import { isObject } from '../invariants/answer-kind.js';

/** Names repeat across the objects of a run: each is quoted once (bounded: a hostile answer may bring many). */
const quoted = new Map<string, string>();
function quote(name: string): string {
  let text = quoted.get(name);
  if (text === undefined) {
    text = JSON.stringify(name);
    if (quoted.size < 10_000) quoted.set(name, text);
  }
  return text;
}

/** Keys in code-unit order, as `sort()` orders them; most objects of one kind repeat one order, checked in one pass. */
function sortedKeys(value: Record<string, unknown>): string[] {
  const keys = Object.keys(value);
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return keys.sort();
  return keys;
}

// Built by appending to one string (no array per object or list): the kit canonicalises whole pages many times.
export function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += i === 0 ? canonical(value[i]) : `,${canonical(value[i])}`;
    return `${out}]`;
  }
  if (isObject(value)) {
    const keys = sortedKeys(value);
    let out = '{';
    for (let i = 0; i < keys.length; i++)
      out += `${i === 0 ? '' : ','}${quote(keys[i]!)}:${canonical(value[keys[i]!])}`;
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Whether two values have the same canonical text, found without writing either (the checks compare whole pages and
 * items): objects alike whatever their key order, arrays item by item, anything else as JSON writes it.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
    return true;
  }
  return !isObject(b) && !Array.isArray(b) && (JSON.stringify(a) ?? 'undefined') === (JSON.stringify(b) ?? 'undefined');
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
