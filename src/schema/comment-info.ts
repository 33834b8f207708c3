// Comment Info, the real system's common structure for a comment (an actionInfo of actionTarget 6): no top-level `pid`
// and no `group`; its post is `replyToPost`, the comment it answers `replyToComment`; `isSticky` is a Boolean here.
import Type, { type Static } from 'typebox';
import { commentCounts, contentAttachments, contentControls, contentMoreInfo, contentText, contentLifecycle } from './content-fields.js';
import { ExtendArchiveInfo, ExtendOperationInfo } from './extend-info.js';
import { Geotag } from './geotag-info.js';
import { Hashtag } from './hashtag-info.js';
import { CommentInteraction } from './interaction-info.js';
import { flag, oneOfStrings, text } from './json-schema-helpers.js';
import type { Post } from './post-info.js';
import { buttonStyles, componentRef, componentRefOrNull, digestState, orNull, part, privacy, receivedCounts, structure, structureOrNull, textOrNull } from './structure-helpers.js';
import { UserInfo, userInfoFields } from './user-info.js';

/** Comment Info's `author`: User Info plus one key. */
export const CommentAuthor = structure('CommentAuthor', "User Info of a comment's author, plus `isPostAuthor`", {
  ...userInfoFields,
  isPostAuthor: flag('The commenter also wrote the post'),
});

const fields = {
  cid: text('Comment ID'),
  url: text('Detail URL: `{site_url}/{website_comment_detail_path}/{cid}`'),
  privacy: privacy('Privacy'),
  ...contentText('comment'),
  isSticky: flag('Pinned (a Boolean, unlike a post\'s stickyState)'),
  digestState: digestState(),
  ...receivedCounts('comment'),
  ...commentCounts('the comment'),
  ...contentLifecycle('comment'),
  moreInfo: contentMoreInfo('comments'),
  activeButton: part("A button that overrides the post's comment button", {
    hasActiveButton: flag('The button is present'),
    name: textOrNull('Button text; `null` without a button'),
    style: orNull(oneOfStrings(buttonStyles, 'Button style; `null` without a button')),
    appUrl: textOrNull('Button app URL; `null` without a button'),
  }),
  archives: Type.Array(ExtendArchiveInfo, { description: 'Custom fields (Extend Archive Info)' }),
  operations: ExtendOperationInfo,
  ...contentAttachments(),
  hashtags: Type.Array(Hashtag, { description: 'Linked hashtags' }),
  geotag: structureOrNull(Geotag, 'Linked place; `null` without one'),
  author: CommentAuthor,
  previewLikeUsers: Type.Array(UserInfo, { description: 'A few users who liked it (empty when the site shows no previews)' }),
};

const tail = { interaction: CommentInteraction };

/** The fields of Comment Info without those that name posts and comments again (the static type adds them). */
const CommentShape = Type.Object({ ...fields, ...tail, ...contentControls() });

export type Comment = Static<typeof CommentShape> & {
  previewComments: Comment[];
  replyToPost: Post;
  replyToComment: Comment | null;
};

export const Comment = structure('Comment', "Comment Info, the real system's common structure for a comment (not shown in the spec). Answers carry every field unless filterInfoKeys removed it.", {
  ...fields,
  previewComments: Type.Array(componentRef<Comment>('Comment', 'A reply'), { description: 'A few replies (empty when the site shows no previews)' }),
  ...tail,
  replyToPost: componentRef<Post>('Post', 'The post the comment belongs to'),
  replyToComment: componentRefOrNull<Comment>('Comment', 'The comment it answers; `null` for a comment on the post itself'),
  ...contentControls(),
});
