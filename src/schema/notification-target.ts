// What a notification is about: `actionInfo`'s structure follows `actionTarget` (1 User, 2 Group, 3 Hashtag, 4 Geotag,
// 5 Post, 6 Comment). A quote (type 9) reads either way, as the spec contradicts itself: actionTarget 5 and the quoting
// post (its table; the real system), or 4 and the quoted post (its sentence). Each pair is one variant of the
// notification; the spec shows none of the structures (spec mode accepts any object).
import Type, { type TSchema } from 'typebox';
import { ASSUMPTION } from './json-schema-helpers.js';
import { EMPTY_PHP_ARRAY } from './structure-helpers.js';
import { UserPlaceholder } from './user-placeholder.js';
import { Comment } from './comment-info.js';
import { Geotag } from './geotag-info.js';
import { Group } from './group-info.js';
import { Hashtag } from './hashtag-info.js';
import { actionTargetValues, notificationTypeValues, QUOTE_ACTION_TARGET } from './notification-vocabulary.js';
import { Post } from './post-info.js';
import { UserInfo } from './user-info.js';

const constant = <V extends number>(value: V, description: string) =>
  Type.Unsafe<V>({ type: 'integer', const: value, description });

/**
 * The target's structure. Where the real system shows none (the target was deleted, or a whitelist kept nothing of
 * it), the notification is a MissingTargetNotification instead: a variant of its own, so that a validator names the
 * problems of one structure, not of every alternative.
 */
const targetOf = <T>(infos: readonly TSchema[], what: string) =>
  infos.length === 1
    ? Type.Unsafe<T>({ allOf: [infos[0]!], description: `The ${what} the notification is about` })
    : Type.Unsafe<T>({ anyOf: [...infos], description: `The ${what} the notification is about` });

/** actionTarget `N` with its structure `T` (typed by name, so that declarations stay small; see `named`). */
const pair = <N extends number, T>(actionTarget: N, name: string, info: TSchema, what: string) => ({
  actionTarget: constant(actionTarget, `\`${actionTarget}\` ${name}`),
  actionInfo: targetOf<T>([info], what),
});

const notQuote = notificationTypeValues.filter((t) => t !== 9);

/** Each variant's own fields, by component name (`type` only where the variant narrows it): the rest is the same in all. */
export const notificationTargets = {
  UserNotification: {
    description: '`actionTarget` 1: actionInfo is a User Info (the placeholder when that user was deactivated)',
    actionTarget: constant(1, '`1` User'),
    actionInfo: targetOf<UserInfo | UserPlaceholder>([UserInfo, UserPlaceholder], 'user'),
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
    actionInfo: targetOf<Post>([Post], 'post'),
  },
  MissingTargetNotification: {
    description:
      "A target the real system does not show: actionTarget names its kind, actionInfo is `null` (the target was deleted: the real system's detail helper finds no row) or `[]` (PHP's empty array: a filterInfoKeys whitelist kept nothing of it). The static type has the null only: it describes unfiltered answers",
    actionTarget: Type.Unsafe<(typeof actionTargetValues)[number]>({
      type: 'integer',
      enum: [...actionTargetValues],
      description: 'The kind of target the notification was about',
    }),
    actionInfo: Type.Unsafe<null>({
      anyOf: [{ type: 'null' }, EMPTY_PHP_ARRAY],
      description: '`null`: the target was deleted; `[]`: a whitelist kept nothing of it',
      [ASSUMPTION]: 'real-nulls',
    }),
  },
  NoTargetNotification: {
    description:
      'No additional content (e.g. a system message): actionTarget and actionInfo are null (assumption nullable-fields)',
    actionTarget: Type.Null({ description: 'No target' }),
    actionInfo: Type.Null({ description: 'No target' }),
  },
} as const;
