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

/** What a blacklist removes whole, or what it leaves nothing of. */
const absent = Symbol('absent');

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

/** Whitelist: the selected paths, in the source's own order (the real system filters its flattened copy in place). */
function keep(source: Container, selection: Selection): Container {
  if (Array.isArray(source)) {
    const entries: [number, unknown][] = [];
    source.forEach((value, index) => {
      const sub = selection.get(String(index));
      if (sub === undefined) return;
      if (sub === WHOLE) entries.push([index, value]);
      else if (isContainer(value)) {
        const kept = keep(value, sub);
        if (!isEmpty(kept)) entries.push([index, kept]);
      }
    });
    return rebuildList(entries);
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const sub = selection.get(key);
    if (sub === undefined) continue;
    const value = source[key];
    if (sub === WHOLE) setOwn(out, key, value);
    else if (isContainer(value)) {
      const kept = keep(value, sub);
      if (!isEmpty(kept)) setOwn(out, key, kept);
    }
  }
  return out;
}

/**
 * Blacklist: without the selected paths. A container the removal empties goes too (the real system flattens to leaves,
 * drops the selected ones and rebuilds: nothing is left to rebuild it from); one that was empty to begin with stays.
 */
function remove(source: Container, selection: Selection): Container {
  const without = (value: unknown, sub: Selection | typeof WHOLE | undefined): unknown => {
    if (sub === WHOLE) return absent;
    if (sub === undefined || !isContainer(value)) return value;
    const rest = remove(value, sub);
    return isEmpty(rest) && !isEmpty(value) ? absent : rest;
  };
  if (Array.isArray(source)) {
    const entries: [number, unknown][] = [];
    source.forEach((value, index) => {
      const kept = without(value, selection.get(String(index)));
      if (kept !== absent) entries.push([index, kept]);
    });
    return entries.length === source.length ? entries.map(([, value]) => value) : rebuildList(entries);
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const kept = without(source[key], selection.get(key));
    if (kept !== absent) setOwn(out, key, kept);
  }
  return out;
}

/**
 * Whitelist keeps only the selected paths, rebuilding their nesting; blacklist removes them. Untouched subtrees are
 * shared, not copied. `null` stays `null`; a projection that keeps nothing is `[]`, the real system's empty PHP array
 * (assumption filter-dot-paths).
 */
export function projectObject(value: unknown, type: FilterType, selection: Selection): unknown {
  if (!isContainer(value)) return value;
  const projected = type === 'whitelist' ? keep(value, selection) : remove(value, selection);
  return isEmpty(projected) && !isEmpty(value) ? [] : projected;
}

export type { Selection };
