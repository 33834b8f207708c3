// Metamorphic relations between a walk of a query and a walk of the same query narrowed by a filter: what the narrowed
// list must hold at its start and at its end (on a survey, its prefix and suffix), and which feature broke if not.
import type { Item } from '../kit/page.js';
import type { Walk } from '../kit/walk-list.js';
import { shown } from '../kit/check.js';
import { sameUpToTies } from './tie-order.js';

export interface RelationBreak {
  expected: string;
  received: string;
  /** The feature that broke, not the combination it was noticed in. */
  feature: string;
}

const ids = (items: readonly Item[]) => items.map((i) => i.nmid);
const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The whole walk itself is consistent: pages full, no repeats (else a relation would blame the wrong feature). */
export function walkIsConsistent(walk: Walk): boolean {
  if (new Set(ids(walk.items)).size !== walk.items.length) return false;
  return walk.pages.every(
    ({ number, page }) => page.data.list.length === Math.min(15, Math.max(0, walk.total - (number - 1) * 15)),
  );
}

export interface Filter {
  /** e.g. "types filter", "status filter". */
  name: string;
  keep: (item: Item) => boolean;
}

/**
 * `narrow` must be `whole` narrowed by every filter: its first items are the kept items of whole's first items, and its
 * last items the kept items of whole's last ones. A stray item names the filter it slipped through.
 */
export function narrowedBy(whole: Walk, narrow: Walk, filters: readonly Filter[], query: string): RelationBreak | null {
  const keep = (item: Item) => filters.every((f) => f.keep(item));
  const filterName = filters.map((f) => f.name).join(' with the ');
  for (const filter of filters) {
    const stray = narrow.items.find((item) => !filter.keep(item));
    if (stray)
      return {
        expected: `only items the ${filter.name} keeps (${query})`,
        received: `nmid ${shown(stray.nmid)} (type ${shown(stray.type)}, readStatus ${shown(stray.readStatus)})`,
        feature: `the ${filter.name}${filters.length > 1 ? ` (with ${query})` : ''}`,
      };
  }
  if (!walkIsConsistent(whole))
    return {
      expected: `the unfiltered list paged consistently (full pages, no repeats) to compare ${query} with`,
      received: 'pages of the unfiltered list repeat or lack items',
      feature: 'paging',
    };
  if (whole.complete) {
    const expected = whole.items.filter(keep);
    if (narrow.total !== expected.length) {
      // A narrowed list that pages consistently to its own total: the filter picked the wrong notifications.
      const selfConsistent = narrow.complete && narrow.items.length === narrow.total;
      const missing = ids(expected).find((id) => !ids(narrow.items).includes(id));
      const received = `total ${narrow.total}${selfConsistent && missing !== undefined ? `, without nmid ${shown(missing)}` : ''}`;
      const feature = !selfConsistent
        ? `pagination.total with the ${filterName}`
        : narrow.total < expected.length
          ? `the ${filterName} drops notifications`
          : `the ${filterName} adds notifications`;
      return {
        expected: `total ${expected.length} for ${query} (the unfiltered list holds ${expected.length} such items)`,
        received,
        feature,
      };
    }
  }
  for (const [end, wholeEnd, narrowEnd] of [
    ['first', whole.prefix, narrow.prefix],
    ['last', whole.suffix, narrow.suffix],
  ] as const) {
    const keptItems = wholeEnd.filter(keep);
    const n = Math.min(keptItems.length, narrowEnd.length);
    const ends = (list: readonly Item[]) => (end === 'first' ? list.slice(0, n) : list.slice(list.length - n));
    const [expected, received] = [ids(ends(keptItems)), ids(ends(narrowEnd))];
    // Ties of one datetime may come in another order under a filter (the spec orders by time alone).
    if (!same(expected, received) && !sameUpToTies(ends(keptItems), ends(narrowEnd))) {
      const missing = expected.find((id) => !received.includes(id));
      return {
        expected: `the ${end} ${n} items of ${query} = the ${end} items of the unfiltered list that the ${filterName} keeps, in order (ties of one datetime in any order)`,
        received:
          missing !== undefined
            ? `nmid ${shown(missing)} missing`
            : `the same items in another order (first difference at ${expected.findIndex((id, i) => received[i] !== id) + 1})`,
        feature: missing !== undefined ? `the ${filterName} drops notifications` : `ordering with the ${filterName}`,
      };
    }
  }
  return null;
}
