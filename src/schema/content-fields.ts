// Fields Post Info and Comment Info share: the content and its language, the counters of its comments, its times, the
// attachments, extension blocks, the viewer's rights and the management entries (the docs list them alike in both).
import Type from 'typebox';
import { ExtendContentInfo, ExtendFunctionInfo } from './extend-info.js';
import { FilesByKind } from './file-info.js';
import { flag, text, whole } from './json-schema-helpers.js';
import {
  columnTimeAgo,
  count,
  contentTime,
  named,
  part,
  privateCount,
  realNull,
  timeAgoText,
} from './structure-helpers.js';

/** Inside notifications a post's or comment's content is a brief (assumption common-structures). */
export const BRIEF_LIMIT = 280;

export const contentText = (what: string, table: string) => ({
  content: realNull(
    text(
      `The ${what}'s text, or a brief of it (at most ${BRIEF_LIMIT} characters; \`isBrief\` says which); \`null\` without text (e.g. only images)`,
      { maxLength: BRIEF_LIMIT },
    ),
    `${table}.content`,
  ),
  contentLength: count('Length of the full content'),
  langTag: realNull(text('Language tag of the content; `null` when not detected'), `${table}.lang_tag`),
  writingDirection: text('Text direction, e.g. `ltr` (values not listed in the docs)'),
  isBrief: flag('`content` is a brief of a longer text'),
  isMarkdown: flag('Content is Markdown'),
  isAnonymous: flag('The author is hidden (`author` is the anonymous placeholder)'),
});

/** `private`: a post's counts of its comments' likes … follow the site's comment_{action}_public_count (the real system's). */
export const commentCounts = (of: string, mayBePrivate: boolean) => {
  const reaction = (description: string, action: 'like' | 'dislike' | 'follow' | 'block') =>
    mayBePrivate ? privateCount(description, 'comment', action) : count(description);
  return {
    commentCount: count(`Comments on ${of}`),
    commentDigestCount: count(`Digest comments on ${of}`),
    commentLikeCount: reaction(`Likes on ${of} comments`, 'like'),
    commentDislikeCount: reaction(`Dislikes on ${of} comments`, 'dislike'),
    commentFollowCount: reaction(`Follows on ${of} comments`, 'follow'),
    commentBlockCount: reaction(`Blocks on ${of} comments`, 'block'),
  };
};

/** Times, edits, rank and validity, in the docs' order. */
export const contentLifecycle = (what: string, table: string) => ({
  createdDatetime: contentTime('Publish time'),
  createdTimeAgo: timeAgoText('createdDatetime'),
  editedDatetime: realNull(contentTime('Last edit; `null` if never edited'), `${table}.last_edit_at`),
  editedTimeAgo: columnTimeAgo('editedDatetime', `${table}.last_edit_at`),
  editedCount: count('Number of edits'),
  lastCommentDatetime: realNull(
    contentTime('Latest comment on it; `null` before the first'),
    `${table}.last_comment_at`,
  ),
  lastCommentTimeAgo: columnTimeAgo('lastCommentDatetime', `${table}.last_comment_at`),
  rankState: whole('Rank state (values not listed in the docs)'),
  status: flag(`The ${what} is valid`),
});

export const contentMoreInfo = (table: string) =>
  realNull(
    Type.Object(
      { ipLocation: text("Author's IP location name"), deviceName: text("Author's device name") },
      {
        description: `Free-form details (${table}.more_info) with two known keys; \`null\` when empty`,
        additionalProperties: true,
      },
    ),
    `${table}.more_info`,
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
  manages: Type.Array(named<ExtendFunctionInfo>(ExtendFunctionInfo), {
    description: 'Management entries of apps (Extend Function Info)',
  }),
});
