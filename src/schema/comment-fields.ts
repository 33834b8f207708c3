// The fields every Comment Info has, whatever it is nested in (a notification's actionInfo, a comment's replyToComment,
// a post's previewComments): all but previewComments, replyToPost and replyToComment, which say how deep it sits.
import Type, { type Static } from 'typebox';
import {
  commentCounts,
  contentAttachments,
  contentControls,
  contentLifecycle,
  contentMoreInfo,
  contentText,
} from './content-fields.js';
import { archivesField, operationsField } from './extend-info.js';
import { Geotag } from './geotag-info.js';
import { Hashtag } from './hashtag-info.js';
import { CommentInteraction } from './interaction-info.js';
import { flag, oneOfStrings, text } from './json-schema-helpers.js';
import {
  buttonStyles,
  detailUrl,
  digestState,
  named,
  orNull,
  part,
  privacy,
  receivedCounts,
  structure,
  structureOrNull,
  textOrNull,
} from './structure-helpers.js';
import { UserInfo, userInfoFields } from './user-info.js';
import { authorOf } from './user-placeholder.js';

/** Comment Info's `author`: User Info plus one key. */
export const CommentAuthor = structure('CommentAuthor', "User Info of a comment's author, plus `isPostAuthor`", {
  ...userInfoFields,
  isPostAuthor: flag('The commenter also wrote the post'),
});

export interface CommentAuthor extends Static<typeof CommentAuthor> {}

/** In the docs' order, up to previewLikeUsers (previewComments comes next, then interaction). */
export const commentHead = {
  cid: text('Comment ID'),
  url: detailUrl('Detail URL: `{site_url}/{website_comment_detail_path}/{cid}`; `null` without site_url'),
  privacy: privacy('Privacy'),
  ...contentText('comment', 'comments'),
  isSticky: flag("Pinned (a Boolean, unlike a post's stickyState)"),
  digestState: digestState(),
  ...receivedCounts('comment', 'comment'),
  ...commentCounts('the comment', true),
  ...contentLifecycle('comment', 'comments'),
  moreInfo: contentMoreInfo('comments'),
  activeButton: part("A button that overrides the post's comment button", {
    hasActiveButton: flag('The button is present'),
    buttonName: textOrNull('Button text; `null` without a button'),
    buttonStyle: orNull(oneOfStrings(buttonStyles, 'Button style; `null` without a button')),
    buttonUrl: textOrNull('Button app URL; `null` without a button'),
  }),
  archives: archivesField(),
  operations: operationsField(),
  ...contentAttachments(),
  hashtags: Type.Array(named<Hashtag>(Hashtag), { description: 'Linked hashtags' }),
  geotag: structureOrNull(named<Geotag>(Geotag), 'Linked place; `null` without one'),
  author: authorOf<CommentAuthor>(CommentAuthor, 'The writer, with isPostAuthor'),
  previewLikeUsers: Type.Array(named<UserInfo>(UserInfo), {
    description: 'A few users who liked it (empty when the site shows no previews)',
  }),
};

export const commentInteraction = { interaction: named<CommentInteraction>(CommentInteraction) };
export const commentControls = contentControls();

/**
 * A comment inside a post's previewComments: as the real system lists sub-comments, its replyToPost names the post
 * by `pid` only, and it nests nothing further.
 */
export const PreviewComment = structure(
  'PreviewComment',
  "A Comment Info in a post's previewComments: replyToPost holds only the post's `pid`, replyToComment is null, and it previews no replies.",
  {
    ...commentHead,
    previewComments: Type.Array(Type.Never(), { description: 'Empty: previews nest no further', maxItems: 0 }),
    ...commentInteraction,
    replyToPost: part("The post, by its ID only (as in the real system's sub-comment lists)", { pid: text('Post ID') }),
    replyToComment: Type.Null({ description: 'Not given in a preview' }),
    ...commentControls,
  },
);

export interface PreviewComment extends Static<typeof PreviewComment> {}
