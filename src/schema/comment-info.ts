// Comment Info, the real system's common structure for a comment (an actionInfo of actionTarget 6): no top-level `pid`
// and no `group`; its post is `replyToPost`, the comment it answers `replyToComment`; `isSticky` is a Boolean here.
import Type, { type Static } from 'typebox';
import { commentControls, commentHead, commentInteraction, PreviewComment } from './comment-fields.js';
import { Post } from './post-info.js';
import { named, structure, structureOrNull } from './structure-helpers.js';

const previewComments = Type.Array(named<PreviewComment>(PreviewComment), {
  description: 'A few replies (empty when the site shows no previews)',
});

/** The comment another comment answers: a Comment Info one level down, whose own replyToComment is null. */
export const RepliedComment = structure(
  'RepliedComment',
  "A Comment Info nested as a reply's replyToComment: its own replyToComment is null, so that no structure contains itself.",
  {
    ...commentHead,
    previewComments,
    ...commentInteraction,
    replyToPost: structureOrNull(
      named<Post>(Post),
      'The post it replies to; `null` where comments come one by one (a notification): the real system gives it only in comment lists and details',
    ),
    replyToComment: Type.Null({ description: 'Not given one level down' }),
    ...commentControls,
  },
);

export interface RepliedComment extends Static<typeof RepliedComment> {}

export const Comment = structure(
  'Comment',
  "Comment Info, the real system's common structure for a comment (not shown in the spec). Answers carry every field unless filterInfoKeys removed it.",
  {
    ...commentHead,
    previewComments,
    ...commentInteraction,
    replyToPost: structureOrNull(
      named<Post>(Post),
      'The post it replies to; `null` where comments come one by one (a notification): the real system gives it only in comment lists and details',
    ),
    replyToComment: structureOrNull(
      named<RepliedComment>(RepliedComment),
      'The comment it answers; `null` for a comment on the post itself, and where comments come one by one (a notification): the real system gives it only in comment lists and details',
    ),
    ...commentControls,
  },
);

export interface Comment extends Static<typeof Comment> {}
