// Blind spot 15: defects written by an outside evaluator, described nowhere before they were planted: paging and
// totals, ordering, serializers, projections and credentials as real backends get them wrong.
import { accountsOf } from '../independent-server/accounts.js';
import type { Stored } from '../independent-server/inbox.js';
import { afterPaging, corpusDefect } from './corpus-defect.js';

/** The correct order: newest first, ties by nmid. */
const newestFirst = (a: Stored, b: Stored) => b.createdAt - a.createdAt || (a.nmid < b.nmid ? -1 : 1);

export const unnamedListDefects = [
  corpusDefect({
    name: 'totalCountsOnlyUnread',
    breaks: 'total (and lastPage) of the default list from the unread badge counter',
    killedBy: 'walkingEveryPageYieldsTotalDistinctItems',
    blindSpot: 15,
    defect: (c) => ({
      paginate(items, q) {
        const p = c.paginate(items, q);
        if (!('kind' in p) && q.status === null && q.types === null) {
          const unread = items.filter((n) => !n.readStatus).length;
          p.pagination.total = unread;
          p.pagination.lastPage = Math.max(1, Math.ceil(unread / q.pageSize));
        }
        return p;
      },
    }),
  }),
  corpusDefect({
    name: 'typesTotalIsTheWholeInbox',
    breaks: 'total of a types filter counts the whole inbox (the COUNT query forgets the WHERE on type)',
    killedBy: 'everyPageHoldsAllItsItems',
    blindSpot: 15,
    defect: (c) => {
      let whole = 0;
      return {
        select(inbox, q) {
          whole = inbox.length;
          return c.select(inbox, q);
        },
        paginate(items, q) {
          const p = c.paginate(items, q);
          if (!('kind' in p) && q.types) {
            p.pagination.total = whole;
            p.pagination.lastPage = Math.max(1, Math.ceil(whole / q.pageSize));
          }
          return p;
        },
      };
    },
  }),
  corpusDefect({
    name: 'typesFilteredAfterPaging',
    breaks: 'the types filter applied to each page after LIMIT/OFFSET: short pages, total right',
    killedBy: 'everyPageHoldsAllItsItems',
    blindSpot: 15,
    defect: (c) => ({
      select: (inbox, q) => c.select(inbox, { ...q, types: null }),
      paginate(items, q) {
        const kept = items.filter((n) => q.types === null || q.types.has(n.type));
        const p = c.paginate(kept, q);
        if ('kind' in p || q.types === null) return p;
        const start = (q.page - 1) * q.pageSize;
        return {
          ...p,
          items: [...items]
            .sort(newestFirst)
            .slice(start, start + q.pageSize)
            .filter((n) => q.types!.has(n.type)),
        };
      },
    }),
  }),
  corpusDefect({
    name: 'sortedByNmid',
    breaks: 'ORDER BY nmid DESC (ids thought to grow with time; they are random strings)',
    killedBy: 'listIsNewestFirst',
    blindSpot: 15,
    defect: () => ({ order: (items) => items.sort((a, b) => (a.nmid < b.nmid ? 1 : -1)) }),
  }),
  corpusDefect({
    name: 'tiesOrderedDifferentlyPerPage',
    breaks:
      'ORDER BY created_at without a tie-breaker: items of the same second swap places between queries of other offsets',
    killedBy: 'smallerPagesSliceTheLargerOnes',
    blindSpot: 15,
    defect: (c) => ({
      paginate: (items, q) =>
        c.paginate(
          q.page % 2 === 0 ? [...items].sort((a, b) => b.createdAt - a.createdAt || (a.nmid < b.nmid ? 1 : -1)) : items,
          q,
        ),
    }),
  }),
  corpusDefect({
    name: 'unreadOldestFirst',
    breaks: 'the unread query (status=0) sorts ascending',
    killedBy: 'statusSplitsTheWholeIntoUnreadAndRead',
    blindSpot: 15,
    defect: (c) => ({ paginate: (items, q) => c.paginate(q.status === false ? [...items].reverse() : items, q) }),
  }),
  corpusDefect({
    name: 'typePagesOldestFirstWithin',
    breaks: 'each page of a types filter oldest first (a UNION re-sorted ascending)',
    killedBy: 'severalTypesAtOnceReturnTheirUnion',
    blindSpot: 15,
    defect: afterPaging((p, q) => q.types && p.items.reverse()),
  }),
  corpusDefect({
    name: 'readTotalCountsEverything',
    breaks: 'total of status=1 counts read and unread (the count ignores the status)',
    killedBy: 'everyPageHoldsAllItsItems',
    blindSpot: 15,
    defect: (c) => {
      let all = 0;
      return {
        select(inbox, q) {
          all = c.select(inbox, { ...q, status: null }).length;
          return c.select(inbox, q);
        },
        paginate(items, q) {
          const p = c.paginate(items, q);
          if (!('kind' in p) && q.status === true) {
            p.pagination.total = all;
            p.pagination.lastPage = Math.ceil(all / q.pageSize);
          }
          return p;
        },
      };
    },
  }),
  corpusDefect({
    name: 'otherAccountOnPageThree',
    breaks:
      'page 3 of 15 ends with two notifications of the other account (an OR in the WHERE clause without parentheses)',
    killedBy: 'twoAccountsShareNoNotification',
    blindSpot: 15,
    defect: (c, choices) => {
      const other = [...accountsOf(choices)[1]!.inbox].filter((n) => n.type >= 3).sort(newestFirst);
      return {
        paginate(items, q) {
          const p = c.paginate(items, q);
          if (!('kind' in p) && q.page === 3 && p.items.length >= 2) p.items.splice(-2, 2, ...other.slice(0, 2));
          return p;
        },
      };
    },
  }),
  corpusDefect({
    name: 'deletedActorsDroppedAfterCounting',
    breaks: 'notifications whose actor was deleted are counted, then dropped from the page (a join after the count)',
    killedBy: 'everyPageHoldsAllItsItems',
    blindSpot: 15,
    defect: afterPaging((p) => {
      p.items = p.items.filter((n) => !(n.actionUser !== null && n.nmid.charCodeAt(4) % 7 === 0));
    }),
  }),
];
