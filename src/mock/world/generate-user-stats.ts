// A user's `stats`: what they did (liked, followed …), what was done to them, what they published, and five custom
// scores (two shown, three switched off), coherent with how active and how followed the user is.
import type { UserStats } from '../../schema/index.js';
import type { Generation } from './generation-context.js';
import { shownCount } from './public-counts.js';

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
  return {
    likeUserCount: n(300),
    likeGroupCount: n(12),
    likeHashtagCount: n(40),
    likePostCount: n(2_000),
    likeCommentCount: n(900),
    // The places counts are null as the real system answers them while profile_*_geotags_enabled is off (its default).
    likeGeotagCount: null,
    dislikeGeotagCount: null,
    followGeotagCount: null,
    blockGeotagCount: null,
    dislikeUserCount: 0,
    dislikeGroupCount: n(2),
    dislikeHashtagCount: n(3),
    dislikePostCount: n(30),
    dislikeCommentCount: n(20),
    followUserCount: n(900),
    followGroupCount: n(15),
    followHashtagCount: n(60),
    followPostCount: n(120),
    followCommentCount: n(25),
    blockUserCount: n(6),
    blockGroupCount: n(2),
    blockHashtagCount: n(4),
    blockPostCount: n(10),
    blockCommentCount: n(8),
    viewCount: followers * 6 + n(5_000),
    // The counts of what others did to the user: null where the site keeps them private (user_{action}_public_count).
    likerCount: shown('like', n(followers / 2 + 10)),
    dislikerCount: shown('dislike', 0), // disliking people is switched off on this site (user_dislike_enabled)
    followerCount: shown('follow', followers),
    blockerCount: shown('block', n(followers / 200 + 2)),
    postPublishCount: posts,
    postDigestCount: n(posts / 20),
    postLikeCount: postLikes,
    postDislikeCount: n(postLikes / 30),
    postFollowCount: n(postLikes / 8),
    postBlockCount: n(postLikes / 200),
    commentPublishCount: comments,
    commentDigestCount: n(comments / 50),
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
