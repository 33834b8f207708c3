// The `interaction` object of the structures: 25 keys every structure has (like/dislike/follow/block settings and the
// viewer's status), plus the extras of User, Group and Comment. User Info counts its public settings 1–3, the others say yes/no.
import type { Static, TSchema } from 'typebox';
import { flag, oneOfNumbers, oneOfStrings } from './json-schema-helpers.js';
import { dateTimeOrNull, realNull, structure, textFromNullable, textOrNull } from './structure-helpers.js';

const userScale = (what: string) =>
  oneOfNumbers([1, 2, 3], `${what}: \`1\` not public, \`2\` only the owner, \`3\` everyone`);
const yesNo = (what: string) => flag(what);

const enabled = (verb: string) => flag(`The ${verb} action is allowed (the \`*_${verb}_enabled\` switch)`);
/** The names come from multilingual configs (`{type}_{verb}_name`): `null` when the language has no entry. */
const name = (verb: string) =>
  textFromNullable(`Custom name of the ${verb} action`, `{type}_${verb}_name config (no entry in the language)`);
const title = (verb: string) =>
  textFromNullable(
    `Title of the list of users who did it (${verb})`,
    `{type}_${verb}_user_title config (no entry in the language)`,
  );
const status = (verb: string) => flag(`The viewer has done it (${verb})`);
const record = (verb: string) => `Who may see the records of ${verb}`;
const counted = (verb: string) => `Who may see the count of ${verb}`;

/** The 25 keys of every variant, in the docs' order; `pub` types the public settings. */
function commonKeys<V extends TSchema>(pub: (what: string) => V) {
  return {
    likeEnabled: enabled('like'),
    likeName: name('like'),
    likeUserTitle: title('like'),
    likePublicRecord: pub(record('like')),
    likePublicCount: pub(counted('like')),
    dislikeEnabled: enabled('dislike'),
    dislikeName: name('dislike'),
    dislikeUserTitle: title('dislike'),
    dislikePublicRecord: pub(record('dislike')),
    dislikePublicCount: pub(counted('dislike')),
    followEnabled: enabled('follow'),
    followName: name('follow'),
    followUserTitle: title('follow'),
    followPublicRecord: pub(record('follow')),
    followPublicCount: pub(counted('follow')),
    blockEnabled: enabled('block'),
    blockName: name('block'),
    blockUserTitle: title('block'),
    blockPublicRecord: pub(record('block')),
    blockPublicCount: pub(counted('block')),
    likeStatus: status('like'),
    dislikeStatus: status('dislike'),
    followStatus: status('follow'),
    blockStatus: status('block'),
    note: textOrNull("The viewer's note on a follow or block; `null` without one"),
  };
}

/** The follow-by-app keys of User and Group; a user is always followed by `api`, a group may be closed (`null`). */
const followMethodKeys = (who: 'user' | 'group') => ({
  followMethod:
    who === 'user'
      ? oneOfStrings(['api', 'page'], 'How a follow is made: `api` (this API) or `page` (an app page at followAppUrl)')
      : realNull(
          oneOfStrings(
            ['api', 'page'],
            'How a follow is made: `api` (this API) or `page` (an app page at followAppUrl); `null` for a group nobody may follow',
          ),
          'groups.follow_method closed',
        ),
  followAppUrl: textOrNull('App page of a follow made by page; `null` with method `api`'),
  followExpired: realNull(
    flag(
      'The follow has expired (always false in public mode); `null` when the viewer does not follow, or the follow never expires',
    ),
    'user_follows.expired_at (no follow, or no expiry)',
  ),
  followExpiryDateTime: dateTimeOrNull('When the follow expires; `null` without expiry'),
});

const userCommon = commonKeys(userScale);
const contentCommon = commonKeys(yesNo);

export const UserInteraction = structure(
  'UserInteraction',
  "The viewer's interaction with a user (User Info variant: public settings are `1`–`3`)",
  {
    ...userCommon,
    followMeStatus: flag('The user follows the viewer'),
    blockMeStatus: flag('The user blocks the viewer'),
    ...followMethodKeys('user'),
  },
);

export const ContentInteraction = structure(
  'ContentInteraction',
  "The viewer's interaction with a post, hashtag or geotag",
  { ...contentCommon },
);

export const GroupInteraction = structure(
  'GroupInteraction',
  "The viewer's interaction with a group (with the follow-by-app keys)",
  { ...contentCommon, ...followMethodKeys('group') },
);

export const CommentInteraction = structure(
  'CommentInteraction',
  "The viewer's interaction with a comment (with postAuthorLikeStatus)",
  {
    ...contentCommon,
    postAuthorLikeStatus: flag("The post's author liked this comment"),
  },
);

export interface UserInteraction extends Static<typeof UserInteraction> {}
export interface ContentInteraction extends Static<typeof ContentInteraction> {}
export interface GroupInteraction extends Static<typeof GroupInteraction> {}
export interface CommentInteraction extends Static<typeof CommentInteraction> {}
