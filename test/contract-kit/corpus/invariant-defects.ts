// Blind spot 2: rules that hold for every answer, broken only on answers no dedicated check looked at (later pages,
// filtered queries, some sizes), or state that leaks from one request into the next.
import type { Stored } from '../independent-server/inbox.js';
import { afterPaging, corpusDefect, onEachItem, onQuery, onWire } from './corpus-defect.js';

const filtered = (raw: URLSearchParams) => raw.has('types') || raw.has('status');

export const invariantDefects = [
  corpusDefect({
    name: 'listsSentAsHtml',
    breaks: 'list answers with Content-Type text/html',
    killedBy: 'everyListAnswerIsDeclaredJson',
    blindSpot: 2,
    defect: onWire((w) => (w.headers['content-type'] = 'text/html; charset=utf-8')),
  }),
  corpusDefect({
    name: 'filteredListsWithoutContentType',
    breaks: 'no Content-Type on filtered list answers',
    killedBy: 'everyListAnswerIsDeclaredJson',
    blindSpot: 2,
    defect: onWire((w, r) => filtered(r.query) && delete w.headers['content-type']),
  }),
  corpusDefect({
    name: 'byteOrderMarkBeforeJson',
    breaks: 'list answers start with a UTF-8 byte-order mark',
    killedBy: 'everyListAnswerIsJsonWithoutByteOrderMark',
    blindSpot: 2,
    defect: onWire((w) => (w.body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), w.body]))),
  }),
  corpusDefect({
    name: 'lastPageFromTheUnfilteredTotal',
    breaks: 'lastPage of a filtered query computed from the unfiltered total',
    killedBy: 'lastPageIsTotalOverPageSizeRoundedUp',
    blindSpot: 2,
    defect: (c) => ({
      paginate(items, q) {
        const p = c.paginate(items, q);
        if (!('kind' in p) && (q.types || q.status !== null)) p.pagination.lastPage = Math.ceil(120 / q.pageSize);
        return p;
      },
    }),
  }),
  corpusDefect({
    name: 'pageSizeAlwaysSaysFifteen',
    breaks: 'pagination.pageSize is 15 whatever was applied',
    killedBy: 'pageSizeEchoesTheAppliedPageSize',
    blindSpot: 2,
    defect: afterPaging((p) => (p.pagination.pageSize = 15)),
  }),
  corpusDefect({
    name: 'currentPageCountsFromZero',
    breaks: 'currentPage is page − 1',
    killedBy: 'currentPageEchoesTheRequestedPage',
    blindSpot: 2,
    defect: afterPaging((p) => (p.pagination.currentPage -= 1)),
  }),
  corpusDefect({
    name: 'typesIgnoredAfterPageOne',
    breaks: 'types ignored on pages after the first',
    killedBy: 'everyItemIsOfTheRequestedTypes',
    blindSpot: 2,
    defect: onQuery((q) => (q.page > 1 ? { ...q, types: null } : q)),
  }),
  corpusDefect({
    name: 'statusIgnoredAfterPageOne',
    breaks: 'status ignored on pages after the first',
    killedBy: 'everyItemHasTheRequestedStatus',
    blindSpot: 2,
    defect: onQuery((q) => (q.page > 1 ? { ...q, status: null } : q)),
  }),
  corpusDefect({
    name: 'oneItemTooManyWithStatus',
    breaks: 'pages of a status filter hold pageSize + 1 items',
    killedBy: 'everyPageHoldsAtMostPageSizeItems',
    blindSpot: 2,
    defect: (c) => ({
      paginate(items: readonly Stored[], q) {
        const p = c.paginate(items, q);
        if (!('kind' in p) && q.status !== null)
          p.items = items.slice((q.page - 1) * q.pageSize, q.page * q.pageSize + 1);
        return p;
      },
    }),
  }),
  corpusDefect({
    name: 'typePagesDropTheirLastItem',
    breaks: 'pages of a types filter lose their last item (total unchanged)',
    killedBy: 'everyPageHoldsAllItsItems',
    blindSpot: 2,
    defect: afterPaging((p, q) => q.types && p.items.length > 1 && p.items.pop()),
  }),
  corpusDefect({
    name: 'defaultPageSizeSticks',
    breaks: 'the last pageSize asked becomes the default (kept in a module variable)',
    killedBy: 'defaultPageIsTheSameAfterEveryOtherRequest',
    blindSpot: 2,
    defect: (c) => {
      let remembered = 15;
      return {
        readQuery(raw) {
          const q = c.readQuery(raw);
          if ('kind' in q) return q;
          if (raw.has('pageSize')) remembered = q.pageSize;
          else q.pageSize = remembered;
          return q;
        },
      };
    },
  }),
  corpusDefect({
    name: 'blacklistEditsTheStoredObjects',
    breaks: 'blacklist deletes keys from the stored objects (no copy): later answers lose them',
    killedBy: 'defaultPageIsTheSameAfterEveryOtherRequest',
    blindSpot: 2,
    defect: (c) => ({
      project: (object, filter) => {
        if (filter.mode !== 'blacklist' || !object) return c.project(object, filter);
        for (const p of filter.paths) if (p.length === 1) delete object[p[0]!];
        return c.project(object, filter);
      },
    }),
  }),
  corpusDefect({
    name: 'typeAsStringWithStatus',
    breaks: 'type sent as a string ("3") when status is given',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 2,
    defect: onEachItem((n, q) => q.status !== null && (n.type = String(n.type))),
  }),
];
