// What the spec's whitelist / blacklist leave of one object, for the three kinds of keys the kit sends: top-level
// names, a `parent.child` dot path and a `list.0.child` path into a list (dot notation covers multi-dimensional arrays).
import { isObject } from '../kit/answer.js';
import type { Item } from '../kit/page.js';

export type Mode = 'whitelist' | 'blacklist';
export type KeyKind = 'names' | 'dot path' | 'list index' | 'deep path';
type Obj = Record<string, unknown>;

export interface Keys {
  kind: KeyKind;
  /** names: the keys; dot path: [parent, child]; list index: [list, '0', child]; deep path: three names or more. */
  path: string[];
}

export const keysParameter = (keys: Keys) => (keys.kind === 'names' ? keys.path.join(',') : keys.path.join('.'));

const pick = (obj: Obj, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => Object.hasOwn(obj, k)).map((k) => [k, obj[k]]));
const omit = (obj: Obj, keys: string[]) => Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));

/**
 * Keys of each kind found in the objects: two top-level names, a nested scalar, an element of a list of objects
 * (`only`: that kind alone is looked for, the others are left out).
 */
export function discoverKeys(objects: readonly Obj[], only?: KeyKind): Partial<Record<KeyKind, Keys>> {
  const found: Partial<Record<KeyKind, Keys>> = {};
  const wanted = (kind: KeyKind) => only === undefined || only === kind;
  // Three names where the object has more (a reader that keeps the first two, split(',', 2), shows), else two.
  const names = objects[0] ? Object.keys(objects[0]) : [];
  if (objects[0] && wanted('names')) found.names = { kind: 'names', path: names.slice(0, names.length > 3 ? 3 : 2) };
  if (wanted('dot path') || wanted('list index'))
    for (const obj of objects) {
      for (const [key, value] of Object.entries(obj)) {
        // A child with a sibling: a parent the blacklist empties is dropped by the real system ({} is [] in PHP's JSON).
        const child =
          isObject(value) && Object.keys(value).length > 1
            ? Object.entries(value).find(([, v]) => v === null || typeof v !== 'object')
            : undefined;
        if (child && !found['dot path'] && wanted('dot path'))
          found['dot path'] = { kind: 'dot path', path: [key, child[0]] };
        // A list of two or more objects: whitelisting element 0 must drop element 1, blacklisting must keep it.
        if (Array.isArray(value) && value.length >= 2 && isObject(value[0]) && !found['list index']) {
          const scalar = wanted('list index')
            ? Object.entries(value[0]).find(([, v]) => v === null || typeof v !== 'object')
            : undefined;
          if (scalar) found['list index'] = { kind: 'list index', path: [key, '0', scalar[0]] };
        }
      }
    }
  if (wanted('deep path')) {
    const deep = objects.map((o) => deepestPath(o)).reduce<string[]>((a, b) => (b.length > a.length ? b : a), []);
    if (deep.length >= 3) found['deep path'] = { kind: 'deep path', path: deep };
  }
  return found;
}

/** The longest path of names through nested objects to a scalar with a sibling (the data's own depth), at most 8 deep. */
export function deepestPath(obj: Obj, depth = 8): string[] {
  let best: string[] = [];
  const keys = Object.keys(obj);
  for (const key of keys) {
    const value = obj[key];
    if (isObject(value)) {
      const below = depth > 1 ? deepestPath(value, depth - 1) : [];
      if (below.length > 0 && below.length + 1 > best.length) best = [key, ...below];
    }
    // A leaf with a sibling: blacklisting it leaves its parent non-empty ({} and [] are one value in PHP's JSON).
    else if (keys.length > 1 && best.length === 0) best = [key];
  }
  return best;
}

/** Whitelist or blacklist of one path of names through nested objects; `undefined` when the path is not in the object. */
function deepExpectation(original: Obj, mode: Mode, path: readonly string[]): Obj | undefined {
  const parents: Obj[] = [original];
  for (const name of path.slice(0, -1)) {
    const next = parents.at(-1)![name];
    if (!isObject(next)) return undefined;
    parents.push(next);
  }
  const last = path.at(-1)!;
  if (!Object.hasOwn(parents.at(-1)!, last)) return undefined;
  if (mode === 'whitelist')
    return path.reduceRight<unknown>(
      (inner, name, i) => (i === path.length - 1 ? { [name]: parents.at(-1)![name] } : { [name]: inner }),
      undefined,
    ) as Obj;
  // Blacklist: every ancestor copied, the last one without the named key (no verdict when that empties it, as above).
  if (Object.keys(parents.at(-1)!).length === 1) return undefined;
  return path.reduceRight<Obj>(
    (inner, name, i) => (i === path.length - 1 ? omit(parents[i]!, [name]) : { ...parents[i]!, [name]: inner }),
    {},
  );
}

/** Whether an object, or one nested in its members, is keyed `"0"`, `"1"`, … (walked in place, nothing allocated). */
function holdsIndexedList(value: unknown): boolean {
  if (!isObject(value)) return false;
  let count = 0;
  let indexed = true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (indexed && key !== String(count)) indexed = false;
    count++;
    if (holdsIndexedList(value[key])) return true;
  }
  return count > 0 && indexed;
}

/** A list kept as `{"0": …}` (how PHP encodes a sparse list) reads as the list it stands for. */
export function asListWhenIndexed(value: unknown): unknown {
  // Most objects hold no indexed list at any depth: they are read as they are, not copied (the checks compare whole
  // pages, and look first).
  return holdsIndexedList(value) ? listsRead(value) : value;
}

function listsRead(value: unknown): unknown {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const read = keys.map((key) => listsRead(value[key]));
  if (keys.length > 0 && keys.every((key, i) => key === String(i))) return read;
  return read.every((v, i) => v === value[keys[i]!]) ? value : Object.fromEntries(keys.map((key, i) => [key, read[i]]));
}

/** The projection of one object, or `undefined` when the kit cannot tell for this object (the keys are not in it). */
export function expectedOf(original: Obj, mode: Mode, keys: Keys): Obj | undefined {
  const [a, b, c] = keys.path as [string, string, string];
  if (keys.kind === 'deep path') return deepExpectation(original, mode, keys.path);
  if (keys.kind === 'names') {
    if (mode === 'whitelist')
      return keys.path.some((k) => Object.hasOwn(original, k)) ? pick(original, keys.path) : undefined;
    return omit(original, keys.path);
  }
  if (keys.kind === 'dot path') {
    const parent = original[a];
    if (!isObject(parent) || !Object.hasOwn(parent, b)) return undefined;
    if (mode === 'whitelist') return { [a]: { [b]: parent[b] } };
    // A parent the removal empties is kept as {} by some servers and dropped by others (the real system): no verdict.
    const rest = omit(parent, [b]);
    return Object.keys(rest).length === 0 ? undefined : { ...original, [a]: rest };
  }
  const list = original[a];
  if (!Array.isArray(list) || !isObject(list[0]) || !Object.hasOwn(list[0], c)) return undefined;
  const first = list[0] as Obj;
  return mode === 'whitelist'
    ? { [a]: [{ [c]: first[c] }] }
    : { ...original, [a]: [omit(first, [c]), ...list.slice(1)] };
}

export const objectsOf = (items: readonly Item[], target: string) => items.map((n) => n[target]).filter(isObject);
