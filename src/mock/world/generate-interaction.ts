// The `interaction` objects: the settings follow the site's configs (the `{target}_{action}_enabled` switches, the
// public-record rules, the list labels); the statuses are the viewer's (assumption viewer-fields).
import type { Entity } from '../../schema/config-vocabulary.js';
import type { Comment, Group, Post, UserInfo } from '../../schema/static-types.js';
import { USER_PUBLIC_RECORDS } from './build-configs.js';
import { interactionSwitchValues } from './channel-configs.js';
import type { Generation } from './generation-context.js';

const switches = interactionSwitchValues() as Record<string, boolean>;
const labels = { like: ['Like', 'Liked by'], dislike: ['Dislike', 'Disliked by'], follow: ['Follow', 'Followers'], block: ['Block', 'Blocked by'] } as const;

/** The 20 settings of one target, with public settings as the target needs them (User: 1–3, others: yes/no). */
function settings<V>(target: Entity, publicSetting: (verb: keyof typeof labels) => V) {
  const one = <K extends keyof typeof labels>(verb: K) => ({
    enabled: switches[`${target}_${verb}_enabled`] === true,
    name: labels[verb][0],
    title: labels[verb][1],
    record: publicSetting(verb),
    count: publicSetting(verb),
  });
  const [like, dislike, follow, block] = [one('like'), one('dislike'), one('follow'), one('block')];
  return {
    likeEnabled: like.enabled, likeName: like.name, likeUserTitle: like.title, likePublicRecord: like.record, likePublicCount: like.count,
    dislikeEnabled: dislike.enabled, dislikeName: dislike.name, dislikeUserTitle: dislike.title, dislikePublicRecord: dislike.record, dislikePublicCount: dislike.count,
    followEnabled: follow.enabled, followName: follow.name, followUserTitle: follow.title, followPublicRecord: follow.record, followPublicCount: follow.count,
    blockEnabled: block.enabled, blockName: block.name, blockUserTitle: block.title, blockPublicRecord: block.record, blockPublicCount: block.count,
  };
}

/** The settings are the site's, the same for every thing of a kind: built once per kind. */
const userSettings = settings('user', (verb) => USER_PUBLIC_RECORDS[verb]);
const publicSettings = {
  group: settings('group', () => true),
  post: settings('post', () => true),
  hashtag: settings('hashtag', () => true),
  geotag: settings('geotag', () => true),
  comment: settings('comment', () => true),
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
    note: follows && f.datatype.boolean({ probability: 0.1 }) ? f.helpers.arrayElement(['Met at the spring meetup', 'Great tutorials', 'Same running club']) : blocks ? 'Spam' : null,
  };
}

const followByApi = { followMethod: 'api' as const, followAppUrl: null, followExpired: false, followExpiryDateTime: null };

export function userInteraction(g: Generation, own: boolean, paidFollow: string | null): UserInfo['interaction'] {
  const base = { ...userSettings, ...statuses(g, own) };
  const method = paidFollow === null ? followByApi : { followMethod: 'page' as const, followAppUrl: paidFollow, followExpired: false, followExpiryDateTime: base.followStatus ? g.clock.at(g.clock.nowMs + 30 * 86_400_000) : null };
  return { ...base, followMeStatus: !own && g.f.datatype.boolean({ probability: 0.2 }), blockMeStatus: false, ...method };
}

/** A members-only group (`membershipApp`) is joined through an app page for a year; the viewer is a member, with a note. */
export function groupInteraction(g: Generation, membershipApp: string | null): Group['interaction'] {
  if (membershipApp === null) return { ...publicSettings.group, ...statuses(g, false), ...followByApi };
  const member = { likeStatus: true, dislikeStatus: false, followStatus: true, blockStatus: false, note: 'Joined for the darkroom sessions' };
  return { ...publicSettings.group, ...member, followMethod: 'page', followAppUrl: membershipApp, followExpired: false, followExpiryDateTime: g.clock.at(g.clock.nowMs + 180 * 86_400_000) };
}

/** Posts, hashtags and geotags: records public, counts public. */
export function contentInteraction(g: Generation, target: 'post' | 'hashtag' | 'geotag', own: boolean): Post['interaction'] {
  return { ...publicSettings[target], ...statuses(g, own) };
}

export function commentInteraction(g: Generation, own: boolean): Comment['interaction'] {
  return { ...publicSettings.comment, ...statuses(g, own), postAuthorLikeStatus: g.f.datatype.boolean({ probability: 0.1 }) };
}
