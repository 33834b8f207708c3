// A user's `stats`: what they did (liked, followed …), what was done to them, what they published, and five custom
// scores (two shown, three switched off), coherent with how active and how followed the user is.
import type { UserStats } from '../../schema/index.js';
import type { Generation } from './generation-context.js';
import { shownIfListed, type ProfileList } from './profile-lists.js';
import { shownCount } from './public-counts.js';

const kinds = {
  users: 'User',
  groups: 'Group',
  hashtags: 'Hashtag',
  geotags: 'Geotag',
  posts: 'Post',
  comments: 'Comment',
} as const;
const verbs = { likes: 'like', dislikes: 'dislike', following: 'follow', blocking: 'block' } as const;
type Plural = keyof typeof kinds;
type ProfileVerb = keyof typeof verbs;
type DoneCount<V extends ProfileVerb> = `${(typeof verbs)[V]}${(typeof kinds)[Plural]}Count`;

export interface Activity {
  posts: number;
  comments: number;
  /** Verified people are followed far more. */
  verified: boolean;
}

export function userStats(g: Generation, activity: Activity): UserStats {
  return statsOf(g, activity, (max) => g.f.number.int({ min: 0, max: Math.max(0, Math.round(max)) }));
}

/** A placeholder's counters: all zero, the scores named as for everyone. */
export const emptyStats = (g: Generation): UserStats => statsOf(g, { posts: 0, comments: 0, verified: false }, () => 0);

function statsOf(g: Generation, { posts, comments, verified }: Activity, n: (max: number) => number): UserStats {
  const { site } = g;
  const shown = (action: 'like' | 'dislike' | 'follow' | 'block', value: number) =>
    shownCount(site.publicCounts, 'user', action, value);
  const followers = n(verified ? 25_000 : 1_500);
  const postLikes = n(posts * 40 + 5);
  const commentLikes = n(comments * 4 + 2);
  // What the user did and published: null unless the site shows its profile list (profile_*_enabled). Each value is
  // drawn whether shown or not, so the seed's sequence does not depend on the switches.
  const listed = (list: ProfileList, value: number) => shownIfListed(site.profileLists, list, value);
  const did = <V extends ProfileVerb>(verb: V, counts: Record<Plural, number>) =>
    Object.fromEntries(
      (Object.keys(kinds) as Plural[]).map((plural) => [
        `${verbs[verb]}${kinds[plural]}Count`,
        listed(`${verb}_${plural}`, counts[plural]),
      ]),
    ) as Record<DoneCount<V>, number | null>;
  // A place count is a third of the hashtag count: a site that shows places draws no more numbers than one that does not.
  const row = <V extends ProfileVerb>(
    verb: V,
    users: number,
    groups: number,
    hashtags: number,
    posts: number,
    comments: number,
  ) => did(verb, { users, groups, hashtags, geotags: Math.round(hashtags / 3), posts, comments });
  return {
    ...row('likes', n(300), n(12), n(40), n(2_000), n(900)),
    ...row('dislikes', 0, n(2), n(3), n(30), n(20)), // disliking people is switched off on this site
    ...row('following', n(900), n(15), n(60), n(120), n(25)),
    ...row('blocking', n(6), n(2), n(4), n(10), n(8)),
    viewCount: followers * 6 + n(5_000),
    // The counts of what others did to the user: null where the site keeps them private (user_{action}_public_count).
    likerCount: shown('like', n(followers / 2 + 10)),
    dislikerCount: shown('dislike', 0), // disliking people is switched off on this site (user_dislike_enabled)
    followerCount: shown('follow', followers),
    blockerCount: shown('block', n(followers / 200 + 2)),
    postPublishCount: listed('posts', posts),
    postDigestCount: listed('posts', n(posts / 20)),
    postLikeCount: postLikes,
    postDislikeCount: n(postLikes / 30),
    postFollowCount: n(postLikes / 8),
    postBlockCount: n(postLikes / 200),
    commentPublishCount: listed('comments', comments),
    commentDigestCount: listed('comments', n(comments / 50)),
    commentLikeCount: commentLikes,
    commentDislikeCount: n(commentLikes / 40),
    commentFollowCount: n(commentLikes / 20),
    commentBlockCount: n(commentLikes / 300),
    extcredits1: n(posts * 25 + comments * 5),
    extcredits1State: 3,
    extcredits1Name: 'Reputation',
    extcredits1Unit: 'pts',
    extcredits2: n(5_000),
    extcredits2State: 2,
    extcredits2Name: site.currency.name,
    extcredits2Unit: site.currency.unit,
    extcredits3: 0,
    extcredits3State: 1,
    extcredits3Name: 'Badges',
    extcredits3Unit: 'badges',
    extcredits4: 0,
    extcredits4State: 1,
    extcredits4Name: 'Streak',
    extcredits4Unit: 'days',
    extcredits5: 0,
    extcredits5State: 1,
    extcredits5Name: 'Karma',
    extcredits5Unit: 'points',
  };
}
