// Notices a live inbox: the same request answered twice, the second list shifted the way new notifications on top
// (or deleted ones) shift it, and the total moved with it. A server that answers one request in two ways otherwise
// (another account's page, another order, another page size) has not moved: that is a defect for the checks to judge.

/** What an answer of the list says about the inbox it pages through. */
export interface Fingerprint {
  total: number;
  pageSize: number;
  currentPage: number;
  ids: readonly string[];
}

/**
 * How `after` moved from `before` (one request answered at two moments), or undefined when it did not move the way a
 * live inbox moves: the same page size and page; new ids only on top (arrivals, or items shifted down from the page
 * before), then ids the first answer had, in its order, then new ids only at the bottom (shifted up from the next page).
 */
export function shiftBetween(before: Fingerprint, after: Fingerprint): string | undefined {
  if (before.pageSize !== after.pageSize || before.currentPage !== after.currentPage) return undefined;
  const old = new Set(before.ids);
  const now = new Set(after.ids);
  let i = 0;
  let top = 0;
  for (; i < after.ids.length && !old.has(after.ids[i]!); i++) top++;
  let last = -1;
  let kept = 0;
  for (; i < after.ids.length && old.has(after.ids[i]!); i++, kept++) {
    const at = before.ids.indexOf(after.ids[i]!);
    if (at <= last) return undefined; // another order, not a shift
    last = at;
  }
  for (; i < after.ids.length && !old.has(after.ids[i]!); i++);
  if (i < after.ids.length) return undefined; // an old id below new ones: not a shift
  if (kept === 0 && before.ids.length > 0 && after.ids.length > 0) return undefined; // another list altogether
  const removed = before.ids.slice(0, last + 1).filter((id) => !now.has(id)).length;
  const moved = after.total - before.total;
  if (top === 0 && removed === 0 && moved === 0) return undefined;
  const how = [
    moved !== 0 ? `total ${before.total} → ${after.total}` : '',
    top > 0 ? `${top} new on top` : '',
    removed > 0 ? `${removed} gone` : '',
  ].filter(Boolean);
  return how.join(', ');
}

/** Most request keys a watch remembers: a run sends far fewer distinct requests. */
const REMEMBERED = 5_000;

export class InboxWatch {
  private readonly seen = new Map<string, Fingerprint>();
  /** Each move noticed: which request, and how its answer moved. */
  readonly moves: string[] = [];

  /** One answer of a request (`key`: its path and headers). */
  see(key: string, fingerprint: Fingerprint, request: string): void {
    const before = this.seen.get(key);
    if (before) {
      const moved = shiftBetween(before, fingerprint);
      if (moved !== undefined) this.moves.push(`${request}: ${moved}`);
    }
    if (before || this.seen.size < REMEMBERED) this.seen.set(key, fingerprint);
  }

  /** Forgets every answer seen: what comes next is the new reference (moves noticed so far stay counted). */
  restart(): void {
    this.seen.clear();
  }
}
