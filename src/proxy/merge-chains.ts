// Orders items seen in several newest-first sequences (pages of the whole list, pages of a filtered list) into one
// list consistent with every sequence: a topological merge; items no sequence relates go newest first by their time
// when it is known, else in the order first seen.

/**
 * `chains`: each an ordered list of ids (an id may appear in several chains). Returns every id once, each chain's
 * order kept where the chains agree; where they contradict each other (the list changed while it was paged), the
 * id seen first wins. `timeOf`: an id's instant, to place ids no chain orders (newest first).
 */
export function mergeChains(
  chains: readonly (readonly string[])[],
  timeOf: (id: string) => number | null = () => null,
): string[] {
  const firstSeen = new Map<string, number>();
  const after = new Map<string, Set<string>>();
  const pending = new Map<string, number>();
  for (const chain of chains) {
    for (let i = 0; i < chain.length; i++) {
      const id = chain[i]!;
      if (!firstSeen.has(id)) {
        firstSeen.set(id, firstSeen.size);
        pending.set(id, 0);
        after.set(id, new Set());
      }
      const previous = chain[i - 1];
      if (previous !== undefined && previous !== id && !after.get(previous)!.has(id)) {
        after.get(previous)!.add(id);
        pending.set(id, pending.get(id)! + 1);
      }
    }
  }
  const order: string[] = [];
  const done = new Set<string>();
  // Ready ids by first-seen rank: a sorted array is enough (ids become ready in roughly increasing rank).
  const ready = [...firstSeen.keys()].filter((id) => pending.get(id) === 0);
  const time = new Map([...firstSeen.keys()].map((id) => [id, timeOf(id) ?? -Infinity]));
  const byRank = (a: string, b: string) => time.get(b)! - time.get(a)! || firstSeen.get(a)! - firstSeen.get(b)!;
  ready.sort(byRank);
  const remaining = [...firstSeen.keys()];
  let cursor = 0;
  while (order.length < firstSeen.size) {
    let id = ready.shift();
    if (id === undefined) {
      // A contradiction (a cycle): release the earliest-seen id not placed yet.
      while (done.has(remaining[cursor]!)) cursor++;
      id = remaining[cursor]!;
    }
    if (done.has(id)) continue;
    done.add(id);
    order.push(id);
    for (const next of after.get(id)!) {
      const left = pending.get(next)! - 1;
      pending.set(next, left);
      if (left === 0 && !done.has(next)) {
        const at = ready.findIndex((r) => byRank(next, r) < 0);
        ready.splice(at < 0 ? ready.length : at, 0, next);
      }
    }
  }
  return order;
}
