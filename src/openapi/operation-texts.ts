// Prose of the document: API and operation descriptions, taken from the spec.
import {
  errorCatalogue,
  type ErrorEntry,
  authHeaders,
  LANGUAGE_HEADER,
  notificationTypes,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../schema/index.js';

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export const apiDescription = (examplesWorld: string, withMockNotes = false) =>
  [
    'A content-community backend: users, groups, hashtags, geotags, posts and comments, which users can like, dislike, follow and block.',
    'This document is generated from the TypeScript contract of **core-kit** (mock server and contract tests).',
    `Its examples are real answers of the mock's default world (${examplesWorld}): the same site, people and notifications \`npm start\` serves.`,
    '',
    'Where the spec says "not shown", the document follows the real system the spec was taken from; every such point is listed in `x-assumptions` and marked on its schema node with `x-assumption` (and `x-spec-relaxed` where a spec-only validator should accept more).',
    '',
    '**Errors** (assumed shape and codes): every error is `{ "code": <code>, "message": "…", "data": null }`, HTTP 200 as the real system does (an implementation may answer 400/401 instead, as the mock does with `--http-errors`).',
    '',
    table(
      ['code', 'message', 'when'],
      Object.values(errorCatalogue)
        .map((e): ErrorEntry => e)
        .map((e) => [String(e.code), e.message, withMockNotes && e.mockNote ? `${e.when} ${e.mockNote}` : e.when]),
    ),
    '',
    "Every envelope is discriminable by `code`: `0` on success, a code of this catalogue otherwise (`if (body.code === 0)` narrows a generated client's type).",
  ].join('\n');

export const configsDescription = [
  "The site's configuration items: languages, general site data, policies, account, wallet, user rules, content and interaction switches, channels, paths, bulletins and extensions. Each item is a key with a value of its type (see `GlobalConfigs`).",
  '',
  'No login needed; the four `X-Core-*` headers are accepted if sent. `keys` narrows the answer to the keys it names, in request order.',
  `The \`${LANGUAGE_HEADER}\` header picks \`current_language_menu\`.`,
].join('\n');

export const notificationListDescription = [
  "A paged list of the current user's notifications, **latest first**. Requires the four headers " +
    authHeaders.map((h) => `\`${h.name}\``).join(', ') +
    ' in public and private mode.',
  '',
  table(
    ['type', 'meaning'],
    Object.entries(notificationTypes).map(([n, t]) => [`${n} ${t.name}`, t.meaning]),
  ),
  '',
  `Defaults: \`pageSize\` ${PAGE_SIZE_DEFAULT} (at most ${PAGE_SIZE_MAX}, assumed), \`page\` 1. A page beyond \`lastPage\` answers an empty list with \`total\` unchanged (assumed).`,
  '`actionInfo` follows `actionTarget`: `1` User Info, `2` Group, `3` Hashtag, `4` Geotag, `5` Post, `6` Comment; a quote (type 9) has actionTarget 4, as the spec says, and a Post (see `NotificationTarget`).',
  'Whitelist/blacklist filters project `actionUser` and `actionInfo` only; keys use dot notation (`stats.followerCount`, `roles.0.name`, `author.nickname`).',
  `The \`${LANGUAGE_HEADER}\` header picks the language of \`datetime\`, \`datetimeFormat\` and \`timeAgo\`.`,
].join('\n');
