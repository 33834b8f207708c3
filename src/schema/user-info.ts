// User Info, the real system's common structure for a user (actionUser, an actionInfo of actionTarget 1, every author),
// field by field as its client docs list them: ids are strings except `uid`, role ids are strings, counters live in `stats`.
import Type, { type Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { UserInteraction } from './interaction-info.js';
import { crossFamily, flag, nullable, oneOfNumbers, text, whole } from './json-schema-helpers.js';
import {
  columnTime,
  columnTimeAgo,
  count,
  dateTime,
  fileUrl,
  freeFormOrNull,
  named,
  part,
  privateCount,
  realNull,
  structure,
  textFromNullable,
  textOrNull,
} from './structure-helpers.js';

const identity = <S extends Parameters<typeof nullable>[0]>(schema: S) => nullable(schema, 'anonymous-user');

/** Null when the user has no role row (or the role has no such value). */
const mainRole = <S extends Parameters<typeof realNull>[0]>(schema: S) =>
  realNull(schema, 'main role row missing (?->)');

const verbs = ['like', 'dislike', 'follow', 'block'] as const;
const kinds = ['User', 'Group', 'Hashtag', 'Post', 'Comment'] as const;
const past = { like: 'liked', dislike: 'disliked', follow: 'followed', block: 'blocked' } as const;
const state = (n: number) =>
  oneOfNumbers([1, 2, 3], `Visibility of custom score ${n}: \`1\` off, \`2\` private, \`3\` public`);

/** `stats`: what the user did (likeUserCount …), what was done to them (likerCount …), what they published, custom scores. */
export const UserStats = structure(
  'UserStats',
  "A user's counters (only User Info has a `stats` object; other structures count at top level)",
  {
    ...crossFamily(
      verbs,
      kinds,
      (verb, kind) => `${verb}${kind}Count` as const,
      (verb, kind) => count(`${kind}s this user ${past[verb]}`),
    ),
    viewCount: count('Views of this user'),
    // The user's own like, dislike, follow and block counts: null when the site keeps them private.
    likerCount: privateCount('People who liked this user', 'user', 'like'),
    dislikerCount: privateCount('People who disliked this user', 'user', 'dislike'),
    followerCount: privateCount('Followers of this user', 'user', 'follow'),
    blockerCount: privateCount('People who blocked this user', 'user', 'block'),
    postPublishCount: count('Posts published'),
    postDigestCount: count('Digest posts published'),
    postLikeCount: count('Likes received on own posts'),
    postDislikeCount: count('Dislikes received on own posts'),
    postFollowCount: count('Follows received on own posts'),
    postBlockCount: count('Blocks received on own posts'),
    commentPublishCount: count('Comments published'),
    commentDigestCount: count('Digest comments published'),
    commentLikeCount: count('Likes received on own comments'),
    commentDislikeCount: count('Dislikes received on own comments'),
    commentFollowCount: count('Follows received on own comments'),
    commentBlockCount: count('Blocks received on own comments'),
    extcredits1: whole('Custom score 1'),
    extcredits1State: state(1),
    extcredits1Name: text('Name of score 1'),
    extcredits1Unit: text('Unit of score 1'),
    extcredits2: whole('Custom score 2'),
    extcredits2State: state(2),
    extcredits2Name: text('Name of score 2'),
    extcredits2Unit: text('Unit of score 2'),
    extcredits3: whole('Custom score 3'),
    extcredits3State: state(3),
    extcredits3Name: text('Name of score 3'),
    extcredits3Unit: text('Unit of score 3'),
    extcredits4: whole('Custom score 4'),
    extcredits4State: state(4),
    extcredits4Name: text('Name of score 4'),
    extcredits4Unit: text('Unit of score 4'),
    extcredits5: whole('Custom score 5'),
    extcredits5State: state(5),
    extcredits5Name: text('Name of score 5'),
    extcredits5Unit: text('Unit of score 5'),
  },
);

export interface UserStats extends Static<typeof UserStats> {}

export const UserRole = structure('UserRole', 'A role the user holds', {
  rid: text('Role ID (a string)'),
  isMain: flag('The main role'),
  nicknameColor: textOrNull('Nickname colour of the role; `null` without one'),
  name: text('Role name'),
  nameDisplay: flag('Show the name'),
  icon: textOrNull('Icon URL; `null` without one'),
  iconDisplay: flag('Show the icon'),
  status: flag('Role currently valid'),
});

export interface UserRole extends Static<typeof UserRole> {}

/** The fields of User Info (Comment Info's `author` adds one). */
export const userInfoFields = {
  fsid: identity(
    text('Public identifier: the uid or the username, as `user_identifier` says (`null` for an anonymous placeholder)'),
  ),
  uid: identity(whole('Numeric user ID (`null` for an anonymous placeholder)')),
  username: identity(text('Username (handle)')),
  url: realNull(
    text(
      'Profile URL: `{site_url}/{website_user_detail_path}/{fsid}` (`null` for an anonymous placeholder, or without site_url)',
    ),
    'site_url empty',
  ),
  nickname: text('Display name'),
  avatar: text('Avatar image URL'),
  decorate: realNull(text('Avatar decoration image; `null` unless a plugin fills it'), 'set to null by the model'),
  banner: fileUrl('Profile banner URL', 'users.banner_file_id / banner_file_url'),
  hasPin: flag('A PIN is set'),
  gender: oneOfNumbers([1, 2, 3, 4], 'Gender: `1` unknown, `2` male, `3` female, `4` custom'),
  genderCustom: textFromNullable('Custom gender label (gender 4); `null` otherwise', 'users.gender_custom'),
  genderPronoun: realNull(
    oneOfNumbers([1, 2, 3], 'Pronoun: `1` she, `2` he, `3` they; `null` when not chosen'),
    'users.gender_pronoun',
  ),
  birthday: realNull(
    text('Birth date (`Y-m-d`); `null` when not given or not shown'),
    'users.birthday (null when its display type is private)',
  ),
  birthdayDisplayType: whole('How the birthday is shown (values not listed in the docs)'),
  bio: textFromNullable('Bio; `null` when the user wrote none (most users)', 'users.bio'),
  bioHtml: textFromNullable('Bio rendered as HTML; `null` exactly when bio is', 'users.bio (made from it)'),
  location: textFromNullable('Free-text location; `null` when not given', 'users.location'),
  conversationPolicy: oneOfNumbers(
    [1, 2, 3, 4],
    'Who may message: `1` everyone, `2` people the user follows, `3` those or verified users, `4` nobody',
  ),
  commentPolicy: oneOfNumbers(
    [1, 2, 3, 4],
    'Who may comment: `1` everyone, `2` people the user follows, `3` those or verified users, `4` nobody',
  ),
  verified: flag('Verified badge'),
  verifiedIcon: realNull(text('Custom badge icon URL; `null` unless a plugin fills it'), 'set to null by the model'),
  verifiedDesc: textFromNullable('Verification text; `null` when not verified', 'users.verified_desc'),
  verifiedDateTime: columnTime('When verified; `null` when not verified', 'users.verified_at'),
  expired: flag('Expired (always false in public mode)'),
  expiryDateTime: columnTime('When the user expires; `null` without expiry', 'users.expired_at'),
  registerDateTime: dateTime('Sign-up time'),
  lastPublishPostDateTime: columnTime('Latest post; `null` before the first', 'users.last_post_at'),
  lastPublishPostTimeAgo: columnTimeAgo('lastPublishPostDateTime', 'users.last_post_at'),
  lastPublishCommentDateTime: columnTime('Latest comment; `null` before the first', 'users.last_comment_at'),
  lastPublishCommentTimeAgo: columnTimeAgo('lastPublishCommentDateTime', 'users.last_comment_at'),
  lastEditUsernameDateTime: columnTime('Last username change; `null` if never changed', 'users.last_username_at'),
  lastEditNicknameDateTime: columnTime('Last nickname change; `null` if never changed', 'users.last_nickname_at'),
  rankState: whole('Rank state (values not listed in the docs)'),
  status: flag('User valid (active)'),
  waitDelete: flag('Deletion pending'),
  waitDeleteDateTime: columnTime('Scheduled deletion; `null` without one', 'users.wait_delete_at'),
  moreInfo: freeFormOrNull('Free-form details (users.more_info)', 'users.more_info'),
  archives: archivesField(),
  operations: operationsField(),
  // The main-role fields go through `?->` in the real system: null when the user has no role row.
  nicknameColor: mainRole(text('Main role: nickname colour; `null` without one')),
  roleRid: mainRole(text('Main role: ID (a string); `null` without a role')),
  roleName: mainRole(text('Main role: name; `null` without a role')),
  roleNameDisplay: flag('Main role: show the name'),
  roleIcon: mainRole(text('Main role: icon URL; `null` without one')),
  roleIconDisplay: flag('Main role: show the icon'),
  roleExpiryDateTime: mainRole(dateTime('Main role: expiry; `null` without expiry')),
  roleRankState: mainRole(whole('Main role: rank state; `null` without a role')),
  roleStatus: flag('Main role valid'),
  stats: named<UserStats>(UserStats),
  roles: Type.Array(named<UserRole>(UserRole), { description: 'Every role the user holds; the main one first' }),
  interaction: named<UserInteraction>(UserInteraction),
  conversation: part('Whether the viewer may message the user', {
    status: flag('The viewer may send a direct message'),
    code: whole('`0`, or the error code when not allowed'),
    message: text('Empty, or the reason when not allowed'),
  }),
};

export const UserInfo = structure(
  'UserInfo',
  "User Info, the real system's common structure for a user (not shown in the spec). Answers carry every field unless filterUserKeys / filterInfoKeys removed it.",
  userInfoFields,
);

export interface UserInfo extends Static<typeof UserInfo> {}
