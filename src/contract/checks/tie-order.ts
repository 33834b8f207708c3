// Two lists of notifications compared up to the order of ties: the spec orders by time alone (Endpoints › Notification
// list, Ordering), so items of one datetime may come in one order under one filter and in another under the next
// (ORDER BY created_at without a tie-breaker); one stable order for every query is the real system's (ordering-ties).
import type { Item } from '../kit/page.js';

const dateOf = (item: Item | undefined) => JSON.stringify(item?.datetime ?? null);

/**
 * The same items at the same places, but for items of one datetime (as written) that swap places. The runs of one
 * datetime at either end may be cut by the page or the prefix: there only the datetimes must agree, since the
 * members cut off differ with the order the server gave its ties.
 */
export function sameUpToTies(expected: readonly Item[], received: readonly Item[]): boolean {
  if (expected.length !== received.length) return false;
  if (expected.every((item, i) => item.nmid === received[i]!.nmid)) return true;
  if (!expected.every((item, i) => dateOf(item) === dateOf(received[i]))) return false;
  let start = 0;
  while (start < expected.length) {
    let end = start + 1;
    while (end < expected.length && dateOf(expected[end]) === dateOf(expected[start])) end++;
    const cut = start === 0 || end === expected.length;
    const ids = (list: readonly Item[]) =>
      list
        .slice(start, end)
        .map((i) => String(i.nmid))
        .sort()
        .join('\u0000');
    if (!cut && ids(expected) !== ids(received)) return false;
    start = end;
  }
  return true;
}
