// Mutants that keep to the spec but leave one of the real system's choices: only --strict catches them.
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { mutant, onItems, onList, onListRequest } from './mutant.js';

type Json = Record<string, any>;

/** `m/d/Y H:i:s` (the English dateFormat) as ISO 8601. */
const toIso = (text: string) => {
  const match = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d:\d\d)$/.exec(text);
  return match ? `${match[3]}-${match[1]}-${match[2]}T${match[4]}Z` : text;
};

export const assumedMutants = [
  mutant({
    name: 'authCodesGeneric',
    breaks: 'every auth error is code 40100',
    killedBy: 'authErrorsUseTheRealSystemCodes',
    alteration: {
      answer: (a, r) =>
        r.path === NOTIFICATION_LIST_PATH && String((a.body as Json).code).startsWith('31')
          ? { ...a, body: { ...(a.body as Json), code: 40100 } }
          : a,
    },
  }),
  mutant({
    name: 'invalidStatusIgnored',
    breaks: 'status=2 answered as "all"',
    killedBy: 'invalidParametersAreRejectedWith10000',
    alteration: {
      request: onListRequest(
        (r) => r.query.has('status') && !['0', '1'].includes(r.query.get('status')!) && r.query.delete('status'),
      ),
    },
  }),
  mutant({
    name: 'pageSizeCappedSilently',
    breaks: 'pageSize above 30 clamped to 30',
    killedBy: 'pageSizeAboveThirtyIsRejected',
    alteration: {
      request: onListRequest((r) => Number(r.query.get('pageSize')) > 30 && r.query.set('pageSize', '30')),
    },
  }),
  mutant({
    name: 'pageBeyondLastIsAnError',
    breaks: 'a page beyond the last is a 10000 error (the spec allows it)',
    killedBy: 'pageBeyondLastKeepsTotalAndEchoesPage',
    alteration: {
      answer: (a, r) => {
        const data = (a.body as Json).data as Json | null;
        if (r.path !== NOTIFICATION_LIST_PATH || !data?.list || data.list.length > 0 || data.pagination.total === 0)
          return a;
        return { status: 200, body: { code: 10000, message: 'page is beyond the last page', data: null } };
      },
    },
  }),
  mutant({
    name: 'emptyResultHasLastPageZero',
    breaks: 'lastPage 0 for an empty result (in a world of 5)',
    killedBy: 'lastPageOfAnEmptyResultIsOne',
    mock: { notifications: 5 },
    alteration: {
      answer: onList((d) => {
        if (d.pagination.total === 0) d.pagination.lastPage = 0;
      }),
    },
  }),
  mutant({
    name: 'isoDatetimes',
    breaks: "datetime in ISO 8601, not the language's dateFormat",
    killedBy: 'datetimeFollowsTheLanguageFormats',
    alteration: { answer: onItems((n) => (n.datetime = toIso(n.datetime))) },
  }),
  mutant({
    name: 'actionTypeZeroBased',
    breaks: 'actionType numbered from 0',
    killedBy: 'actionTypeMatchesTheNotificationType',
    alteration: { answer: onItems((n) => typeof n.actionType === 'number' && (n.actionType -= 1)) },
  }),
  mutant({
    name: 'contentFsidOnLikes',
    breaks: "likes carry the liked post's pid in contentFsid",
    killedBy: 'contentFsidIsNullOutsideCommentsAndQuotes',
    alteration: { answer: onItems((n) => n.type === 3 && (n.contentFsid = n.actionInfo?.pid ?? 'p0')) },
  }),
  mutant({
    name: 'actionTypeOutOfRange',
    breaks: 'actionType 11 on mentions, comments and quotes',
    killedBy: 'everyAnswerMatchesTheDocumentedSchema',
    alteration: { answer: onItems((n) => n.type >= 7 && (n.actionType = 11)) },
  }),
  mutant({
    name: 'pageZeroRefused',
    breaks: 'page=0 refused with 10000 (the real system reads it as page 1)',
    killedBy: 'pageBelowOneIsReadAsPageOne',
    alteration: { request: onListRequest((r) => r.query.get('page') === '0' && r.query.set('page', 'zero')) },
  }),
  mutant({
    name: 'typeZeroMatchesNothing',
    breaks: 'types=0 answered as a type no notification has (the real system drops the 0)',
    killedBy: 'typeZeroIsDropped',
    alteration: { request: onListRequest((r) => r.query.get('types') === '0' && r.query.set('types', 'none')) },
  }),
  mutant({
    name: 'quotesAsTheSentenceWritesThem',
    breaks:
      "quotes by the spec's sentence (actionTarget 4, the quoted post; --quotes sentence), not as the real system",
    killedBy: 'quotesFollowTheRealSystemsReading',
    mock: { quotes: 'sentence' },
    alteration: {},
  }),
  mutant({
    name: 'errorsWithHttpStatuses',
    breaks: "errors as HTTP 400/401 (the mock's --http-errors)",
    killedBy: 'errorsAreHttp200Envelopes',
    mock: { httpErrors: true },
    alteration: {},
  }),
];
