// Whitelist / blacklist projection of actionUser and actionInfo by dot paths (spec: filterUserType/filterInfoType;
// assumption filter-dot-paths). Never walks or creates __proto__, constructor or prototype.
import type { FilterType } from '../../schema/index.js';

const WHOLE = Symbol('whole subtree');
type Selection = Map<string, Selection | typeof WHOLE>;

/** Segments that could reach an object's prototype: a path containing one selects nothing. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Merges dot paths into a tree; a path that selects a whole subtree wins over deeper paths inside it. */
export function selectionOf(paths: readonly (readonly string[])[]): Selection {
  const root: Selection = new Map();
  for (const path of paths) {
    if (path.length === 0 || path.some((segment) => FORBIDDEN.has(segment))) continue;
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!;
      const existing = node.get(segment);
      if (existing === WHOLE) break;
      if (i === path.length - 1) {
        node.set(segment, WHOLE);
        break;
      }
      if (existing === undefined) {
        const child: Selection = new Map();
        node.set(segment, child);
        node = child;
      } else node = existing;
    }
  }
  return root;
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';
const INDEX = /^(0|[1-9][0-9]*)$/;

/** The own value at `key` of an object or list, or `absent`. */
const absent = Symbol('absent');
function childOf(container: Container, key: string): unknown {
  if (Array.isArray(container))
    return INDEX.test(key) && Number(key) < container.length ? container[Number(key)] : absent;
  return Object.hasOwn(container, key) ? container[key] : absent;
}

/** Sets an own data property, even one named `__proto__` (which plain assignment would treat as the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A list whose kept indices are 0…n-1 stays a list; otherwise it becomes an object keyed by index (as PHP's json_encode). */
function rebuildList(entries: [number, unknown][]): Container {
  entries.sort((a, b) => a[0] - b[0]);
  if (entries.every(([index], position) => index === position)) return entries.map(([, value]) => value);
  return Object.fromEntries(entries.map(([index, value]) => [String(index), value]));
}

/** A path is rebuilt only when it exists in full: a sub-selection that found nothing leaves no empty container. */
const isEmpty = (container: Container) =>
  Array.isArray(container) ? container.length === 0 : Object.keys(container).length === 0;

function keep(source: Container, selection: Selection): Container {
  if (Array.isArray(source)) {
    const entries: [number, unknown][] = [];
    for (const [key, sub] of selection) {
      const value = childOf(source, key);
      if (value === absent) continue;
      if (sub === WHOLE) entries.push([Number(key), value]);
      else if (isContainer(value)) {
        const kept = keep(value, sub);
        if (!isEmpty(kept)) entries.push([Number(key), kept]);
      }
    }
    return rebuildList(entries);
  }
  const out: Record<string, unknown> = {};
  for (const [key, sub] of selection) {
    const value = childOf(source, key);
    if (value === absent) continue;
    if (sub === WHOLE) out[key] = value;
    else if (isContainer(value)) {
      const kept = keep(value, sub);
      if (!isEmpty(kept)) out[key] = kept;
    }
  }
  return out;
}

function remove(source: Container, selection: Selection): Container {
  if (Array.isArray(source)) {
    const entries: [number, unknown][] = [];
    source.forEach((value, index) => {
      const sub = selection.get(String(index));
      if (sub === WHOLE) return;
      entries.push([index, sub !== undefined && isContainer(value) ? remove(value, sub) : value]);
    });
    return entries.length === source.length ? entries.map(([, value]) => value) : rebuildList(entries);
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const sub = selection.get(key);
    if (sub === WHOLE) continue;
    const value = source[key];
    setOwn(out, key, sub !== undefined && isContainer(value) ? remove(value, sub) : value);
  }
  return out;
}

/**
 * Whitelist keeps only the selected paths, rebuilding their nesting in the order the keys were given;
 * blacklist removes them. Untouched subtrees are shared, not copied. `null` stays `null`.
 */
export function projectObject(value: unknown, type: FilterType, selection: Selection): unknown {
  if (!isContainer(value)) return value;
  return type === 'whitelist' ? keep(value, selection) : remove(value, selection);
}

export type { Selection };
