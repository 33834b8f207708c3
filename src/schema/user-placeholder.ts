// The user the real system shows in place of an anonymous or a deactivated one (its InteractionHelper::
// fresnsUserSubstitutionProfile): no identity, no nickname, no `interaction` or `conversation`, `stats` null, and a few
// members named otherwise than in User Info (`registerDate`, `lastPublishPost`, …). A notification's `actionUser`, a
// post's or comment's `author` may be one; `fsid === null` tells it from a User Info.
import Type, { type Static, type TSchema } from 'typebox';
import { ExtendContentInfo, ExtendOperationInfo } from './extend-info.js';
import { ASSUMPTION, flag, oneOfNumbers, text } from './json-schema-helpers.js';
import { EMPTY_PHP_ARRAY, named, realNull, structure } from './structure-helpers.js';

const none = (description: string) => Type.Null({ description });
const never = (description: string) => Type.Literal(false, { description });

export const UserPlaceholder = structure(
  'UserPlaceholder',
  "The real system's stand-in for an anonymous author (`status` true) or a deactivated or deleted user (`status` false): every identity field null, no `interaction`, `conversation` or role. Not shown in the spec.",
  {
    fsid: none('No identity'),
    uid: none('No identity'),
    username: none('No identity'),
    url: none('No profile page'),
    nickname: none('No name: a client shows its own word ("Anonymous", "Deactivated")'),
    avatar: realNull(
      text("The site's anonymous or deactivated avatar; `null` when the site has none"),
      'anonymous_avatar / deactivate_avatar config unset',
    ),
    decorate: none('None'),
    banner: none('None'),
    hasPin: never('No PIN'),
    gender: oneOfNumbers([1], '`1` unknown'),
    genderCustom: none('None'),
    genderPronoun: none('None'),
    birthday: none('None'),
    bio: none('None'),
    bioHtml: none('None'),
    location: none('None'),
    conversationPolicy: oneOfNumbers([1], '`1`'),
    commentPolicy: oneOfNumbers([1], '`1`'),
    verified: never('Not verified'),
    verifiedIcon: none('None'),
    verifiedDesc: none('None'),
    verifiedDateTime: none('None'),
    expired: never('Never expired'),
    expiryDateTime: none('None'),
    lastPublishPost: none('None (named so only here)'),
    lastPublishComment: none('None (named so only here)'),
    lastEditUsername: none('None (named so only here)'),
    lastEditNickname: none('None (named so only here)'),
    registerDate: none('None (named so only here)'),
    rankState: oneOfNumbers([1], '`1`'),
    status: flag('`true` for an anonymous author, `false` for a deactivated or deleted user'),
    waitDelete: never('No deletion pending'),
    waitDeleteDateTime: none('None'),
    moreInfo: Type.Unsafe<never[]>({ ...EMPTY_PHP_ARRAY, description: "Always PHP's empty array (`[]`)" }),
    archives: Type.Array(Type.Never(), { maxItems: 0, description: 'Always empty' }),
    operations: named<ExtendOperationInfo>(ExtendOperationInfo),
    extends: named<ExtendContentInfo>(ExtendContentInfo),
    nicknameColor: none('None'),
    roleRid: none('None'),
    roleName: none('None'),
    roleNameDisplay: never('Not shown'),
    roleIcon: none('None'),
    roleIconDisplay: never('Not shown'),
    roleExpiryDateTime: none('None'),
    roleRankState: oneOfNumbers([1], '`1`'),
    roleStatus: Type.Literal(true, { description: 'Always true' }),
    stats: none('No counters'),
    roles: Type.Array(Type.Never(), { maxItems: 0, description: 'No roles' }),
    isPostAuthor: Type.Optional(
      flag(
        "Only as a comment's author: `false` for an anonymous commenter; for a deleted one, whether the comment's writer wrote the post",
      ),
    ),
  },
);

export interface UserPlaceholder extends Static<typeof UserPlaceholder> {}

/** An author: the User Info `T`, or the placeholder for an anonymous or a deactivated one (`fsid === null`). */
export const authorOf = <T>(info: TSchema, description: string) =>
  Type.Unsafe<T | UserPlaceholder>({
    anyOf: [info, UserPlaceholder],
    description: `${description}: a User Info, or the real system's placeholder (\`fsid\` null) when anonymous or deactivated`,
    [ASSUMPTION]: 'anonymous-user',
  });
