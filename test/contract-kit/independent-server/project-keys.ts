// This implementation's whitelist / blacklist by dot paths (its own code, written from the spec: dot notation reaches
// into nested objects and lists by index). A null object stays null.
import type { Json } from './subjects.js';

type Container = Json | unknown[];
const isContainer = (v: unknown): v is Container => v !== null && typeof v === 'object';
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function childOf(container: Container, key: string): unknown {
  if (Array.isArray(container)) return /^\d+$/.test(key) ? container[Number(key)] : undefined;
  return Object.hasOwn(container, key) ? container[key] : undefined;
}

/** Copies the value at `path` from `source` into `target`, creating the containers on the way. */
function copyPath(source: Container, target: Container, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || UNSAFE.has(head)) return;
  const value = childOf(source, head);
  if (value === undefined) return;
  const slot = target as Record<string, unknown>;
  if (rest.length === 0) slot[head] = structuredClone(value);
  else if (isContainer(value)) {
    slot[head] ??= Array.isArray(value) ? [] : {};
    copyPath(value, slot[head] as Container, rest);
  }
}

/** Lists whose kept indexes are not 0…n−1 become objects keyed by index (as PHP encodes them). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    const entries = Object.entries(value);
    const dense = entries.every(([k], i) => k === String(i));
    return dense ? value.map(compact) : Object.fromEntries(entries.map(([k, v]) => [k, compact(v)]));
  }
  if (isContainer(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

function removePath(target: Container, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || UNSAFE.has(head)) return;
  if (rest.length === 0) {
    if (Array.isArray(target)) target.splice(Number(head), 1);
    else delete target[head];
    return;
  }
  const child = childOf(target, head);
  if (isContainer(child)) removePath(child, rest);
}

export function project(object: Json | null, mode: 'whitelist' | 'blacklist', paths: readonly string[][]): Json | null {
  if (object === null) return null;
  if (mode === 'whitelist') {
    const out: Json = {};
    for (const path of paths) copyPath(object, out, path);
    return compact(out) as Json;
  }
  const copy = structuredClone(object);
  for (const path of paths) removePath(copy, path);
  return copy;
}
