// The assumptions on what the answers hold: ordering, the structures and their nulls, times, the viewer's fields and
// unknown routes.
import { mock, real, type Assumption } from './assumption.js';

export const answerAssumptions = [
  real(
    'ordering-ties',
    'Ordering of notifications with the same time not shown',
    'Newest first by creation time; equal times keep one stable order, the same on every request.',
  ),
  mock(
    'configs-key-order',
    'Order of the configuration keys in an answer not shown',
    "All the configs come with the spec's keys in the spec's table order, then the real system's other stored keys, the platform portals, `cache_datetime` and `cache_minutes`; `keys=a,b` comes in request order (configs-keys). The spec states an order for the notification list alone (\"descending by time\"), groups the keys \"only for readability\", and a JSON object's members have no order (RFC 8259 §4: an unordered collection): no reader may depend on it, and the contract kit checks none. The real system sends the order of its stored rows, read without sorting (measured on v3.6.2: `installed_datetime`, `cache_datetime`, `bulletin_name`, `bulletin_contents`, `language_status` first, `language_pack_version` and the `china_*` keys near the end; 158 of the spec's 304 keys in the spec's relative order): the order in which its installer and upgrades wrote the rows, which another install or database may give otherwise, not an order of the API. The mock keeps the spec's order, grouped as the spec documents the keys, in its answers and in the fixtures and examples generated from them; the members and their types are the same either way.",
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
    "`actionUserIsAnonymous: true` with the real system's placeholder (`UserPlaceholder`): identity fields (`fsid`, `uid`, `username`, `url`) and `nickname` `null`, no `interaction` or `conversation`, `stats` `null`, `moreInfo` `[]`, `extends` empty, and its own member names (`registerDate`, `lastPublishPost` …), as the real system's `fresnsUserSubstitutionProfile` builds it. An anonymous post's `author` is the same object. A trigger whose account was deleted is that placeholder with `status` false, the deactivated avatar and `actionUserIsAnonymous` false (the real system's `userDetail` of a user it no longer finds; about 2 % of member triggers here, the same per seed); a deactivated member, or one whose deletion is pending, keeps its User Info with `status` false (deactivated) and the deactivated avatar (its `getUserAvatar`). A post or comment whose writer deleted the account has that deleted placeholder as its `author` (a comment's plus `isPostAuthor`, added last, as the real system's `commentDetail` adds it to any author), about 2 % of members' posts and comments, the same per seed; a mention or quote made by such a post is triggered by the same placeholder. `filterUserType`/`filterUserKeys` apply to a deleted trigger's placeholder as to every actionUser (the spec: \"Applies only to actionUser in the result\"); the real system sends that one whole (its `userDetail` answers the placeholder before it reads the filter, while the anonymous one is projected): its deviation from the spec, which the mock does not copy and the contract kit reports. Measured on the real system with a trigger disabled, then soft-deleted, and with a post's and a comment's writer soft-deleted (`filterUserKeys=nickname` answered the deleted trigger's whole placeholder).",
  ),
  real(
    'content-fsid',
    'contentFsid outside types 8 and 9 not shown',
    "`null` for every type except 8 (the comment's cid) and 9 (the recipient's quoted post's pid, as the real system sends quotes: see quote-action-target).",
  ),
  real(
    'quote-action-target',
    'Type 9 says "with actionTarget=4" and "contentFsid is the quoting post\'s pid"; the same spec\'s table calls 4 a geotag and 5 a post',
    "As the real system sends quotes: `actionTarget` 5 (a post), `actionInfo` the quoting post, written by `actionUser` (the anonymous placeholder, with `actionUserIsAnonymous`, when that post is anonymous), `contentFsid` the pid of the recipient's post it quotes (the quoting post's `quotedPost`), `content` the quoting post's text. Evidence: on the real system a member's post quoting the admin's post gave the admin type 9 with `actionTarget` 5, `actionInfo.pid` the quoting post (its author `actionUser`, its `quotedPost` the admin's pid), `contentFsid` the admin's post's pid, and `filterInfoKeys` applied to the quoting post; its source sends quotes with its post target. The official v3 clients read `actionTarget` 4 as a geotag and fail on the spec's literal reading. `serve --quotes sentence` (`quotes: 'sentence'` in core-kit/msw) answers that reading instead: `actionTarget` 4, the quoted post in `actionInfo`, the quoting post's pid in `contentFsid`. The contract kit passes either reading applied to every quote; `--strict` asks for the real one.",
  ),
  real(
    'common-structures',
    'Internal fields of User Info, group, hashtag, geotag, post and comment not shown',
    "Spec-only validation (and the contract kit's spec checks) accept any object. The mock sends, and the document describes, the real system's User Info, Group, Hashtag, Geotag, Post and Comment Info field by field, with the File and Extend Info they nest; `actionInfo` follows `actionTarget` (1 User, 2 Group, 3 Hashtag, 4 Geotag, 5 Post, 6 Comment). Every field is sent unless filterUserKeys / filterInfoKeys removed it, so the document marks none as required; inside notifications, content is a brief of at most 280 characters. The structures and their nested parts are open (`x-open-structure`): a member they do not list is accepted (another implementation, a plugin or a new version may add one), while the listed members keep their types; the mock checks what it generates and loads (fixtures) with the structures closed. Their keys come in the real system's order (User Info: its profile, then `bioHtml`, the main role, `archives`, `operations`, `roles`, `interaction`, `conversation`, `stats`; a post's and a comment's `manages` before `controls`; a place's `distance` and `unit` after its `operations`), measured on its answers; the configs keep the spec's table order (the real system's is the order of its stored rows), and a language entry the spec's.",
  ),
  real(
    'structure-nulls',
    'Absent values inside the structures not shown',
    "A field the docs type String or Object is `null` when there is nothing to name: no decoration, banner or role icon, not verified, no expiry, never published, edited or renamed, no parent group, no group, place, quoted post or replied comment, a button that is off, a viewer without a note. A comment's button (`activeButton`) names its members as the real system does: `hasActiveButton`, `buttonName`, `buttonStyle`, `buttonUrl`.",
  ),
  real(
    'real-nulls',
    "Which structure fields can be null not shown (the real system's docs type them String, Number or Object)",
    "Every field the real system copies from a nullable column (`bio`, `location`, a post's `title`, `langTag`, `moreInfo` …) or computes to null (`url` without `site_url`; banners, covers and role icons without a file; descriptions with nothing stored (a name or description stored only in another language answers that language's entry, as the real system's language-content helper falls back; a group's and a hashtag's `name` are NOT NULL and never null); `parentGid` of a top-level group; the main-role fields without a role row; a geotag's city fields and `cityId` without a city row; counts the site keeps private; a user's counts of what they did or published while the site hides that profile list, `profile_*_enabled` off) is nullable, marked `x-real-null` with its column or rule. The generated world answers these nulls at a real community's rates (see the rates below this table), and the switched ones as its own configs say (its site hides the places lists and what people dislike and block).",
  ),
  real(
    'nested-structures',
    'How deep the structures nest not shown',
    "As the real system lists them in a notification (its `viewType` quoted): a post's `quotedPost` is the quoted post's `pid` (a string; `isMultiLevelQuote` flags that the quoted post quotes another), a comment's `replyToPost` is `null` (the real system names a comment's post only where comments are listed on their own), a comment's `replyToComment` is `null` too (the real system's list asks for neither: its `outputReplyToComment` is unset, so even a reply answers `null`; elsewhere a nested one has `replyToComment` null), and comments in `previewComments` name their post by `pid` only, as the real system's sub-comment lists do. No structure contains itself (`QuotedPost`, `RepliedComment`, `PreviewComment` in the document), so generators and validating proxies can follow the document.",
  ),
  real(
    'file-kind-keys',
    'File Info keys of other kinds not shown',
    "A File Info carries the keys of its own kind only, as the real system's `getFileMetaInfoByType` adds them (an image has `imageLong` and the `image*Url`s but no `videoUrl`; video and audio have `transcodingState`); `width`, `height` and `duration` come on every kind, `null` where the file has none (an audio's `width`). The document lets another kind's keys be absent or `null`. An image has no `imageConfigUrl`: the real system's `getImageMetaInfo` adds one, but its post and comment file lists remove it (`FileHelper::handleTemporaryUrlFileInfoList`). `sortOrder` and `moreInfo` come from the attachment's usage row: a post's or comment's files carry them, a profile archive's file value (`valueType` `file`) has neither (the real system's `FileHelper::fresnsFileInfoById` without a usage). `size` is written as the real system writes it, 1024-based with two decimals (`39.06 KB`, `1.46 MB`: `StrHelper::fileSize`, Laravel's `Number::fileSize`).",
  ),
  real(
    'structure-times',
    'Times inside the structures not shown',
    "As the real system writes them, in the request's language and time zone (the language header while `language_status` is on, `X-Core-Client-Timezone`), like the notification's own (only the notification's `actionUser` and `actionInfo` move to the time zone, with their `interaction`: the structures nested in them keep UTC, as the real system details those with no time zone): a user's, group's, hashtag's and place's times (`registerDateTime`, `lastPublishPostDateTime`, `createdDatetime`, the expiries) as the notification's `datetime` (the language's date format plus ` H:i:s`: its `DateHelper::fresnsDateTimeByTimezone`); a post's and a comment's (`createdDatetime`, `editedDatetime`, `lastCommentDatetime`) as its `datetimeFormat` (`H:i` the same day, the date without its year plus ` H:i` the same year, else in full: `fresnsFormatDateTime`); their `…TimeAgo` forms in the request's language. An extend's `endDateTime` and a birthday stay as stored (`Y-m-d H:i:s`, `Y-m-d`). Measured on an English site: `registerDateTime` `11/26/2026 15:48:03`, a post's `createdDatetime` `11/26 15:48`. The generated world's stored times are those of the clock it was built by; what is relative to \"now\" is written at the moment of the answer, as the real system renders when it answers: under the running clock (no `--now`) a stored time stays, its `…TimeAgo` grows and a post's time of the day turns into its date at midnight; fixtures keep the times they hold.",
  ),
  mock(
    'viewer-fields',
    'Fields that depend on the viewer not shown',
    'The recipient is the viewer for its own posts, comments and profile (`controls.isAuthor` true); elsewhere an ordinary member is. Previews (`previewLikeUsers`, `previewComments`) are empty: the site shows none.',
  ),
  real(
    'datetime-format',
    'Format of datetime, datetimeFormat and timeAgo not shown',
    '`datetime` = the language\'s `dateFormat` + ` H:i:s` (en: `10/21/2024 14:05:09`); `datetimeFormat` = `H:i` today, the date without the year + ` H:i` this year, else like `datetime`; `timeAgo` fills `timeFormat*` with n ≥ 1 (minutes under 1 h, hours under 24 h, days under 30 d, months of 28 days under 336 d, else years), one form for every n as the real language pack words it (`{n} minute ago`, `{n} hour ago`, `{n} day ago`, `{n} month ago`, `{n} year ago`; zh-Hans `{n} 分钟前` …; the pack has no other languages, so the Spanish and Arabic wordings are this kit\'s, in the same single form). Times are UTC. `datetime` is the stored instant; `datetimeFormat` and `timeAgo` are rendered at the moment of the answer, as the real system renders them when it answers: without `--now` the mock\'s clock runs from its start (its world, every `datetime`, is of the start; an hour later "5 minute ago" reads "1 hour ago", and at midnight `H:i` turns into the date), to the second, as the `Date` header; `--now` pins it.',
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
