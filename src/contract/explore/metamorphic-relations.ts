// Relations between the answer to a generated query and the answer to a simpler one: a filtered total never exceeds
// the unfiltered one; a projected object keeps only what the unprojected one holds, and a null stays null.
import { isObject } from '../invariants/answer-kind.js';
import { atAnyTime } from '../kit/canonical.js';

export interface Broken {
  relation: string;
  expected: string;
  received: string;
}

/** Every leaf of `part` is in `whole` at the same path with the same value (lists kept as {"0": …} read as lists). */
export function isPartOf(part: unknown, whole: unknown): boolean {
  if (part === whole) return true;
  if (!isObject(part) && !Array.isArray(part)) return JSON.stringify(part) === JSON.stringify(whole);
  if (whole === null || typeof whole !== 'object') return false;
  const entries = Array.isArray(part) ? part.map((v, i) => [String(i), v] as const) : Object.entries(part);
  return entries.every(([k, v]) => Object.hasOwn(whole, k) && isPartOf(v, (whole as Record<string, unknown>)[k]));
}

export function totalWithinWhole(total: number, wholeTotal: number, query: string): Broken | null {
  return total <= wholeTotal
    ? null
    : {
        relation: 'a filtered total never exceeds the unfiltered one',
        expected: `total ≤ ${wholeTotal} for ${query}`,
        received: `total ${total}`,
      };
}

/** The items of a filtered page against the same page unfiltered: same notifications, each object a part of the original. */
export function projectionOf(
  filtered: readonly Record<string, unknown>[],
  unfiltered: readonly Record<string, unknown>[],
  fields: readonly string[],
): Broken | null {
  const ids = (list: readonly Record<string, unknown>[]) => list.map((n) => n.nmid).join();
  if (ids(filtered) !== ids(unfiltered))
    return {
      relation: 'a projection keeps the notifications',
      expected: 'the same notifications as without the filter',
      received: 'other notifications',
    };
  for (const [i, item] of filtered.entries()) {
    for (const field of fields) {
      const original = unfiltered[i]![field];
      if (original === null && item[field] !== null)
        return {
          relation: 'a filter leaves a null object null',
          expected: `${field} of ${JSON.stringify(item.nmid)} null`,
          received: JSON.stringify(item[field]).slice(0, 120),
        };
      // The two answers came at different moments: what the server renders from "now" may differ (see atAnyTime).
      if (!isPartOf(atAnyTime(item[field]), atAnyTime(original)))
        return {
          relation: 'a projection is a part of the unprojected object',
          expected: `${field} of ${JSON.stringify(item.nmid)} a part of ${JSON.stringify(original).slice(0, 100)}`,
          received: JSON.stringify(item[field]).slice(0, 120),
        };
    }
  }
  return null;
}
