// A user's `stats`: what they did (liked, followed …), what was done to them, what they published, and five custom
// scores as the site sets them, coherent with how active and how followed the user is; each null where the site hides it.
import type { UserStats } from '../../schema/index.js';
import type { Generation } from './generation-context.js';
import { shownIfListed, type ProfileList } from './profile-lists.js';
import { shownCount, type CountAction } from './public-counts.js';
import { scoreStats } from './custom-scores.js';

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
  /** The viewer is this user: its own private counts and scores are shown to it. */
  own: boolean;
}

export function userStats(g: Generation, { posts, comments, verified, own }: Activity): UserStats {
  const { site } = g;
  const n = (max: number) => g.f.number.int({ min: 0, max: Math.max(0, Math.round(max)) });
  // The counts of what others did to the user: public to everyone at user_{action}_public_count 3, and to the user.
  const shown = (action: CountAction, value: number) =>
    own ? value : shownCount(site.publicCounts, 'user', action, value);
  const onContent = (target: 'post' | 'comment', action: CountAction, value: number) =>
    shownCount(site.publicCounts, target, action, value);
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
    likerCount: shown('like', n(followers / 2 + 10)),
    dislikerCount: shown('dislike', 0), // disliking people is switched off on this site (user_dislike_enabled)
    followerCount: shown('follow', followers),
    blockerCount: shown('block', n(followers / 200 + 2)),
    postPublishCount: listed('posts', posts),
    postDigestCount: listed('posts', n(posts / 20)),
    // What others did to the user's posts and comments: null where the site keeps those counts private.
    postLikeCount: onContent('post', 'like', postLikes),
    postDislikeCount: onContent('post', 'dislike', n(postLikes / 30)),
    postFollowCount: onContent('post', 'follow', n(postLikes / 8)),
    postBlockCount: onContent('post', 'block', n(postLikes / 200)),
    commentPublishCount: listed('comments', comments),
    commentDigestCount: listed('comments', n(comments / 50)),
    commentLikeCount: onContent('comment', 'like', commentLikes),
    commentDislikeCount: onContent('comment', 'dislike', n(commentLikes / 40)),
    commentFollowCount: onContent('comment', 'follow', n(commentLikes / 20)),
    commentBlockCount: onContent('comment', 'block', n(commentLikes / 300)),
    // Drawn whatever the site shows: the seed's sequence stays the same on every site.
    ...scoreStats(site.scores, 1, n(posts * 25 + comments * 5), own),
    ...scoreStats(site.scores, 2, n(5_000), own),
    ...scoreStats(site.scores, 3, 0, own),
    ...scoreStats(site.scores, 4, 0, own),
    ...scoreStats(site.scores, 5, 0, own),
  };
}
