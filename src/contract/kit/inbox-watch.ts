// Notices a live inbox: the same request answered twice, the second list shifted the way new notifications on top
// (or deleted ones, or ones read meanwhile) shift it, and the total moved with it. A server that answers one request
// in two ways otherwise (another account's page, another order, another page size) has not moved: that is a defect
// for the checks to judge.

/** What an answer of the list says about the inbox it pages through. */
export interface Fingerprint {
  total: number;
  pageSize: number;
  currentPage: number;
  ids: readonly string[];
  /** Each item's readStatus, beside its id: a notification read meanwhile moves the inbox too. */
  read?: readonly (boolean | undefined)[];
  /** The list is filtered by read status (status=0 or 1): reading a notification moves it in or out anywhere. */
  byStatus?: boolean;
  /** Each item's datetime as written: an arrival of the same second as the item above it may sit below it (ties). */
  times?: readonly (string | undefined)[];
}

/**
 * How `after` moved from `before` (one request answered at two moments), or undefined when it did not move the way a
 * live inbox moves: the same page size and page; new ids only on top (arrivals, or items shifted down from the page
 * before), then ids the first answer had, in its order, then new ids only at the bottom (shifted up from the next page).
 * New ids between old ones only in a list filtered by read status, when its total grew: a notification marked unread
 * again joins the unread list where its time puts it (or read, the read list).
 */
export function shiftBetween(before: Fingerprint, after: Fingerprint): string | undefined {
  if (before.pageSize !== after.pageSize || before.currentPage !== after.currentPage) return undefined;
  const old = new Set(before.ids);
  const now = new Set(after.ids);
  let top = 0;
  let between = 0;
  let sinceKept = 0;
  let last = -1;
  let kept = 0;
  let read = 0;
  let untied = 0; // new ids between old ones, not of the second of the item above them
  let untiedSinceKept = 0;
  for (const [i, id] of after.ids.entries()) {
    if (!old.has(id)) {
      if (kept === 0) top++;
      else {
        sinceKept++;
        if (!tiedWithTheOneAbove(after, i)) untiedSinceKept++;
      }
      continue;
    }
    const at = before.ids.indexOf(id);
    if (at <= last) return undefined; // another order, not a shift
    [last, kept, between, sinceKept] = [at, kept + 1, between + sinceKept, 0];
    [untied, untiedSinceKept] = [untied + untiedSinceKept, 0];
    const [was, is] = [before.read?.[at], after.read?.[i]];
    if (was !== undefined && is !== undefined && was !== is) read++;
  }
  const moved = after.total - before.total;
  // An old id below new ones: not a shift, unless reading moved them (a status list) or they arrived in a second the
  // page already holds, after the ties listed before them (the spec orders by time alone).
  const arrivedAmongTies = moved > 0 && untied === 0;
  if (between > 0 && !(after.byStatus === true && moved > 0) && !arrivedAmongTies) return undefined;
  if (kept === 0 && before.ids.length > 0 && after.ids.length > 0) return undefined; // another list altogether
  const removed = before.ids.slice(0, last + 1).filter((id) => !now.has(id)).length;
  if (top === 0 && removed === 0 && moved === 0 && read === 0) return undefined;
  const how = [
    moved !== 0 ? `total ${before.total} → ${after.total}` : '',
    top > 0 ? `${top} new on top` : '',
    between > 0 ? `${between} new between` : '',
    removed > 0 ? `${removed} gone` : '',
    read > 0 ? `${read} read or unread again` : '',
  ].filter(Boolean);
  return how.join(', ');
}

/** The item at `i` has the datetime, as written, of the item above it: the two are ties of one second. */
const tiedWithTheOneAbove = (page: Fingerprint, i: number): boolean =>
  i > 0 && page.times?.[i] !== undefined && page.times[i] === page.times[i - 1];

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
