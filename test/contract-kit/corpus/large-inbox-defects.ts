// Blind spot 4: bugs deep in a long inbox (1,500 notifications: 100 pages of 15), where walking every page is too
// costly and the kit surveys first, evenly spaced and last pages instead; and datetimes in formats beyond the usual.
import type { Stored } from '../independent-server/inbox.js';
import { afterPaging, corpusDefect } from './corpus-defect.js';

const LARGE = { inboxSize: 1500, seed: 11 } as const;

export const largeInboxDefects = [
  corpusDefect({
    name: 'oldItemsSortedAscending',
    breaks: 'past item 900 the order flips to oldest first (a second index used for old rows)',
    killedBy: 'listIsNewestFirst',
    blindSpot: 4,
    choices: LARGE,
    defect: (c) => ({
      order: (items) => {
        const sorted = c.order(items);
        return [...sorted.slice(0, 900), ...sorted.slice(900).reverse()];
      },
    }),
  }),
  corpusDefect({
    name: 'offsetCappedAtPage50',
    breaks: 'the offset is capped at 49 pages: every page after 50 repeats page 50',
    killedBy: 'pagesDoNotOverlap',
    blindSpot: 4,
    choices: LARGE,
    defect: (c) => ({
      paginate(items: readonly Stored[], q) {
        const p = c.paginate(items, q);
        if (!('kind' in p) && q.page > 50) {
          const start = 49 * q.pageSize;
          p.items = items.slice(start, start + q.pageSize);
        }
        return p;
      },
    }),
  }),
  corpusDefect({
    name: 'oldUnreadCountedAsRead',
    breaks: 'the status filter treats notifications older than a year as read',
    killedBy: 'statusSplitsTheWholeIntoUnreadAndRead',
    blindSpot: 4,
    choices: LARGE,
    defect: (c) => ({
      select: (inbox, q) =>
        q.status === null
          ? c.select(inbox, q)
          : c
              .select(inbox, { ...q, status: null })
              .filter((n) => (n.readStatus || n.createdAt < Date.parse('2025-11-22T00:00:00Z')) === q.status),
    }),
  }),
  corpusDefect({
    name: 'unreadTotalCappedAt300',
    breaks: 'the unread total is capped at 300 (a badge cap leaking into the API)',
    killedBy: 'statusSplitsTheWholeIntoUnreadAndRead',
    blindSpot: 4,
    choices: LARGE,
    defect: afterPaging(
      (p, q) => q.status === false && !q.types && (p.pagination.total = Math.min(p.pagination.total, 300)),
    ),
  }),
  corpusDefect({
    name: 'typeTotalsCappedAt100',
    breaks: 'totals of a types filter are capped at 100',
    killedBy: 'perTypeTotalsAddUpToTheWhole',
    blindSpot: 4,
    choices: LARGE,
    defect: afterPaging((p, q) => q.types && (p.pagination.total = Math.min(p.pagination.total, 100))),
  }),
  corpusDefect({
    name: 'rfc2822SortedAsText',
    breaks: 'RFC 2822 datetimes sorted as text ("Mon, …" before "Sun, …")',
    killedBy: 'listIsNewestFirst',
    blindSpot: 4,
    choices: { datetime: 'rfc2822' },
    defect: (c) => ({
      order: (items) =>
        c
          .order(items)
          .sort((a, b) => (new Date(a.createdAt).toUTCString() < new Date(b.createdAt).toUTCString() ? 1 : -1)),
    }),
  }),
  corpusDefect({
    name: 'phpDatesSortedAsText',
    breaks: 'm/d/Y datetimes sorted as text: December of last year before January',
    killedBy: 'listIsNewestFirst',
    blindSpot: 4,
    defect: (c) => ({
      order: (items) => {
        const key = (n: Stored) => {
          const d = new Date(n.createdAt);
          return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
        };
        return c.order(items).sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
      },
    }),
  }),
];
