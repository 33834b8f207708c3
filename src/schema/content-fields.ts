// Fields Post Info and Comment Info share: the content and its language, the counters of its comments, its times, the
// attachments, extension blocks, the viewer's rights and the management entries (the docs list them alike in both).
import Type from 'typebox';
import { ExtendContentInfo, ExtendFunctionInfo } from './extend-info.js';
import { FilesByKind } from './file-info.js';
import { flag, text, whole } from './json-schema-helpers.js';
import { count, dateTime, dateTimeOrNull, named, part, timeAgoOrNull, timeAgoText } from './structure-helpers.js';

/** Inside notifications a post's or comment's content is a brief (assumption common-structures). */
export const BRIEF_LIMIT = 280;

export const contentText = (what: string) => ({
  content: text(`The ${what}'s text, or a brief of it (at most ${BRIEF_LIMIT} characters; \`isBrief\` says which)`, { maxLength: BRIEF_LIMIT }),
  contentLength: count('Length of the full content'),
  langTag: text('Language tag of the content'),
  writingDirection: text('Text direction, e.g. `ltr` (values not listed in the docs)'),
  isBrief: flag('`content` is a brief of a longer text'),
  isMarkdown: flag('Content is Markdown'),
  isAnonymous: flag('The author is hidden (`author` is the anonymous placeholder)'),
});

export const commentCounts = (of: string) => ({
  commentCount: count(`Comments on ${of}`),
  commentDigestCount: count(`Digest comments on ${of}`),
  commentLikeCount: count(`Likes on ${of} comments`),
  commentDislikeCount: count(`Dislikes on ${of} comments`),
  commentFollowCount: count(`Follows on ${of} comments`),
  commentBlockCount: count(`Blocks on ${of} comments`),
});

/** Times, edits, rank and validity, in the docs' order. */
export const contentLifecycle = (what: string) => ({
  createdDatetime: dateTime('Publish time'),
  createdTimeAgo: timeAgoText('createdDatetime'),
  editedDatetime: dateTimeOrNull('Last edit; `null` if never edited'),
  editedTimeAgo: timeAgoOrNull('editedDatetime'),
  editedCount: count('Number of edits'),
  lastCommentDatetime: dateTimeOrNull('Latest comment on it; `null` before the first'),
  lastCommentTimeAgo: timeAgoOrNull('lastCommentDatetime'),
  rankState: whole('Rank state (values not listed in the docs)'),
  status: flag(`The ${what} is valid`),
});

export const contentMoreInfo = (table: string) =>
  Type.Object(
    { ipLocation: text("Author's IP location name"), deviceName: text("Author's device name") },
    { description: `Free-form details (${table}.more_info) with two known keys`, additionalProperties: true },
  );

export const contentAttachments = () => ({
  files: named<FilesByKind>(FilesByKind),
  extends: named<ExtendContentInfo>(ExtendContentInfo),
});

export const contentControls = () => ({
  controls: part("The viewer's rights on it", {
    isAuthor: flag('The viewer wrote it'),
    canEdit: flag('The viewer may edit it'),
    canDelete: flag('The viewer may delete it'),
  }),
  manages: Type.Array(named<ExtendFunctionInfo>(ExtendFunctionInfo), { description: 'Management entries of apps (Extend Function Info)' }),
});
