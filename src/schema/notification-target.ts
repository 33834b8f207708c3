// What a notification is about: `actionInfo`'s structure follows `actionTarget` (1 User, 2 Group, 3 Hashtag, 4 Geotag,
// 5 Post, 6 Comment). A quote (type 9) reads either way, as the spec contradicts itself: actionTarget 5 and the quoting
// post (its table; the real system), or 4 and the quoted post (its sentence). Each pair is one variant of the
// notification; the spec shows none of the structures (spec mode accepts any object).
import Type, { type TSchema } from 'typebox';
import { Comment } from './comment-info.js';
import { Geotag } from './geotag-info.js';
import { Group } from './group-info.js';
import { Hashtag } from './hashtag-info.js';
import { notificationTypeValues, QUOTE_ACTION_TARGET } from './notification-vocabulary.js';
import { Post } from './post-info.js';
import { UserInfo } from './user-info.js';

const constant = <V extends number>(value: V, description: string) =>
  Type.Unsafe<V>({ type: 'integer', const: value, description });

/** actionTarget `N` with its structure `T` (typed by name, so that declarations stay small; see `named`). */
const pair = <N extends number, T>(actionTarget: N, name: string, info: TSchema, what: string) => ({
  actionTarget: constant(actionTarget, `\`${actionTarget}\` ${name}`),
  actionInfo: Type.Unsafe<T>({ allOf: [info], description: `The ${what} the notification is about` }),
});

const notQuote = notificationTypeValues.filter((t) => t !== 9);

/** Each variant's own fields, by component name (`type` only where the variant narrows it): the rest is the same in all. */
export const notificationTargets = {
  UserNotification: {
    description: '`actionTarget` 1: actionInfo is a User Info',
    ...pair<1, UserInfo>(1, 'User', UserInfo, 'user'),
  },
  GroupNotification: {
    description: '`actionTarget` 2: actionInfo is a Group Info',
    ...pair<2, Group>(2, 'Group', Group, 'group'),
  },
  HashtagNotification: {
    description: '`actionTarget` 3: actionInfo is a Hashtag Info',
    ...pair<3, Hashtag>(3, 'Hashtag', Hashtag, 'hashtag'),
  },
  GeotagNotification: {
    description: '`actionTarget` 4 on any type but a quote: actionInfo is a Geotag Info',
    type: Type.Unsafe<Exclude<(typeof notificationTypeValues)[number], 9>>({
      type: 'integer',
      enum: notQuote,
      description: 'Any type but 9 (a quote has actionTarget 4 too)',
    }),
    ...pair<4, Geotag>(4, 'Geotag', Geotag, 'place'),
  },
  PostNotification: {
    description:
      '`actionTarget` 5: actionInfo is a Post Info. A quote (type 9) has this shape in the real system: actionInfo is the quoting post, contentFsid the quoted one (assumption quote-action-target)',
    ...pair<5, Post>(5, 'Post', Post, 'post'),
  },
  CommentNotification: {
    description: '`actionTarget` 6: actionInfo is a Comment Info',
    ...pair<6, Comment>(6, 'Comment', Comment, 'comment'),
  },
  QuoteNotification: {
    description:
      "A quote (type 9) as the spec's sentence reads: actionTarget 4 and a Post Info in actionInfo. The real system sends quotes with actionTarget 5 (see PostNotification); the mock sends this reading only when asked to (assumption quote-action-target)",
    type: constant(9, '`9` Quote'),
    actionTarget: constant(QUOTE_ACTION_TARGET, "`4`, as the spec's sentence writes for quotes"),
    actionInfo: Type.Unsafe<Post>({
      allOf: [Post],
      description: "The recipient's post that was quoted (the spec's sentence: contentFsid is the quoting post's pid)",
    }),
  },
  NoTargetNotification: {
    description:
      'No additional content (e.g. a system message): actionTarget and actionInfo are null (assumption nullable-fields)',
    actionTarget: Type.Null({ description: 'No target' }),
    actionInfo: Type.Null({ description: 'No target' }),
  },
} as const;
