// Two values in a failure, shown where they differ: when either is too long to show whole, the path of their first
// difference and the two values there, not two prefixes cut at the same length that read the same.
import { isObject } from '../invariants/answer-kind.js';
import { sameJson } from './canonical.js';
import { shown } from './check.js';

export interface Difference {
  /** e.g. `actionInfo.author.roles[0].rid`; the root's own name when they differ as a whole. */
  path: string;
  expected: unknown;
  received: unknown;
}

const step = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/** The first place two JSON values differ (object keys in sorted order, list items by index), or none. */
export function differenceOf(expected: unknown, received: unknown, path = ''): Difference | undefined {
  if (sameJson(expected, received)) return undefined;
  if (Array.isArray(expected) && Array.isArray(received)) {
    for (let i = 0; i < Math.max(expected.length, received.length); i++) {
      const found = differenceOf(expected[i], received[i], step(path, i));
      if (found) return found;
    }
  }
  if (isObject(expected) && isObject(received)) {
    for (const key of [...new Set([...Object.keys(expected), ...Object.keys(received)])].sort()) {
      const found = differenceOf(expected[key], received[key], step(path, key));
      if (found) return found;
    }
  }
  return { path, expected, received };
}

/**
 * Expected and received as failure lines show them: whole when both fit in `max` characters, else each as
 * `<value cut> · at <path>: <the value there>`, so the lines show where they differ.
 */
export function shownApart(expected: unknown, received: unknown, max = 160, root = ''): [string, string] {
  const [e, r] = [shown(expected, Infinity), shown(received, Infinity)];
  if (e.length <= max && r.length <= max) return [e, r];
  const difference = differenceOf(expected, received, root);
  if (!difference) return [shown(expected, max), shown(received, max)];
  const at = difference.path === '' ? 'the whole value' : difference.path.replace(/^\./, '');
  const lead = Math.max(40, max - 80);
  return [
    `${shown(expected, lead)} · at ${at}: ${shown(difference.expected, 80)}`,
    `${shown(received, lead)} · at ${at}: ${shown(difference.received, 80)}`,
  ];
}
