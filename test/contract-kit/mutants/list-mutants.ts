// Mutants of the notification list's paging, filters and per-type rules.
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { mutant, onItems, onList, onListRequest } from './mutant.js';

const pageSizeOf = (q: URLSearchParams) => Number(q.get('pageSize') || 15);
const pageOf = (q: URLSearchParams) => Number(q.get('page') || 1);

export const listMutants = [
  mutant({
    name: 'messageSuccess',
    breaks: 'message "Success" (the real system\'s word) instead of "ok"',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    alteration: {
      answer: (a, r) =>
        r.path === NOTIFICATION_LIST_PATH && (a.body as { code?: number }).code === 0
          ? { ...a, body: { ...(a.body as object), message: 'Success' } }
          : a,
    },
  }),
  mutant({
    name: 'defaultPageSizeTen',
    breaks: 'pageSize defaults to 10',
    killedBy: 'defaultsArePageOneOfFifteen',
    alteration: { request: onListRequest((r) => !r.query.get('pageSize') && r.query.set('pageSize', '10')) },
  }),
  mutant({
    name: 'newestLast',
    breaks: 'each page oldest first',
    killedBy: 'listIsNewestFirst',
    alteration: { answer: onList((d) => d.list.reverse()) },
  }),
  mutant({
    name: 'lastItemMissing',
    breaks: 'the last notification is never served (total unchanged)',
    killedBy: 'walkingEveryPageYieldsTotalDistinctItems',
    alteration: {
      answer: onList(
        (d, r) => pageOf(r.query) * pageSizeOf(r.query) >= d.pagination.total && d.list.length > 0 && d.list.pop(),
      ),
    },
  }),
  mutant({
    name: 'overlappingPages',
    breaks: "pages start one item early, repeating the previous page's last",
    killedBy: 'pagesDoNotOverlap',
    alteration: {
      answer: onList(async (d, r, upstream) => {
        const page = pageOf(r.query);
        if (page < 2 || d.list.length === 0) return;
        const query = new URLSearchParams(r.query);
        query.set('page', String(page - 1));
        const previous = await upstream({ ...r, query });
        const last = (previous.body as { data: { list: unknown[] } }).data.list.at(-1);
        d.list = [last, ...d.list.slice(0, -1)];
      }),
    },
  }),
  mutant({
    name: 'lastPageOffByOne',
    breaks: 'lastPage one too many',
    killedBy: 'lastPageIsTotalOverPageSizeRoundedUp',
    alteration: { answer: onList((d) => (d.pagination.lastPage += 1)) },
  }),
  mutant({
    name: 'pageIgnoredBelowFifteen',
    breaks: 'page ignored when pageSize is not 15',
    killedBy: 'smallerPagesSliceTheLargerOnes',
    alteration: { request: onListRequest((r) => pageSizeOf(r.query) !== 15 && r.query.delete('page')) },
  }),
  mutant({
    name: 'pageBeyondLastRepeatsTheLastPage',
    breaks: 'a page beyond the last repeats the last page',
    killedBy: 'pageBeyondTheLastReturnsNoItems',
    alteration: {
      answer: onList(async (d, r, upstream) => {
        if (d.list.length > 0 || d.pagination.total === 0) return;
        const query = new URLSearchParams(r.query);
        query.set('page', String(d.pagination.lastPage));
        d.list = ((await upstream({ ...r, query })).body as { data: { list: unknown[] } }).data.list;
      }),
    },
  }),
  mutant({
    name: 'oneTypeIgnored',
    breaks: 'types=8 ignored (all types answered)',
    killedBy: 'typesFilterReturnsOnlyThoseTypes',
    alteration: {
      request: onListRequest(
        (r) =>
          r.query.has('types') &&
          r.query.set(
            'types',
            r.query
              .get('types')!
              .split(',')
              .filter((t) => t !== '8')
              .join(','),
          ),
      ),
    },
  }),
  mutant({
    name: 'totalsUnfiltered',
    breaks: 'pagination.total ignores the types filter',
    killedBy: 'perTypeTotalsAddUpToTheWhole',
    alteration: {
      answer: onList(async (d, r, upstream) => {
        if (!r.query.get('types')) return;
        const query = new URLSearchParams(r.query);
        query.delete('types');
        const whole = ((await upstream({ ...r, query })).body as { data: { pagination: { total: number } } }).data
          .pagination.total;
        d.pagination.total = whole;
        d.pagination.lastPage = Math.max(Math.ceil(whole / d.pagination.pageSize), 1);
      }),
    },
  }),
  mutant({
    name: 'onlyFirstOfSeveralTypes',
    breaks: 'types=a,b answers only a',
    killedBy: 'severalTypesAtOnceReturnTheirUnion',
    alteration: {
      request: onListRequest((r) => r.query.has('types') && r.query.set('types', r.query.get('types')!.split(',')[0]!)),
    },
  }),
  mutant({
    name: 'statusInverted',
    breaks: 'status=0 answers the read ones and 1 the unread',
    killedBy: 'statusSplitsTheWholeIntoUnreadAndRead',
    alteration: {
      request: onListRequest(
        (r) =>
          r.query.has('status') &&
          r.query.set(
            'status',
            r.query.get('status') === '0' ? '1' : r.query.get('status') === '1' ? '0' : r.query.get('status')!,
          ),
      ),
    },
  }),
  mutant({
    name: 'statusDroppedWithTypes',
    breaks: 'status ignored when types is given',
    killedBy: 'typesAndStatusCombine',
    alteration: { request: onListRequest((r) => r.query.get('types') && r.query.delete('status')) },
  }),
  mutant({
    name: 'commentsWithoutCid',
    breaks: 'type 8 without contentFsid',
    killedBy: 'commentsCarryTheCommentCid',
    alteration: { answer: onItems((n) => n.type === 8 && (n.contentFsid = null)) },
  }),
  mutant({
    name: 'quotesWithoutPid',
    breaks: 'type 9 without contentFsid',
    killedBy: 'quotesCarryAPostPid',
    alteration: { answer: onItems((n) => n.type === 9 && (n.contentFsid = '')) },
  }),
  mutant({
    name: 'quotesTargetingAHashtag',
    breaks: 'type 9 with actionTarget 3 (a hashtag: neither reading of the spec)',
    killedBy: 'quotesFollowOneReadingOfTheSpec',
    alteration: { answer: onItems((n) => n.type === 9 && (n.actionTarget = 3)) },
  }),
  mutant({
    name: 'quotesCarryAPlace',
    breaks: "type 9 with actionTarget 4 read by the table: a place in actionInfo (a post's geotag), not a post",
    killedBy: 'quotesCarryAPostInActionInfo',
    alteration: {
      // Unfiltered answers only: a filtered actionInfo is the filter checks' to judge.
      answer: onList((data, request) => {
        if (request.query.has('filterInfoType')) return;
        const list = data.list as Record<string, any>[];
        const place = list.map((n) => n.actionInfo?.geotag).find((g) => g) ?? { gtid: 'gt000001', name: 'Harbour' };
        for (const n of list.filter((x) => x.type === 9)) Object.assign(n, { actionTarget: 4, actionInfo: place });
      }),
    },
  }),
  mutant({
    name: 'readStatusAsNumber',
    breaks: 'readStatus 0/1 instead of a Boolean',
    killedBy: 'everyListAnswerMatchesTheSchema',
    alteration: { answer: onItems((n) => (n.readStatus = n.readStatus ? 1 : 0)) },
  }),
];
