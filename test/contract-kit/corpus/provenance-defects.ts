// Blind spot 6: servers that keep to the spec but leave one of the real system's facts: only --strict fails them
// (the kit runs them with it), and a mock-only choice never does.
import { afterPaging, corpusDefect, onEachItem } from './corpus-defect.js';

export const provenanceDefects = [
  corpusDefect({
    name: 'quotesBySentenceInARealCopy',
    breaks:
      "quotes by the spec's sentence: actionTarget 4, the quoted post in actionInfo, the quoting post's pid in contentFsid",
    killedBy: 'quotesFollowTheRealSystemsReading',
    blindSpot: 6,
    choices: { quotes: 'sentence' },
    defect: () => ({}),
  }),
  corpusDefect({
    name: 'authCodesAll401',
    breaks: 'every auth error is code 401 in the envelope',
    killedBy: 'authErrorsUseTheRealSystemCodes',
    blindSpot: 6,
    defect: (c) => ({ refusal: (r) => c.refusal(r.kind === 'auth' ? { ...r, code: 401 } : r) }),
  }),
  corpusDefect({
    name: 'emptyResultLastPageZero',
    breaks: 'lastPage 0 for an empty result',
    killedBy: 'lastPageOfAnEmptyResultIsOne',
    blindSpot: 6,
    defect: afterPaging((p) => p.pagination.total === 0 && (p.pagination.lastPage = 0)),
  }),
  corpusDefect({
    name: 'isoDatetimeInARealCopy',
    breaks: "datetime in ISO 8601, not the language's dateFormat",
    killedBy: 'datetimeFollowsTheLanguageFormats',
    blindSpot: 6,
    defect: onEachItem((n) => (n.datetime = new Date(String(n.datetime)).toISOString())),
  }),
  corpusDefect({
    name: 'likesCarryContentFsid',
    breaks: "likes carry the liked content's id in contentFsid",
    killedBy: 'contentFsidIsNullOutsideCommentsAndQuotes',
    blindSpot: 6,
    defect: onEachItem((n) => n.type === 3 && (n.contentFsid = 'p-liked')),
  }),
  corpusDefect({
    name: 'pageSize50Accepted',
    breaks: 'pageSize up to 50 accepted (the real system caps at 30)',
    killedBy: 'pageSizeAboveThirtyIsRejected',
    blindSpot: 6,
    choices: { pageSizeCap: 50 },
    defect: () => ({}),
  }),
  corpusDefect({
    name: 'beyondLastKeepsNoTotal',
    breaks: 'a page beyond the last answers total 0',
    killedBy: 'pageBeyondLastKeepsTotalAndEchoesPage',
    blindSpot: 6,
    defect: afterPaging((p) => p.items.length === 0 && p.pagination.total > 0 && (p.pagination.total = 0)),
  }),
  corpusDefect({
    name: 'actionTypeFromZero',
    breaks: 'actionType numbered from 0 (Like = 0)',
    killedBy: 'actionTypeMatchesTheNotificationType',
    blindSpot: 6,
    choices: { actionTypeFrom: 0 },
    defect: () => ({}),
  }),
  corpusDefect({
    name: 'statusTwoReadAsAll',
    breaks: 'status=2 answered as "all"',
    killedBy: 'invalidParametersAreRejectedWith10000',
    blindSpot: 6,
    defect: (c) => ({
      readQuery: (raw) => {
        const q = new URLSearchParams(raw);
        if (q.get('status') === '2') q.delete('status');
        return c.readQuery(q);
      },
    }),
  }),
  corpusDefect({
    name: 'configsBare',
    breaks: 'configs without the envelope',
    killedBy: 'configsUseTheEnvelope',
    blindSpot: 6,
    choices: { configsEnvelope: false },
    defect: () => ({}),
  }),
  corpusDefect({
    // site_name is not it: a text item an administrator empties is null on the real system too (x-real-null).
    name: 'siteModeUnset',
    breaks: 'site_mode null (a setting a real install always fills, left unset)',
    killedBy: 'onlyOptionalConfigsAreNull',
    blindSpot: 6,
    defect: (c) => ({
      configs(request) {
        const answer = c.configs(request);
        const body = answer.body as { data?: Record<string, unknown> };
        if (body.data && 'site_mode' in body.data) body.data = { ...body.data, site_mode: null };
        return answer;
      },
    }),
  }),
  corpusDefect({
    name: 'languageHeaderIgnored',
    breaks: 'X-Core-Client-Lang-Tag ignored',
    killedBy: 'languageHeaderPicksTheCurrentLanguage',
    blindSpot: 6,
    defect: (c) => ({ configs: (r) => c.configs({ ...r, headers: { ...r.headers, 'x-core-client-lang-tag': '' } }) }),
  }),
  corpusDefect({
    name: 'errorsAsHttp400',
    breaks: 'errors as HTTP 400/401 with {error}',
    killedBy: 'errorsAreHttp200Envelopes',
    blindSpot: 6,
    choices: { errors: 'http' },
    defect: () => ({}),
  }),
  corpusDefect({
    name: 'pageZeroRefusedInARealCopy',
    breaks: 'page=0 refused with 10000 (the real system reads it as page 1)',
    killedBy: 'pageBelowOneIsReadAsPageOne',
    blindSpot: 6,
    choices: { pageBelowOne: 'reject' },
    defect: () => ({}),
  }),
  corpusDefect({
    name: 'typeZeroRefusedInARealCopy',
    breaks: 'types=0 refused with 10000 (the real system drops the 0)',
    killedBy: 'typeZeroIsDropped',
    blindSpot: 6,
    choices: { unknownTypes: 'reject' },
    defect: () => ({}),
  }),
];
