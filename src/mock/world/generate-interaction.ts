// The `interaction` objects: the settings follow the site's configs (the `{target}_{action}_enabled` switches, the
// public-record rules, the list labels) and which counts it shows; the statuses are the viewer's (assumption viewer-fields).
import type { Entity, Comment, Group, Post, UserInfo } from '../../schema/index.js';
import { USER_PUBLIC_RECORDS } from './build-configs.js';
import { interactionSwitchValues } from './channel-configs.js';
import type { Generation } from './generation-context.js';
import type { Site } from './generate-site.js';

const switches = interactionSwitchValues() as Record<string, boolean>;
const labels = {
  like: ['Like', 'Liked by'],
  dislike: ['Dislike', 'Disliked by'],
  follow: ['Follow', 'Followers'],
  block: ['Block', 'Blocked by'],
} as const;

/** The 20 settings of one target, with public settings as the target needs them (User: 1–3, others: yes/no). */
function settings<V>(
  target: Entity,
  publicRecord: (verb: keyof typeof labels) => V,
  publicCount: (verb: keyof typeof labels) => V,
) {
  const one = <K extends keyof typeof labels>(verb: K) => ({
    enabled: switches[`${target}_${verb}_enabled`] === true,
    name: labels[verb][0],
    title: labels[verb][1],
    record: publicRecord(verb),
    count: publicCount(verb),
  });
  const [like, dislike, follow, block] = [one('like'), one('dislike'), one('follow'), one('block')];
  return {
    likeEnabled: like.enabled,
    likeName: like.name,
    likeUserTitle: like.title,
    likePublicRecord: like.record,
    likePublicCount: like.count,
    dislikeEnabled: dislike.enabled,
    dislikeName: dislike.name,
    dislikeUserTitle: dislike.title,
    dislikePublicRecord: dislike.record,
    dislikePublicCount: dislike.count,
    followEnabled: follow.enabled,
    followName: follow.name,
    followUserTitle: follow.title,
    followPublicRecord: follow.record,
    followPublicCount: follow.count,
    blockEnabled: block.enabled,
    blockName: block.name,
    blockUserTitle: block.title,
    blockPublicRecord: block.record,
    blockPublicCount: block.count,
  };
}

/**
 * The settings are the site's, the same for every thing of a kind: built once per site and kind. A count the site keeps
 * private says so (User: `1` not public, else `3`; others: false), and that count is null in the structures.
 */
function siteSettings(site: Site) {
  const shown = (target: Entity) => (verb: keyof typeof labels) => site.publicCounts[`${target as 'user'}_${verb}`];
  return {
    user: settings(
      'user',
      (verb) => USER_PUBLIC_RECORDS[verb],
      (verb) => (shown('user')(verb) ? 3 : 1),
    ),
    group: settings('group', () => true, shown('group')),
    post: settings('post', () => true, shown('post')),
    hashtag: settings('hashtag', () => true, shown('hashtag')),
    geotag: settings('geotag', () => true, shown('geotag')),
    comment: settings('comment', () => true, shown('comment')),
  };
}

const bySite = new WeakMap<Site, ReturnType<typeof siteSettings>>();
const settingsOf = (g: Generation) => {
  let found = bySite.get(g.site);
  if (!found) bySite.set(g.site, (found = siteSettings(g.site)));
  return found;
};

/** The viewer's four statuses and note; `own`: the viewer's own thing, which it neither likes nor follows. */
function statuses(g: Generation, own: boolean) {
  const { f } = g;
  const follows = !own && f.datatype.boolean({ probability: 0.25 });
  const blocks = !own && !follows && f.datatype.boolean({ probability: 0.02 });
  return {
    likeStatus: !own && f.datatype.boolean({ probability: 0.15 }),
    dislikeStatus: !own && !follows && f.datatype.boolean({ probability: 0.02 }),
    followStatus: follows,
    blockStatus: blocks,
    note:
      follows && f.datatype.boolean({ probability: 0.25 })
        ? f.helpers.arrayElement(['Met at the spring meetup', 'Great tutorials', 'Same running club'])
        : blocks
          ? 'Spam'
          : null,
  };
}

/** A follow made through the API never expires: `followExpired` is null, as the real system's `expired_at?->isPast()`. */
const followByApi = {
  followMethod: 'api' as const,
  followAppUrl: null,
  followExpired: null,
  followExpiryDateTime: null,
};

export function userInteraction(g: Generation, own: boolean, paidFollow: string | null): UserInfo['interaction'] {
  const base = { ...settingsOf(g).user, ...statuses(g, own) };
  // A creator's paid follow (a subscription): the viewer subscribes more often than it follows others, for 30 days.
  if (paidFollow !== null && !base.followStatus && !base.blockStatus)
    base.followStatus = g.f.datatype.boolean({ probability: 0.35 });
  const method =
    paidFollow === null
      ? followByApi
      : {
          followMethod: 'page' as const,
          followAppUrl: paidFollow,
          // Only a follow that expires has an expiry, and it has not passed (null without a follow).
          followExpired: base.followStatus ? false : null,
          followExpiryDateTime: base.followStatus ? g.clock.at(g.clock.nowMs + 30 * 86_400_000) : null,
        };
  return {
    ...base,
    followMeStatus: !own && g.f.datatype.boolean({ probability: 0.2 }),
    blockMeStatus: false,
    ...method,
  };
}

/** A members-only group (`membershipApp`) is joined through an app page for a year; the viewer is a member, with a note. */
export function groupInteraction(g: Generation, membershipApp: string | null): Group['interaction'] {
  const publicSettings = settingsOf(g);
  if (membershipApp === null) return { ...publicSettings.group, ...statuses(g, false), ...followByApi };
  const member = {
    likeStatus: true,
    dislikeStatus: false,
    followStatus: true,
    blockStatus: false,
    note: 'Joined for the darkroom sessions',
  };
  return {
    ...publicSettings.group,
    ...member,
    followMethod: 'page',
    followAppUrl: membershipApp,
    followExpired: false,
    followExpiryDateTime: g.clock.at(g.clock.nowMs + 180 * 86_400_000),
  };
}

/** Posts, hashtags and geotags: records public, counts public. */
export function contentInteraction(
  g: Generation,
  target: 'post' | 'hashtag' | 'geotag',
  own: boolean,
): Post['interaction'] {
  return { ...settingsOf(g)[target], ...statuses(g, own) };
}

export function commentInteraction(g: Generation, own: boolean): Comment['interaction'] {
  return {
    ...settingsOf(g).comment,
    ...statuses(g, own),
    postAuthorLikeStatus: g.f.datatype.boolean({ probability: 0.1 }),
  };
}
