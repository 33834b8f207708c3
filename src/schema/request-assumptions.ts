// The assumptions on requests and their errors: the configs' parameters, the envelopes, the error codes and statuses,
// the headers and how each query parameter is read.
import { real, type Assumption } from './assumption.js';

export const requestAssumptions = [
  real('configs-method', 'Configs: method and parameters not shown', '`GET`; one optional query parameter `keys`.'),
  real(
    'configs-auth',
    'Configs: authentication not shown',
    "No login needed, but the `X-Core-*` headers that are sent must hold, as on the list: a header without its partner or a uid that is no integer is `21005`, a wrong user token or unknown uid `31603` (the account's token is then not read), else an unknown aid `31502` and a wrong account token `31505`. An aid with its token alone, or no header, gets the configs.",
  ),
  real(
    'configs-envelope',
    'Configs: response envelope not shown',
    'The list\'s envelope with the real system\'s word of success: `{ "code": 0, "message": "Success", "data": { key: value, … } }` (the spec\'s `ok` is the list\'s; the real system says `Success` on both, `成功` in Chinese (assumption code-messages), the mock `ok` on the list only). Contract checks accept any message here.',
  ),
  real(
    'configs-keys',
    'Configs: filtering not shown',
    '`keys=a,b` returns only those keys, in request order; empty or absent means all keys. An unknown key is a `10000` error naming it (the real server crashes instead).',
  ),
  real(
    'configs-cache-keys',
    'Configs: keys beyond the spec',
    "Two computed extra keys, as real clients poll them (`keys=cache_datetime,cache_minutes`): `cache_datetime`, when the configs last changed (`Y-m-d H:i:s`, UTC; a generated world's configs changed a seeded 1 to 72 hours before the mock's clock, configs laid over by fixtures changed at the clock, unless the fixtures set it), and `cache_minutes` (integer or null; 30 here). Contract checks ignore extra keys.",
  ),
  real(
    'configs-language-entry',
    'Language entry: empty areaCode/areaName, other writingDirection values not shown',
    "An entry without an area has `areaCode`/`areaName` `\"\"` (the real system's empty strings) and `langTag` = `langCode`; `writingDirection` is `ltr` or `rtl`; each entry also carries the real system's `packVersion` (an integer, 1), and the spec's `continentId`, which the real system omits.",
  ),
  real(
    'conversation-files',
    '`conversation_files` values not shown',
    'A list of file kinds by name: `image`, `video`, `audio`, `document` (File Info types 1 to 4).',
  ),
  real(
    'configs-query-state',
    '`*_query_config` format',
    'A URL query string without `?` (e.g. `orderDirection=desc&pageSize=20`), or empty; `null` on a fresh install (the real system writes none).',
  ),
  real(
    'configs-portal-platforms',
    'Values of platformId not shown',
    'Platform ids 1 Other … 11 Mini Program; a `portal_{id}` key exists only for platforms with portal content (here 2, 4, 7).',
  ),
  real(
    'configs-defaults',
    'Default values not shown',
    "Seeded like the real system: `site_mode` public, `default_homepage` post, `profile_default_homepage` posts, `user_identifier` username, `website_stat_position` body, `user_{like,dislike,follow,block}_public_record` 1, 1, 3, 1, `*_query_state` 2, `language_pack_version` 1.0.0. Beside the spec's keys, the real system's other stored ones: `installed_datetime`, `account_kyc_service`, `bio_support_link` (false), `site_china_mode` (false) and the four `china_*` filing numbers (null). The `fresh-install` configs preset (`createWorld`/`launchMock` option `configs`) answers as the real system as installed: 26 keys null (`site_url`, `site_email`, the service URLs, `website_stat_code`, the 12 `channel_*_query_config`, the `china_*` filings, `cache_minutes`), the language switch off, one bulletin, no `portal_*` key, and so no detail `url` in the structures.",
  ),
  real(
    'integers',
    'Spec type Number',
    'Counts, ids, lengths, states and enumerations are JSON integers; booleans are real `true`/`false`.',
  ),
  real(
    'error-envelope',
    'Error-response shape not shown',
    '`{ "code": <non-zero>, "message": "<what went wrong>", "data": null }`.',
  ),
  real(
    'error-http-status',
    'HTTP status codes not shown',
    'Every handled outcome, error or not, is HTTP 200 (`--http-errors`: 400 for validation, 401 for auth). Unknown paths are 404, other methods 405, faults 500, gateway errors 502 and 504 (what `core-kit proxy` answers), in the same envelope (the real system\'s framework answers 404 and 405 with a bare `{"message": …}`, and crashes with HTTP 500 on some bad input: the mock keeps its envelope and answers those with `10000`); requests the mock cannot read get 400, 408, 414, 417 or 431 with a `10000` envelope. The document lists every status per operation.',
  ),
  real(
    'error-codes',
    'Error codes and messages not shown',
    "`10000` invalid parameter (the message names the parameter and what is allowed); `21005` a header without its partner (an aid without its token, a uid without its aid or token) or a uid that is no integer; `31501` no aid; `31502` unknown aid; `31504` expired token; `31505` wrong account token; `31601` no uid; `31603` wrong user token or a uid that is not the account's. The error envelope's `code` is an enum of this catalogue, so `code === 0` tells a success apart.",
  ),
  real(
    'code-messages',
    'Languages of the messages not shown',
    "Success and the account and user errors (`0`, `31501`–`31505`, `31601`–`31603`) are worded as the real system's installed pack words them in the request's language: English, `zh-Hans` (`成功`) or `zh-Hant`, picked by the `X-Core-Client-Lang-Tag` header as sent while `language_status` is on, even a tag the site does not offer (its `AppHelper::getLangTag`); a tag the pack lacks reads the default language's words, else English. `10000` and `21005` carry the validator's English in every language (measured). The list's success stays `ok` in every language, as the spec says.",
  ),
  real(
    'auth-order',
    'Order of checks not shown',
    "Headers are checked before query parameters: first their own rules (`21005`: aid, its token, uid, its token), then the user's token when a uid is sent, else the account's token, then the route's need of both. An empty header counts as missing.",
  ),
  real(
    'language-header',
    'Language selection not shown',
    'Optional `X-Core-Client-Lang-Tag` header picks the language of `current_language_menu`, dates and `timeAgo`; default `default_language`. A tag the site does not offer (`zh_CN`, `zh-Hans` on an English site) falls back to the default language, never an error; with `language_status` off the header is ignored.',
  ),
  real(
    'time-zone-header',
    'Time zones not shown',
    'Optional `X-Core-Client-Timezone` header, a whole-hour UTC offset (`+8`, `-5`), shifts `datetime` and `datetimeFormat` of the list; `0` or none is UTC; `timeAgo` stays the same. A malformed value is a `10000` error naming the form (the real system crashes with HTTP 500 instead).',
  ),
  real(
    'page-size-cap',
    'Maximum pageSize not shown',
    '`pageSize` is an integer from 1 to 30; anything else is a `10000` error.',
  ),
  real(
    'page-validation',
    'page values below 1 not shown',
    '`page` is an integer; `0` and below read as page 1; a value that is no integer (`abc`, `1.5`) is a `10000` error.',
  ),
  real(
    'page-beyond-last',
    'Behavior of a page beyond lastPage not shown',
    '`list: []`, `total` unchanged, `currentPage` echoes the requested page.',
  ),
  real('last-page', 'lastPage for an empty result not shown', '`lastPage = max(ceil(total / pageSize), 1)`.'),
  real(
    'empty-parameters',
    'Empty parameter values not shown',
    "An empty value is the same as an absent one (`types=` = all types, `pageSize=` = 15); in `types`, empty pieces are dropped. Every value is first trimmed at both ends, as the real system's framework does: whitespace, and NUL, NEL, U+180E and the zero-width space (measured: `pageSize=5%00` and `pageSize=%E2%80%8B5` are 5, `keys=site_name%00` is `site_name`, `keys=%00` all keys; a character inside a value stays).",
  ),
  real(
    'path-spelling',
    'Spellings of the paths not shown',
    'Trailing slashes are dropped and percent-escapes decoded before the path is matched, the case is kept: `/global/configs/`, `/global/configs//` and `/global/%63onfigs` are the configs (and a POST there a 405), `/Global/Configs` and `/global/configs%2F` no route (404), as measured on the real system. The msw handlers route by the same function, so they take the same spellings.',
  ),
  real(
    'response-headers',
    'Response headers, caching and CORS not shown',
    "Every answer carries `Cache-Control: no-cache, private` and `Access-Control-Allow-Origin: *`, as the real system's. A CORS preflight (an `OPTIONS` with `Access-Control-Request-Method`, on any path) is 204 allowing the method and the headers asked for, as asked (`Access-Control-Allow-Headers` echoes `Access-Control-Request-Headers`, empty when none: so `X-Core-Client-Timezone` and any other header a client sends pass), with `Access-Control-Max-Age: 0`; a plain `OPTIONS` on an operation is 200 with `Allow: GET,HEAD` and no body, elsewhere 404; another method there is a 405 with `Allow: GET, HEAD` (the real system's methods and spellings, measured: OPTIONS is not listed). `Content-Type` is `application/json; charset=utf-8` (the real system's `application/json` without the parameter: the same for every JSON reader). The real system's `Fresns-Version`, `Fresns-Api` and `Fresns-Author` headers are its product's, not the API's, and are not sent.",
  ),
  real('status-values', '`status` encoding', 'Only `0` or `1`; anything else is a `10000` error.'),
  real(
    'types-values',
    'Unknown `types` values not shown',
    'Pieces are compared with the type as numbers: `0` and empty pieces are dropped, `01` or `+1` is 1, and a piece that names no type (`abc`, `10`) matches nothing (an empty page), never an error.',
  ),
  real(
    'filter-validation',
    'Invalid filter types not shown',
    '`filter*Type` other than `whitelist`/`blacklist`, or a type without keys, is a `10000` error; keys without a type are ignored.',
  ),
  real(
    'filter-dot-paths',
    'Exact dot-notation semantics not shown',
    'A key selects that path and everything under it (`stats` = the subtree, `stats.followerCount` = one leaf, `stat` = nothing); list elements by index (`roles.0.name`); unknown keys are ignored. Whitelist keeps only the selected paths, rebuilding the nesting; blacklist removes them; a projection that keeps nothing is `[]` (the real system\'s empty PHP array: `filterUserKeys=nosuchkey` answers `"actionUser": []`); a `null` object stays `null`; a gone trigger\'s placeholder is projected like every actionUser, as the spec says (the real system sends it whole: see anonymous-user).',
  ),
  real(
    'unknown-parameters',
    'Unknown and repeated query parameters not shown',
    "Unknown ones are ignored (`foo[]=1` too). A known one in array form (`types[]=1`, `page[]=1`, `keys[]=site_name`) is a `10000` error in the validator's words (`The types field must be a string.`); a repeated one counts by its last value (`page=1&page=2` is page 2, `pageSize=30&pageSize=abc` the error of `abc`), as PHP reads a query string. Measured on the real system for every parameter of both endpoints.",
  ),
] as const satisfies readonly Assumption[];
