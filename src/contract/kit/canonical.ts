// A JSON value as text with object keys sorted: equal texts mean equal values, whatever the key order; and the same
// for two answers of different moments, leaving out what the server derives from "now".
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
 * items): objects alike whatever their key order, arrays item by item, anything else as JSON writes it. `atAnyTime`:
 * two strings rendered from "now" (isRenderedFromNow) are alike, at any depth; their presence still counts.
 */
export function sameJson(a: unknown, b: unknown, atAnyTime = false): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i], atAnyTime)) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (atAnyTime && typeof x === 'string' && typeof y === 'string' && isRenderedFromNow(key)) continue;
      if (!sameJson(x, y, atAnyTime)) return false;
    }
    return true;
  }
  // Two strings that are not the same string never write the same JSON (most of a page's values are strings).
  if (typeof a === 'string' || typeof b === 'string') return false;
  return !isObject(b) && !Array.isArray(b) && (JSON.stringify(a) ?? 'undefined') === (JSON.stringify(b) ?? 'undefined');
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

/** Whether two values of different moments are the same (see sameJson's `atAnyTime`). */
export const sameAtAnyTime = (a: unknown, b: unknown): boolean => sameJson(a, b, true);
