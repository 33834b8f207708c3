// Blind spot 0: every older check of the kit proven again on the independent implementation, one realistic bug each.
import type { Stored } from '../independent-server/inbox.js';
import type { Answer, Pipeline } from '../independent-server/pipeline.js';
import type { Json } from '../independent-server/subjects.js';
import { afterPaging, corpusDefect, onEachItem, onQuery, onEachRendered } from './corpus-defect.js';

/** Edits the configs payload of successful configs answers. */
const onConfigs = (change: (data: Json) => void) => (c: Pipeline) => ({
  configs(request: Parameters<Pipeline['configs']>[0]): Answer {
    const answer = c.configs(request);
    const body = answer.body as Json;
    if (body && typeof body === 'object' && body.code === 0) {
      const data = structuredClone(body.data as Json);
      try {
        change(data);
      } catch {
        // A keys= subset lacks what the change edits: it is left as it is (the bug lives in the whole configs).
      }
      return { ...answer, body: { ...body, data } };
    }
    return answer;
  },
});
const onEachMenu = (change: (entry: Json) => void) =>
  onConfigs((d) => [...(d.language_menus as Json[]), d.current_language_menu as Json].forEach(change));
const headerDropped =
  (header: string, fallback: (a: { aid: string; aidToken: string; uid: string; uidToken: string }) => string) =>
  (c: Pipeline) => ({
    authenticate: (headers: Record<string, string>, accounts: Parameters<Pipeline['authenticate']>[1]) =>
      c.authenticate(headers[header] ? headers : { ...headers, [header]: fallback(accounts[0]!) }, accounts),
  });

export const classicDefects = [
  corpusDefect({
    name: 'siteModeMissing',
    breaks: 'site_mode left out of the configs',
    killedBy: 'everySpecKeyIsPresent',
    blindSpot: 0,
    defect: onConfigs((d) => delete d.site_mode),
  }),
  corpusDefect({
    name: 'hashtagLengthAsString',
    breaks: 'hashtag_length sent as a string',
    killedBy: 'everyKeyHasItsType',
    blindSpot: 0,
    defect: onConfigs((d) => (d.hashtag_length = String((d.hashtag_length as number).toFixed(0)))),
  }),
  corpusDefect({
    name: 'siteModeOpen',
    breaks: 'site_mode "open"',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 0,
    defect: onConfigs((d) => (d.site_mode = 'open')),
  }),
  corpusDefect({
    name: 'langTagWithUnderscore',
    breaks: 'langTag zh-Hans_SG',
    killedBy: 'languageTagsComposeCodeAndArea',
    blindSpot: 0,
    defect: onEachMenu((m) => (m.langTag = String(m.langTag).replace('-SG', '_SG'))),
  }),
  corpusDefect({
    name: 'timeFormatHourWithoutN',
    breaks: 'timeFormatHour "an hour ago" without {n}',
    killedBy: 'timeFormatsContainN',
    blindSpot: 0,
    defect: onEachMenu((m) => (m.timeFormatHour = 'an hour ago')),
  }),
  corpusDefect({
    name: 'currentLanguageNotOffered',
    breaks: 'current_language_menu is fr, which the menus do not offer',
    killedBy: 'currentLanguageMenuIsOneOfTheMenus',
    blindSpot: 0,
    defect: onConfigs(
      (d) => (d.current_language_menu = { ...(d.current_language_menu as Json), langCode: 'fr', langTag: 'fr' }),
    ),
  }),
  corpusDefect({
    name: 'defaultLanguageUnknown',
    breaks: 'default_language "de"',
    killedBy: 'defaultLanguageIsAKnownTag',
    blindSpot: 0,
    defect: onConfigs((d) => (d.default_language = 'de')),
  }),
  corpusDefect({
    name: 'seoWithoutDescription',
    breaks: 'channel_user_seo without description',
    killedBy: 'seoObjectsAreComplete',
    blindSpot: 0,
    defect: onConfigs((d) => delete (d.channel_user_seo as Json).description),
  }),
  corpusDefect({
    name: 'bulletinColorAsNumber',
    breaks: 'a bulletin titleColor 0',
    killedBy: 'bulletinEntriesHaveTheirFields',
    blindSpot: 0,
    defect: onConfigs((d) => ((d.bulletin_contents as Json[])[0]!.titleColor = 0)),
  }),
  corpusDefect({
    name: 'languageEntryWithoutIsEnabled',
    breaks: 'language entries without isEnabled',
    killedBy: 'everyConfigsAnswerMatchesTheSchema',
    blindSpot: 0,
    defect: onEachMenu((m) => delete m.isEnabled),
  }),
  corpusDefect({
    name: 'configsNeedALogin',
    breaks: 'configs refused without credentials',
    killedBy: 'configsNeedNoLogin',
    blindSpot: 6,
    defect: (c) => ({
      configs: (r) =>
        r.headers['x-core-aid']
          ? c.configs(r)
          : c.refusal({ kind: 'auth', code: 31501, message: 'Account not logged in' }),
    }),
  }),
  corpusDefect({
    name: 'keysSubsetSorted',
    breaks: 'keys= answered in alphabetical order, not the order asked',
    killedBy: 'keysSubsetReturnsOnlyThoseKeys',
    blindSpot: 6,
    defect: onConfigs((d) => {
      const keys = Object.keys(d);
      if (keys.length < 10)
        for (const k of keys.sort()) {
          const v = d[k];
          delete d[k];
          d[k] = v;
        }
    }),
  }),
  corpusDefect({
    name: 'messageSuccess',
    breaks: 'message "Success"',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 0,
    defect: (c) => ({
      listAnswer: (p, l, q) => {
        const a = c.listAnswer(p, l, q);
        (a.body as Json).message = 'Success';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'defaultPageSizeTwenty',
    breaks: 'pageSize defaults to 20',
    killedBy: 'defaultsArePageOneOfFifteen',
    blindSpot: 0,
    defect: onQuery((q, raw) => (raw.has('pageSize') ? q : { ...q, pageSize: 20 })),
  }),
  corpusDefect({
    name: 'lastNotificationNeverServed',
    breaks: 'the oldest notification is never served (total unchanged)',
    killedBy: 'walkingEveryPageYieldsTotalDistinctItems',
    blindSpot: 0,
    defect: afterPaging((p, q) => q.page * q.pageSize >= p.pagination.total && p.items.length > 0 && p.items.pop()),
  }),
  corpusDefect({
    name: 'smallPagesIgnorePage',
    breaks: 'page ignored when pageSize is under 10',
    killedBy: 'smallerPagesSliceTheLargerOnes',
    blindSpot: 0,
    defect: onQuery((q) => (q.pageSize < 10 ? { ...q, page: 1 } : q)),
  }),
  corpusDefect({
    name: 'beyondLastRepeatsTheLastPage',
    breaks: 'a page beyond the last repeats the last page',
    killedBy: 'pageBeyondTheLastReturnsNoItems',
    blindSpot: 0,
    defect: (c) => ({
      paginate: (items: readonly Stored[], q) => {
        const p = c.paginate(items, q);
        return 'kind' in p || p.items.length > 0 || items.length === 0
          ? p
          : c.paginate(items, { ...q, page: Math.ceil(items.length / q.pageSize) });
      },
    }),
  }),
  corpusDefect({
    name: 'typesOffByOne',
    breaks: 'types=t answers type t + 1',
    killedBy: 'typesFilterReturnsOnlyThoseTypes',
    blindSpot: 0,
    defect: onQuery((q) =>
      q.types && q.types.size === 1 ? { ...q, types: new Set([...q.types].map((t) => (t % 9) + 1)) } : q,
    ),
  }),
  corpusDefect({
    name: 'severalTypesAnded',
    breaks: 'types=a,b keeps items of type a and b at once (none)',
    killedBy: 'severalTypesAtOnceReturnTheirUnion',
    blindSpot: 0,
    defect: (c) => ({ select: (inbox, q) => (q.types && q.types.size > 1 ? [] : c.select(inbox, q)) }),
  }),
  corpusDefect({
    name: 'unreadTotalsOfTypesIgnoreStatus',
    breaks: 'total of types=t&status=0 counts read ones too',
    killedBy: 'perTypeUnreadTotalsAddUpToTheUnreadTotal',
    blindSpot: 0,
    defect: (c) => ({
      paginate: (items, q) => {
        const p = c.paginate(items, q);
        if (!('kind' in p) && q.types && q.status === false && q.pageSize === 1) p.pagination.total += 1;
        return p;
      },
    }),
  }),
  corpusDefect({
    name: 'commentsWithoutCid',
    breaks: 'type 8 without contentFsid',
    killedBy: 'commentsCarryTheCommentCid',
    blindSpot: 0,
    defect: onEachItem((n) => n.type === 8 && (n.contentFsid = null)),
  }),
  corpusDefect({
    name: 'quotesWithEmptyPid',
    breaks: 'type 9 with contentFsid ""',
    killedBy: 'quotesCarryAPostPid',
    blindSpot: 0,
    defect: onEachItem((n) => n.type === 9 && (n.contentFsid = '')),
  }),
  corpusDefect({
    name: 'quotesTargetAComment',
    breaks: 'type 9 with actionTarget 6 (a comment: neither reading of the spec)',
    killedBy: 'quotesFollowOneReadingOfTheSpec',
    blindSpot: 0,
    defect: onEachItem((n) => n.type === 9 && (n.actionTarget = 6)),
  }),
  corpusDefect({
    name: 'quotesCarryAPlace',
    breaks: 'type 9 with actionTarget 4 read by the table: a place in actionInfo, not a post',
    killedBy: 'quotesCarryAPostInActionInfo',
    blindSpot: 0,
    defect: onEachRendered((out) => {
      if (out.type !== 9) return;
      out.actionTarget = 4;
      out.actionInfo = { gtid: 'gt0001', url: null, name: 'Old harbour', latitude: 41.38, longitude: 2.18 };
    }),
  }),
  corpusDefect({
    name: 'missingAidFallsBackToTheFirstAccount',
    breaks: 'no X-Core-Aid: the first account is assumed',
    killedBy: 'missingAidIsRejected',
    blindSpot: 0,
    defect: headerDropped('x-core-aid', (a) => a.aid),
  }),
  corpusDefect({
    name: 'missingAidTokenAccepted',
    breaks: 'no X-Core-Aid-Token: accepted',
    killedBy: 'missingAidTokenIsRejected',
    blindSpot: 0,
    defect: headerDropped('x-core-aid-token', (a) => a.aidToken),
  }),
  corpusDefect({
    name: 'missingUidFallsBackToTheAccountsUser',
    breaks: "no X-Core-Uid: the account's user is assumed",
    killedBy: 'missingUidIsRejected',
    blindSpot: 0,
    defect: headerDropped('x-core-uid', (a) => a.uid),
  }),
  corpusDefect({
    name: 'uidTokenPrefixAccepted',
    breaks: 'X-Core-Uid-Token checked with startsWith: an empty token passes',
    killedBy: 'missingUidTokenIsRejected',
    blindSpot: 0,
    defect: (c) => ({
      authenticate: (h, accounts) => {
        const a = accounts.find((x) => x.uid === h['x-core-uid']);
        return c.authenticate(
          a && a.uidToken.startsWith(h['x-core-uid-token'] ?? '') ? { ...h, 'x-core-uid-token': a.uidToken } : h,
          accounts,
        );
      },
    }),
  }),
  corpusDefect({
    name: 'aidTokenNotChecked',
    breaks: 'any X-Core-Aid-Token accepted',
    killedBy: 'wrongAidTokenIsRejected',
    blindSpot: 0,
    defect: (c) => ({
      authenticate: (h, accounts) =>
        c.authenticate(
          h['x-core-aid-token']
            ? { ...h, 'x-core-aid-token': accounts.find((a) => a.aid === h['x-core-aid'])?.aidToken ?? '' }
            : h,
          accounts,
        ),
    }),
  }),
  corpusDefect({
    name: 'uidTokenNotChecked',
    breaks: 'any X-Core-Uid-Token accepted',
    killedBy: 'wrongUidTokenIsRejected',
    blindSpot: 0,
    defect: (c) => ({
      authenticate: (h, accounts) =>
        c.authenticate(
          h['x-core-uid-token']
            ? { ...h, 'x-core-uid-token': accounts.find((a) => a.uid === h['x-core-uid'])?.uidToken ?? '' }
            : h,
          accounts,
        ),
    }),
  }),
  corpusDefect({
    name: 'whitelistKeepsTheFirstKeyToo',
    breaks: 'a whitelisted actionUser keeps its first key as well',
    killedBy: 'userWhitelistKeepsOnlyNamedKeys',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) =>
        f.mode === 'whitelist' && o
          ? { ...c.project(o, f), [Object.keys(o).at(-1)!]: o[Object.keys(o).at(-1)!] }
          : c.project(o, f),
    }),
  }),
  corpusDefect({
    name: 'dotPathKeepsTheParent',
    breaks: 'whitelist author.uid keeps all of author',
    killedBy: 'infoWhitelistFollowsDotPaths',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) =>
        c.project(
          o,
          f.mode === 'whitelist' ? { ...f, paths: f.paths.map((p) => (p.length === 2 ? p.slice(0, 1) : p)) } : f,
        ),
    }),
  }),
  corpusDefect({
    name: 'infoBlacklistIgnored',
    breaks: 'filterInfoType=blacklist ignored',
    killedBy: 'infoBlacklistRemovesNamedKeys',
    blindSpot: 0,
    defect: onQuery((q) => (q.info?.mode === 'blacklist' ? (({ info: _info, ...rest }) => rest)(q) : q)),
  }),
  corpusDefect({
    name: 'blacklistDotPathDropsTheParent',
    breaks: 'blacklist stats.followerCount removes all of stats',
    killedBy: 'userBlacklistFollowsDotPaths',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) =>
        c.project(
          o,
          f.mode === 'blacklist' ? { ...f, paths: f.paths.map((p) => (p.length === 2 ? p.slice(0, 1) : p)) } : f,
        ),
    }),
  }),
  corpusDefect({
    name: 'userFilterAlsoOnInfo',
    breaks: 'the actionUser filter is applied to actionInfo too',
    killedBy: 'userFilterLeavesActionInfoWhole',
    blindSpot: 0,
    defect: onQuery((q) => (q.user && !q.info ? { ...q, info: q.user } : q)),
  }),
  corpusDefect({
    name: 'infoFilterAlsoOnUser',
    breaks: 'the actionInfo filter is applied to actionUser too',
    killedBy: 'infoFilterLeavesActionUserWhole',
    blindSpot: 0,
    defect: onQuery((q) => (q.info && !q.user ? { ...q, user: q.info } : q)),
  }),
];
