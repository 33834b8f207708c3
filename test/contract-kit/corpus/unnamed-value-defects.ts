// Blind spot 15 (continued): serializers, projections, credentials, times and configs as an outside evaluator
// planted them, described nowhere before.
import { INDEPENDENT_NOW } from '../independent-server/choices.js';
import { LANGUAGES } from '../independent-server/served-configs.js';
import { phpDate, timeAgo, zoneOffset } from '../independent-server/render-times.js';
import type { Defect } from '../independent-server/independent-server.js';
import type { Json } from '../independent-server/subjects.js';
import { corpusDefect, onEachItem, onEachRendered } from './corpus-defect.js';

const DAY = 86_400_000;
const envelope = (body: unknown) =>
  body as { code: unknown; message: unknown; data: { pagination: Record<string, unknown>; list: unknown } };

/** Each dot path with its names replaced by the object's own names that match them case-insensitively. */
function caseless(object: Json, paths: readonly string[][]): string[][] {
  return paths.map((path) => {
    let at: unknown = object;
    return path.map((name) => {
      const own =
        at !== null && typeof at === 'object'
          ? Object.keys(at).find((k) => k.toLowerCase() === name.toLowerCase())
          : undefined;
      at = own === undefined ? undefined : (at as Json)[own];
      return own ?? name;
    });
  });
}

/** Changes the configs' data as it goes out, whatever keys were asked. */
const onConfigs =
  (change: (data: Json) => void): Defect =>
  (c) => ({
    configs: (r) => {
      const a = c.configs(r);
      const data = envelope(a.body).data as unknown as Json;
      if (data && typeof data === 'object') change(data);
      return a;
    },
  });

export const unnamedValueDefects = [
  corpusDefect({
    name: 'totalAsStringWithTypes',
    breaks: 'pagination.total a string when types is given (a COUNT(*) read through PDO with emulated prepares)',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: (c) => ({
      listAnswer: (paged, list, q) =>
        c.listAnswer(
          q.types
            ? { ...paged, pagination: { ...paged.pagination, total: String(paged.pagination.total) as never } }
            : paged,
          list,
          q,
        ),
    }),
  }),
  corpusDefect({
    name: 'readStatusAsTinyint',
    breaks: 'readStatus 0/1 (a TINYINT column not cast)',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: onEachItem((n) => (n.readStatus = n.readStatus ? 1 : 0)),
  }),
  corpusDefect({
    name: 'isMarkdownAsString',
    breaks: 'isMarkdown "true"/"false" (a string column)',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: onEachItem((n) => (n.isMarkdown = String(n.isMarkdown))),
  }),
  corpusDefect({
    name: 'successCodeAsString',
    breaks: 'code "0" on success',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 15,
    defect: (c) => ({
      listAnswer: (p, l, q) => {
        const a = c.listAnswer(p, l, q);
        envelope(a.body).code = '0';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'messageUpperCaseOk',
    breaks: 'message "OK" on success',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 15,
    defect: (c) => ({
      listAnswer: (p, l, q) => {
        const a = c.listAnswer(p, l, q);
        envelope(a.body).message = 'OK';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'slicedPagesKeepTheirKeys',
    breaks:
      'pages after the first of a types filter as a JSON object keyed by offset (Collection::slice keeps keys, no ->values())',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: (c) => ({
      listAnswer: (p, l, q) =>
        c.listAnswer(
          p,
          (q.types && q.page > 1
            ? Object.fromEntries(l.map((n, i) => [String((q.page - 1) * q.pageSize + i), n]))
            : l) as never,
          q,
        ),
    }),
  }),
  corpusDefect({
    name: 'emptyListAsObject',
    breaks: 'an empty list written as {} (json_encode with JSON_FORCE_OBJECT)',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: (c) => ({ listAnswer: (p, l, q) => c.listAnswer(p, (l.length === 0 ? {} : l) as never, q) }),
  }),
  corpusDefect({
    name: 'nullActionUserAsEmptyArray',
    breaks: "a null actionUser written as [] (PHP's empty array)",
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 15,
    defect: onEachItem((n) => n.actionUser === null && (n.actionUser = [])),
  }),
  corpusDefect({
    name: 'currentPageEchoesLeadingZeros',
    breaks: 'currentPage echoes the page as written when it has a leading zero: page=02 answers currentPage "02"',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 15,
    defect: (c) => {
      let raw = '';
      return {
        receive: (r) => void (raw = r.query.get('page') ?? ''),
        listAnswer: (p, l, q) =>
          c.listAnswer(
            /^0\d+$/.test(raw) ? { ...p, pagination: { ...p.pagination, currentPage: raw as never } } : p,
            l,
            q,
          ),
      };
    },
  }),
  corpusDefect({
    name: 'keysMatchedWithoutCase',
    breaks: 'filter keys matched case-insensitively: NICKNAME keeps (or removes) nickname',
    killedBy: 'filterKeysNameWholeKeys',
    blindSpot: 15,
    defect: (c) => ({ project: (o, f) => (o === null ? null : c.project(o, { ...f, paths: caseless(o, f.paths) })) }),
  }),
  corpusDefect({
    name: 'keysMatchedByPrefix',
    breaks: 'filter keys matched with str_starts_with: nick keeps (or removes) nickname',
    killedBy: 'filterKeysNameWholeKeys',
    blindSpot: 15,
    defect: (c) => ({
      project: (o, f) =>
        o === null
          ? null
          : c.project(o, {
              ...f,
              paths: f.paths.flatMap((p) =>
                p.length === 1
                  ? Object.keys(o)
                      .filter((k) => k.startsWith(p[0]!))
                      .map((k) => [k])
                  : [p],
              ),
            }),
    }),
  }),
  corpusDefect({
    name: 'whitelistDropsNullValues',
    breaks: 'a whitelist built with isset(): keys whose value is null are dropped (rich data: anonymous placeholders)',
    killedBy: 'parametersCombinePairwise',
    blindSpot: 15,
    choices: { rich: true },
    defect: (c) => ({
      project: (o, f) => {
        const out = c.project(o, f);
        return out && f.mode === 'whitelist'
          ? Object.fromEntries(Object.entries(out).filter(([, v]) => v !== null))
          : out;
      },
    }),
  }),
  corpusDefect({
    name: 'blacklistMutatesTheStoredObject',
    breaks: 'blacklist unset()s keys on the cached object: later answers without a filter lack them too',
    killedBy: 'defaultPageIsTheSameAfterEveryOtherRequest',
    blindSpot: 15,
    defect: (c) => ({
      project: (o, f) => {
        if (o === null || f.mode === 'whitelist') return c.project(o, f);
        for (const p of f.paths) if (p.length === 1) delete o[p[0]!];
        return c.project(o, f);
      },
    }),
  }),
  corpusDefect({
    name: 'aidIgnored',
    breaks: "X-Core-Aid never read: the account is the uid's",
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 15,
    defect: (c) => ({
      authenticate: (h, accounts) =>
        c.authenticate(
          { ...h, 'x-core-aid': accounts.find((a) => a.uid === h['x-core-uid'])?.aid ?? h['x-core-aid'] ?? '' },
          accounts,
        ),
    }),
  }),
  corpusDefect({
    name: 'aidTokenOfAnyAccount',
    breaks: "the account token looked up in the tokens table without the aid: any account's token opens this one",
    killedBy: 'otherUsersTokensAreRefused',
    blindSpot: 15,
    defect: (c) => ({
      authenticate: (h, accounts) => {
        const own = accounts.find((a) => a.aid === h['x-core-aid']);
        return c.authenticate(
          own && accounts.some((a) => a.aidToken === h['x-core-aid-token'])
            ? { ...h, 'x-core-aid-token': own.aidToken }
            : h,
          accounts,
        );
      },
    }),
  }),
  corpusDefect({
    name: 'missingUidAnswersAnEmptyInbox',
    breaks: 'no X-Core-Uid: code 0 with an empty list (a guest has no notifications)',
    killedBy: 'missingUidIsRejected',
    blindSpot: 15,
    defect: (c) => ({
      authenticate: (h, accounts) => {
        const a = c.authenticate(h, accounts);
        return 'kind' in a && a.code === 31601 ? { ...accounts.find((x) => x.aid === h['x-core-aid'])!, inbox: [] } : a;
      },
    }),
  }),
  corpusDefect({
    name: 'validationErrorsWithCodeZero',
    breaks: "validation errors answered with code 0 (the error helper's default), the message and data null",
    killedBy: 'invalidParametersAreRejectedWith10000',
    blindSpot: 15,
    defect: (c) => ({ refusal: (r) => c.refusal(r.kind === 'validation' ? { ...r, code: 0 } : r) }),
  }),
  corpusDefect({
    name: 'timeAgoFromServerStart',
    breaks: 'timeAgo measured from the moment the workers started (three days ago), floored at 1',
    killedBy: 'timeAgoAgreesWithDatetime',
    blindSpot: 15,
    defect: (c) => ({
      render: (item, q, l) => ({ ...c.render(item, q, l), timeAgo: timeAgo(item.createdAt + 3 * DAY) }),
    }),
  }),
  corpusDefect({
    name: 'datetimeFormatKeepsTheYear',
    breaks: 'datetimeFormat of this year\'s notifications keeps the year (the "this year" branch never taken)',
    killedBy: 'timeFieldsFollowTheAge',
    blindSpot: 15,
    defect: onEachItem((n) => /^\d\d\/\d\d /.test(String(n.datetimeFormat)) && (n.datetimeFormat = n.datetime)),
  }),
  corpusDefect({
    name: 'timeZoneAppliedTwiceInDatetime',
    breaks: 'datetime converted to the requested zone twice (datetimeFormat once): New York times 5 hours early',
    killedBy: 'datetimeFormatAgreesWithDatetime',
    blindSpot: 15,
    choices: { timeZone: 'America/New_York' },
    defect: (c) => ({
      render: (item, q, l) => ({
        ...c.render(item, q, l),
        datetime: phpDate(
          item.createdAt + 2 * zoneOffset(item.createdAt, 'America/New_York'),
          `${String(l.dateFormat)} H:i:s`,
        ),
      }),
    }),
  }),
  corpusDefect({
    name: 'datetimeIgnoresTheLanguage',
    breaks: "datetime always in the default language's dateFormat, whatever X-Core-Client-Lang-Tag says",
    killedBy: 'datetimeFollowsTheLanguageFormats',
    blindSpot: 15,
    defect: (c) => ({ render: (item, q) => c.render(item, q, LANGUAGES[0]!) }),
  }),
  corpusDefect({
    name: 'languageDropsSystemMessages',
    breaks: 'with another X-Core-Client-Lang-Tag, System messages without a translation are left out (list and total)',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 15,
    defect: (c) => {
      let lang = '';
      return {
        receive: (r) => void (lang = r.headers['x-core-client-lang-tag'] ?? ''),
        select: (inbox, q) => c.select(inbox, q).filter((n) => lang === '' || lang === 'en' || n.type !== 1),
      };
    },
  }),
  corpusDefect({
    name: 'keysSubsetBooleansAsStrings',
    breaks: 'configs asked with keys= answer Booleans as "1"/"0" (raw column values, the full path casts them)',
    killedBy: 'keysSubsetReturnsOnlyThoseKeys',
    blindSpot: 15,
    defect: (c) => ({
      configs: (r) => {
        const a = c.configs(r);
        const data = envelope(a.body).data as unknown as Json;
        if (r.query.get('keys'))
          for (const [k, v] of Object.entries(data)) if (typeof v === 'boolean') data[k] = v ? '1' : '0';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'cacheMinutesAsString',
    breaks: 'cache_minutes "30" (a config value stored as text)',
    killedBy: 'everyKeyHasItsType',
    blindSpot: 15,
    defect: (c) => ({
      configs: (r) => {
        const a = c.configs(r);
        const data = envelope(a.body).data as unknown as Json;
        if (!r.query.get('keys') || /cache_minutes/.test(r.query.get('keys')!)) data.cache_minutes = '30';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'siteModeCapitalized',
    breaks: 'site_mode "Public" (the admin form\'s label stored)',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 15,
    defect: (c) => ({
      configs: (r) => {
        const a = c.configs(r);
        const data = envelope(a.body).data as unknown as Json;
        if ('site_mode' in data) data.site_mode = 'Public';
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'queryStateZero',
    breaks: 'channel_post_query_state 0 (an unset select saved as 0)',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 15,
    defect: (c) => ({
      configs: (r) => {
        const a = c.configs(r);
        const data = envelope(a.body).data as unknown as Json;
        if ('channel_post_query_state' in data) data.channel_post_query_state = 0;
        return a;
      },
    }),
  }),
  corpusDefect({
    name: 'hashtagFormatThree',
    breaks: 'hashtag_format 3 (a third form added to the admin panel, not to the API)',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 15,
    defect: onConfigs((data) => (data.hashtag_format = 3)),
  }),
  corpusDefect({
    name: 'profileHomepageSingular',
    breaks: 'profile_default_homepage "likes_user" (a singular where the spec has plurals)',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 15,
    defect: onConfigs((data) => (data.profile_default_homepage = 'likes_user')),
  }),
  corpusDefect({
    name: 'channelGroupTypeGrid',
    breaks: 'channel_group_type "grid" (a theme\'s value leaking into the configs)',
    killedBy: 'enumeratedKeysHoldAllowedValues',
    blindSpot: 15,
    defect: onConfigs((data) => (data.channel_group_type = 'grid')),
  }),
  corpusDefect({
    name: 'bulletinWithoutTitleColor',
    breaks: 'bulletin entries without titleColor when it is null (array_filter drops the nulls)',
    killedBy: 'bulletinEntriesHaveTheirFields',
    blindSpot: 15,
    defect: onConfigs(
      (data) =>
        Array.isArray(data.bulletin_contents) &&
        (data.bulletin_contents = (data.bulletin_contents as Json[]).map((b) =>
          Object.fromEntries(Object.entries(b).filter(([, v]) => v !== null)),
        )),
    ),
  }),
  corpusDefect({
    name: 'areaLanguageWithoutLangTag',
    breaks: 'language entries with an area lack langTag (built only for plain languages)',
    killedBy: 'languageTagsComposeCodeAndArea',
    blindSpot: 15,
    defect: onConfigs(
      (data) =>
        Array.isArray(data.language_menus) &&
        (data.language_menus = (data.language_menus as Json[]).map((m) =>
          m.areaStatus ? Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'langTag')) : m,
        )),
    ),
  }),
  corpusDefect({
    name: 'currentLanguageMenuIgnoresTheHeaderUnderKeys',
    breaks: 'keys=current_language_menu answers the default language whatever X-Core-Client-Lang-Tag says',
    killedBy: 'languageHeaderPicksTheCurrentLanguage',
    blindSpot: 15,
    defect: (c) => ({
      configs: (r) =>
        c.configs(r.query.get('keys') ? { ...r, headers: { ...r.headers, 'x-core-client-lang-tag': 'en' } } : r),
    }),
  }),
  corpusDefect({
    name: 'timeAgoNeverSaysMonths',
    breaks: 'timeAgo counts days past 30 ("45 day ago"): the month branch unreachable',
    killedBy: 'timeFieldsFollowTheAge',
    blindSpot: 15,
    defect: onEachRendered((out, item) => {
      const age = INDEPENDENT_NOW - item.createdAt;
      if (age >= 30 * DAY && age < 336 * DAY) out.timeAgo = `${Math.floor(age / DAY)} day ago`;
    }),
  }),
];
