// User Info, the real system's common structure for a user (actionUser, an actionInfo of actionTarget 1, every author),
// field by field as its client docs list them: ids are strings except `uid`, role ids are strings, counters live in `stats`.
import Type, { type Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { UserInteraction } from './interaction-info.js';
import { flag, nullable, oneOfNumbers, text, whole } from './json-schema-helpers.js';
import { UserStats } from './user-stats.js';
import {
  columnTime,
  columnTimeAgo,
  dateTime,
  fileUrl,
  freeFormOrNull,
  named,
  part,
  realNull,
  structure,
  textFromNullable,
  textOrNull,
} from './structure-helpers.js';

const identity = <S extends Parameters<typeof nullable>[0]>(schema: S) => nullable(schema, 'anonymous-user');

/** Null when the user has no role row (or the role has no such value). */
const mainRole = <S extends Parameters<typeof realNull>[0]>(schema: S) =>
  realNull(schema, 'main role row missing (?->)');

export const UserRole = structure('UserRole', 'A role the user holds', {
  rid: text('Role ID (a string)'),
  isMain: flag('The main role'),
  nicknameColor: textOrNull('Nickname colour of the role; `null` without one'),
  name: text(
    "Role name in the language asked for, else the site's default language, else any it has (the roles.name column is NOT NULL)",
  ),
  nameDisplay: flag('Show the name'),
  icon: textOrNull('Icon URL; `null` without one'),
  iconDisplay: flag('Show the icon'),
  status: flag('Role currently valid'),
});

export interface UserRole extends Static<typeof UserRole> {}

export { UserStats };

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
  avatar: realNull(
    text(
      "Avatar image URL (the site's default avatar when the user has none); `null` when the site has no default either",
    ),
    'default_avatar config unset',
  ),
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
  bioHtml: text(
    'Bio as HTML: escaped, with mentions, links and hashtags linked as the site allows; empty when there is no bio',
  ),
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
  roleName: mainRole(text("Main role: name; `null` without a role, or without a name in the site's language")),
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
