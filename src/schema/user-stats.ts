// User Info's `stats`: the 61 counters of the real system (what the user did, what was done to them, what they
// published, five custom scores). Most are `null` unless the site makes them public: the real system reads a
// `profile_*_enabled` or `*_public_count` config for each one (its UserServiceTrait::getUserStats).
import type { Static } from 'typebox';
import { oneOfNumbers, text, whole } from './json-schema-helpers.js';
import { count, nullCount, realNull, structure } from './structure-helpers.js';

const verbs = ['like', 'dislike', 'follow', 'block'] as const;
const kinds = ['User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'] as const;
const past = { like: 'liked', dislike: 'disliked', follow: 'followed', block: 'blocked' } as const;
/** The profile list that shows what a user did: `profile_{likes|dislikes|following|blocking}_{kinds}_enabled`. */
const profileList = { like: 'likes', dislike: 'dislikes', follow: 'following', block: 'blocking' } as const;

type Verb = (typeof verbs)[number];
type Kind = (typeof kinds)[number];

/** `{verb}{Kind}Count` (24 counts, the four `*GeotagCount` among them), in the real system's order. */
function doneCounts() {
  const entries = verbs.flatMap((verb) =>
    kinds.map((kind) => [
      `${verb}${kind}Count`,
      nullCount(
        `${kind}s this user ${past[verb]}`,
        `profile_${profileList[verb]}_${kind.toLowerCase()}s_enabled is on`,
      ),
    ]),
  );
  return Object.fromEntries(entries) as { [K in `${Verb}${Kind}Count`]: ReturnType<typeof nullCount> };
}

/** What others did to the user: public to everyone only at `user_{action}_public_count` 3 (and to the user). */
const doneTo = (description: string, action: Verb) =>
  nullCount(description, `user_${action}_public_count is 3, or the viewer is the user`);
const onPosts = (description: string, action: Verb) => nullCount(description, `post_${action}_public_count is on`);
const onComments = (description: string, action: Verb) =>
  nullCount(description, `comment_${action}_public_count is on`);

/** Custom score n: its value (shown at state 3, or to the user), state, name (never null) and unit. */
function score<N extends 1 | 2 | 3 | 4 | 5>(n: N) {
  const value = realNull(
    whole(`Custom score ${n}; \`null\` unless extcredits${n}_state is 3 or the viewer is the user`),
    `extcredits${n}_state not 3, and the viewer is not the user`,
  );
  const state = oneOfNumbers([1, 2, 3], `Visibility of custom score ${n}: \`1\` off, \`2\` private, \`3\` public`);
  const name = text(`Name of score ${n} (\`extcredits${n}\` when the site names none)`);
  const unit = realNull(text(`Unit of score ${n}; \`null\` when the site names none`), `extcredits${n}_unit empty`);
  return {
    [`extcredits${n}`]: value,
    [`extcredits${n}State`]: state,
    [`extcredits${n}Name`]: name,
    [`extcredits${n}Unit`]: unit,
  } as Record<`extcredits${N}`, typeof value> &
    Record<`extcredits${N}State`, typeof state> &
    Record<`extcredits${N}Name`, typeof name> &
    Record<`extcredits${N}Unit`, typeof unit>;
}

export const UserStats = structure(
  'UserStats',
  "A user's counters (only User Info has a `stats` object; other structures count at top level). Each is `null` unless the site makes it public, as its description says.",
  {
    ...doneCounts(),
    viewCount: count('Views of this user'),
    likerCount: doneTo('People who liked this user', 'like'),
    dislikerCount: doneTo('People who disliked this user', 'dislike'),
    followerCount: doneTo('Followers of this user', 'follow'),
    blockerCount: doneTo('People who blocked this user', 'block'),
    postPublishCount: nullCount('Posts published', 'profile_posts_enabled is on'),
    postDigestCount: nullCount('Digest posts published', 'profile_posts_enabled is on'),
    postLikeCount: onPosts('Likes received on own posts', 'like'),
    postDislikeCount: onPosts('Dislikes received on own posts', 'dislike'),
    postFollowCount: onPosts('Follows received on own posts', 'follow'),
    postBlockCount: onPosts('Blocks received on own posts', 'block'),
    commentPublishCount: nullCount('Comments published', 'profile_comments_enabled is on'),
    commentDigestCount: nullCount('Digest comments published', 'profile_comments_enabled is on'),
    commentLikeCount: onComments('Likes received on own comments', 'like'),
    commentDislikeCount: onComments('Dislikes received on own comments', 'dislike'),
    commentFollowCount: onComments('Follows received on own comments', 'follow'),
    commentBlockCount: onComments('Blocks received on own comments', 'block'),
    ...score(1),
    ...score(2),
    ...score(3),
    ...score(4),
    ...score(5),
  },
);

export interface UserStats extends Static<typeof UserStats> {}
