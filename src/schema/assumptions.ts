// Every point where the spec says "not shown" and this kit follows the real system (or makes a mock-only choice).

export interface Assumption {
  /** Stable id, cited by schema nodes (`x-assumption`), contract checks and the README table. */
  id: string;
  /** What the spec leaves open, in its own words where possible. */
  topic: string;
  /** What this kit does. */
  choice: string;
  /** `real system`: mirrors the system the spec was taken from; `mock`: a choice of this kit where that system offers none. */
  source: 'real system' | 'mock';
}

const real = (id: string, topic: string, choice: string): Assumption => ({ id, topic, choice, source: 'real system' });
const mock = (id: string, topic: string, choice: string): Assumption => ({ id, topic, choice, source: 'mock' });

export const assumptions = [
  real('configs-method', 'Configs: method and parameters not shown', '`GET`; one optional query parameter `keys`.'),
  real(
    'configs-auth',
    'Configs: authentication not shown',
    'No login needed; the four `X-Core-*` headers are accepted but not required.',
  ),
  real(
    'configs-envelope',
    'Configs: response envelope not shown',
    'The same envelope as the notification list: `{ "code": 0, "message": "ok", "data": { key: value, … } }`.',
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
    'An entry without an area has `areaCode`/`areaName` `null` and `langTag` = `langCode`; `writingDirection` is `ltr` or `rtl`.',
  ),
  real(
    'conversation-files',
    '`conversation_files` values not shown',
    'A list of file kinds by name: `image`, `video`, `audio`, `document` (File Info types 1 to 4).',
  ),
  real(
    'configs-query-state',
    '`*_query_config` format',
    'A URL query string without `?` (e.g. `orderDirection=desc&pageSize=20`), or empty.',
  ),
  real(
    'configs-portal-platforms',
    'Values of platformId not shown',
    'Platform ids 1 Other … 11 Mini Program; a `portal_{id}` key exists only for platforms with portal content (here 2, 4, 7).',
  ),
  real(
    'configs-defaults',
    'Default values not shown',
    'Seeded like the real system: `site_mode` public, `default_homepage` post, `profile_default_homepage` posts, `user_identifier` username, `website_stat_position` body, `user_{like,dislike,follow,block}_public_record` 1, 1, 3, 1, `*_query_state` 2, `language_pack_version` 1.0.0.',
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
    'Every handled outcome, error or not, is HTTP 200 (`--http-errors`: 400 for validation, 401 for auth). Unknown paths are 404, other methods 405, faults 500, gateway errors 502 and 504 (what `core-kit proxy` answers), in the same envelope; requests the mock cannot read get 400, 408, 414, 417 or 431 with a `10000` envelope. The document lists every status per operation.',
  ),
  real(
    'error-codes',
    'Error codes and messages not shown',
    "`10000` invalid parameter (the message names the parameter and what is allowed); `31501` no aid; `31502` unknown aid; `31504` expired token; `31505` wrong account token; `31601` no uid; `31603` wrong user token or a uid that is not the account's. The error envelope's `code` is an enum of this catalogue, so `code === 0` tells a success apart.",
  ),
  real(
    'auth-order',
    'Order of checks not shown',
    'Headers are checked before query parameters: account (aid, then its token), then user (uid, then its token). An empty header counts as missing.',
  ),
  real(
    'language-header',
    'Language selection not shown',
    'Optional `X-Core-Client-Lang-Tag` header picks the language of `current_language_menu`, dates and `timeAgo`; default `default_language`. An unknown tag is a `10000` error.',
  ),
  real(
    'page-size-cap',
    'Maximum pageSize not shown',
    '`pageSize` is an integer from 1 to 30; anything else is a `10000` error.',
  ),
  mock(
    'page-validation',
    'page values below 1 not shown',
    '`page` is an integer ≥ 1; anything else is a `10000` error (the real server silently treats ≤ 0 as 1; this mock never clamps).',
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
    'An empty value is the same as an absent one (`types=` = all types, `pageSize=` = 15); in `types`, empty pieces are dropped.',
  ),
  real('status-values', '`status` encoding', 'Only `0` or `1`; anything else is a `10000` error.'),
  mock(
    'types-values',
    'Unknown `types` values not shown',
    'Each piece must be an integer 1 to 9; anything else is a `10000` error naming it.',
  ),
  real(
    'filter-validation',
    'Invalid filter types not shown',
    '`filter*Type` other than `whitelist`/`blacklist`, or a type without keys, is a `10000` error; keys without a type are ignored.',
  ),
  real(
    'filter-dot-paths',
    'Exact dot-notation semantics not shown',
    'A key selects that path and everything under it (`stats` = the subtree, `stats.followerCount` = one leaf, `stat` = nothing); list elements by index (`roles.0.name`); unknown keys are ignored. Whitelist keeps only the selected paths, rebuilding the nesting; blacklist removes them; a `null` object stays `null`.',
  ),
  mock(
    'unknown-parameters',
    'Unknown query parameters not shown',
    'Ignored, except array and repeated forms of known ones (`types[]=1`, `page=1&page=2`), which are `10000` errors.',
  ),
  real(
    'ordering-ties',
    'Ordering of notifications with the same time not shown',
    'Newest first by creation time; equal times keep one stable order, the same on every request.',
  ),
  real(
    'action-type-values',
    'Numeric values of actionType not shown',
    '1 Like, 2 Dislike, 3 Follow, 4 Block, 5 Publish, 6 Edit, 7 Delete, 8 Sticky, 9 Digest, 10 Manage. Types 3–6 carry the matching action.',
  ),
  real(
    'nullable-fields',
    'Absent values not shown',
    '`content`, `appUrl`, `actionUser`, `actionType`, `actionTarget`, `actionInfo` and `contentFsid` may be `null` (e.g. a system message with no triggering user).',
  ),
  real(
    'anonymous-user',
    'Anonymous trigger users not shown',
    '`actionUserIsAnonymous: true` with a placeholder User Info whose identity fields (`fsid`, `uid`, `username`, `url`) are `null`.',
  ),
  real(
    'content-fsid',
    'contentFsid outside types 8 and 9 not shown',
    "`null` for every type except 8 (the comment's cid) and 9 (the quoting post's pid).",
  ),
  real(
    'quote-action-target',
    'Type 9 says actionTarget=4',
    "The spec text stands: type 9 has `actionTarget` 4 and `actionInfo` is a Post Info, the recipient's post that was quoted (in the real system's current numbering 4 is a geotag and 5 a post; the `4` is a leftover of an older numbering).",
  ),
  real(
    'common-structures',
    'Internal fields of User Info, group, hashtag, geotag, post and comment not shown',
    "Spec-only validation (and the contract kit's spec checks) accept any object. The mock sends, and the document describes, the real system's User Info, Group, Hashtag, Geotag, Post and Comment Info field by field, with the File and Extend Info they nest; `actionInfo` follows `actionTarget` (1 User, 2 Group, 3 Hashtag, 4 Geotag, 5 Post, 6 Comment). Every field is sent unless filterUserKeys / filterInfoKeys removed it, so the document marks none as required; inside notifications, content is a brief of at most 280 characters. The structures and their nested parts are open (`x-open-structure`): a member they do not list is accepted (another implementation, a plugin or a new version may add one), while the listed members keep their types; the mock checks what it generates and loads (fixtures) with the structures closed.",
  ),
  real(
    'structure-nulls',
    'Absent values inside the structures not shown',
    'A field the docs type String or Object is `null` when there is nothing to name: no decoration, banner or role icon, not verified, no expiry, never published, edited or renamed, no parent group, no group, place, quoted post or replied comment, a button that is off, a viewer without a note.',
  ),
  real(
    'real-nulls',
    "Which structure fields can be null not shown (the real system's docs type them String, Number or Object)",
    "Every field the real system copies from a nullable column (`bio`, `location`, a post's `title`, `langTag`, `moreInfo` …) or computes to null (`url` without `site_url`; banners, covers and role icons without a file; names and descriptions without an entry in the language; `parentGid` of a top-level group; the main-role fields without a role row; a geotag's city fields without a city row; counts the site keeps private) is nullable, marked `x-real-null` with its column or rule. The generated world answers these nulls at a real community's rates (see the rates below this table).",
  ),
  real(
    'nested-structures',
    'How deep the structures nest not shown',
    "One level: a post's `quotedPost` has `quotedPost` null (the quoting post's `isMultiLevelQuote` flags a deeper quote), a comment's `replyToComment` has `replyToComment` null, and comments in `previewComments` name their post by `pid` only, as the real system's sub-comment lists do. No structure contains itself (`QuotedPost`, `RepliedComment`, `PreviewComment` in the document), so generators and validating proxies can follow the document.",
  ),
  mock(
    'file-kind-keys',
    'File Info keys of other kinds not shown',
    "Every File Info has every key; those of another kind are `null` (an image's `videoUrl`, an audio's `width`).",
  ),
  mock(
    'structure-times',
    'Times inside the structures not shown',
    "`Y-m-d H:i:s` in UTC; their `…TimeAgo` forms use the site's default language, whatever the request's language.",
  ),
  mock(
    'viewer-fields',
    'Fields that depend on the viewer not shown',
    'The recipient is the viewer for its own posts, comments and profile (`controls.isAuthor` true); elsewhere an ordinary member is. Previews (`previewLikeUsers`, `previewComments`) are empty: the site shows none.',
  ),
  real(
    'datetime-format',
    'Format of datetime, datetimeFormat and timeAgo not shown',
    "`datetime` = the language's `dateFormat` + ` H:i:s` (en: `10/21/2024 14:05:09`); `datetimeFormat` = `H:i` today, the date without the year + ` H:i` this year, else like `datetime`; `timeAgo` fills `timeFormat*` with n ≥ 1 (minutes under 1 h, hours under 24 h, days under 30 d, months of 28 days under 336 d, else years). Times are UTC.",
  ),
  real(
    'read-ratio',
    'Distribution of read status not shown',
    'About a third of generated notifications are unread; all nine types occur in every default world.',
  ),
  mock(
    'route-errors',
    'Unknown routes not shown',
    'Envelope codes 404 (no such path), 405 (method not allowed) and 500 (server fault).',
  ),
] as const satisfies readonly Assumption[];

export const assumptionIds = new Set<string>(assumptions.map((a) => a.id));
