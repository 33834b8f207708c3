// Post Info, the real system's common structure for a post (an actionInfo of actionTarget 5, and of quotes; a comment's
// `replyToPost`): counters at top level, `stickyState` and `digestState` as numbers, the writer is `author`.
import Type, { type Static } from 'typebox';
import { PreviewComment } from './comment-fields.js';
import {
  commentCounts,
  contentAttachments,
  contentControls,
  contentMoreInfo,
  contentText,
  contentLifecycle,
} from './content-fields.js';
import { archivesField, operationsField } from './extend-info.js';
import { Geotag } from './geotag-info.js';
import { Group } from './group-info.js';
import { Hashtag } from './hashtag-info.js';
import { ContentInteraction } from './interaction-info.js';
import { ASSUMPTION, flag, oneOfNumbers, text } from './json-schema-helpers.js';
import {
  buttonStyles,
  count,
  detailUrl,
  digestState,
  named,
  orNull,
  part,
  privacy,
  receivedCounts,
  structure,
  structureOrNull,
  textFromNullable,
  textOrNull,
} from './structure-helpers.js';
import { authorOf } from './user-placeholder.js';
import { UserInfo } from './user-info.js';

const head = {
  pid: text('Post ID'),
  url: detailUrl('Detail URL: `{site_url}/{website_post_detail_path}/{pid}`; `null` without site_url'),
  title: textFromNullable('Post title; `null` without one (most posts)', 'posts.title'),
  ...contentText('post', 'posts'),
  stickyState: oneOfNumbers([1, 2, 3], 'Sticky: `1` no, `2` sticky in its group, `3` sticky everywhere'),
  digestState: digestState(),
  ...receivedCounts('post', 'post'),
  ...commentCounts('the post', true),
  quoteCount: count('Times other posts quoted it'),
  ...contentLifecycle('post', 'posts'),
};

const body = {
  readConfig: part('Read lock (paywall) settings', {
    isReadLocked: flag('Reading needs authorisation'),
    previewPercentage: count('Percent shown while locked'),
    buttonName: textOrNull('Unlock button text; `null` when not locked'),
    buttonUrl: textOrNull('Unlock handler URL; `null` when not locked'),
  }),
  associatedUserListConfig: part('A linked list of users', {
    hasUserList: flag('A user list exists'),
    userListName: textOrNull('List title; `null` without a list'),
    userListCount: count('Users in the list'),
    userListUrl: textOrNull('URL to view the list; `null` without a list'),
  }),
  commentConfig: part('Comment settings', {
    visible: flag('Comments are shown (false hides them from everyone)'),
    policy: oneOfNumbers(
      [1, 2, 3, 4, 5],
      'Who may reply: `1` everyone, `2` people the author follows, `3` those or verified users, `4` nobody, `5` only mentioned users',
    ),
    privacy: privacy('Comment privacy'),
    action: part('A custom comment button', {
      hasActionButton: flag('The button is present'),
      buttonName: textOrNull('Button text; `null` without a button'),
      buttonStyle: orNull(
        Type.Unsafe<(typeof buttonStyles)[number]>({
          type: 'string',
          enum: [...buttonStyles],
          description: 'Button style; `null` without a button',
        }),
      ),
      buttonUrl: textOrNull('Button app URL; `null` without a button'),
    }),
  }),
  moreInfo: contentMoreInfo('posts'),
  archives: archivesField(),
  operations: operationsField(),
  ...contentAttachments(),
  group: structureOrNull(named<Group>(Group), 'Its group; `null` outside groups (null documented)'),
  hashtags: Type.Array(named<Hashtag>(Hashtag), { description: 'Linked hashtags' }),
  geotag: structureOrNull(named<Geotag>(Geotag), 'Linked place; `null` without one'),
  author: authorOf<UserInfo>(UserInfo, 'The writer'),
  isMultiLevelQuote: flag('The quoted post quotes another post'),
};

const previewLikeUsers = Type.Array(named<UserInfo>(UserInfo), {
  description: 'A few users who liked it (empty when the site shows no previews)',
});
const previewComments = Type.Array(named<PreviewComment>(PreviewComment), {
  description: 'A few comments (empty when the site shows no previews)',
});
const tail = { interaction: named<ContentInteraction>(ContentInteraction), ...contentControls() };

/**
 * The post another post quotes: a Post Info one level down. Its own quote is only flagged (`isMultiLevelQuote` of the
 * quoting post), as the real system does: `quotedPost` is null here, so that no structure contains itself.
 */
export const QuotedPost = structure(
  'QuotedPost',
  "A Post Info nested in a quote (a post's quotedPost): its own quotedPost is null (the quoting post's isMultiLevelQuote tells whether it quotes another).",
  {
    ...head,
    ...body,
    quotedPost: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'The pid of the post it quotes in turn (see isMultiLevelQuote of the quoting post), or `null`',
    }),
    previewLikeUsers,
    previewComments,
    ...tail,
  },
);

export interface QuotedPost extends Static<typeof QuotedPost> {}

export const Post = structure(
  'Post',
  "Post Info, the real system's common structure for a post (not shown in the spec). Answers carry every field unless filterInfoKeys removed it.",
  {
    ...head,
    ...body,
    quotedPost: Type.Unsafe<QuotedPost | string | null>({
      anyOf: [QuotedPost, { type: 'string' }, { type: 'null' }],
      description:
        "The post this one quotes; `null` when it quotes none. Where the post is itself shown as quoted (a notification's actionInfo), the real system gives only the quoted post's pid",
      [ASSUMPTION]: 'structure-nulls',
    }),
    previewLikeUsers,
    previewComments,
    ...tail,
  },
);

export interface Post extends Static<typeof Post> {}
