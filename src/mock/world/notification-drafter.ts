// What one generated notification says and is about (its draft): the wording, the actor, and actionTarget with the
// structure it names, chosen from (salt, position) and the world's pools.
import type { Comment, Notification, Post, UserInfo } from '../../schema/index.js';
import { base62, hash3, pickBy, unit } from '../lib/hash.js';
import { base, Choice, to, type Draft, type TargetPair } from './notification-draft.js';
import { brief } from './content-parts.js';
import type { Pools } from './pools.js';
import type { QuoteFields } from './account-quotes.js';

/**
 * Of the triggers a member could make, the share whose account is gone by the time the list is read: communities lose
 * a few percent of their accounts a year, and a notification outlives its trigger's account (the real system keeps it).
 */
const DELETED_TRIGGER_RATE = 0.02;

/** What one account's notifications are about: its user, the posts and comments that user wrote, and their quotes. */
export interface Recipient {
  user: UserInfo;
  posts: readonly Post[];
  comments: readonly Comment[];
  quotes: readonly QuoteFields[];
}

/** Drafts one account's notifications: every choice a hash of (salt, position, what is chosen). */
export class NotificationDrafter {
  constructor(
    private readonly salt: number,
    private readonly pools: Pools,
    private readonly recipient: Recipient,
  ) {}

  private h(position: number, what: Choice): number {
    return hash3(this.salt, position, what);
  }

  private chance(position: number, what: Choice, probability: number): boolean {
    return unit(this.h(position, what)) < probability;
  }

  private newId(position: number): string {
    return (
      base62(this.h(position, Choice.Id) % 14_776_336, 4) + base62(hash3(this.salt, position, 0x1d2) % 14_776_336, 4)
    );
  }

  /**
   * A member, the anonymous placeholder where the spec's type allows an anonymous trigger, or now and then a member
   * who has since deleted the account: the real system then finds no user and shows its deactivated placeholder
   * (`status` false, not anonymous: DetailUtility::userDetail of a missing user; assumption anonymous-user).
   */
  private actor(position: number, mayBeAnonymous: boolean): Pick<Draft, 'actionUser' | 'actionUserIsAnonymous'> {
    if (mayBeAnonymous && this.chance(position, Choice.Anonymous, 0.07))
      return { actionUser: this.pools.anonymous, actionUserIsAnonymous: true };
    if (this.chance(position, Choice.Deleted, DELETED_TRIGGER_RATE))
      return { actionUser: this.pools.deleted, actionUserIsAnonymous: false };
    return { actionUser: pickBy(this.pools.members, this.h(position, Choice.Actor)), actionUserIsAnonymous: false };
  }

  /** One of the recipient's own things, as (actionTarget, actionInfo). */
  private ownTarget(
    position: number,
    weights: { user: number; post: number; comment: number; group?: number },
  ): TargetPair {
    const r =
      unit(this.h(position, Choice.Target)) * (weights.user + weights.post + weights.comment + (weights.group ?? 0));
    const pick = this.h(position, Choice.Info);
    if (r < weights.user) return to.user(this.recipient.user);
    if (r < weights.user + weights.post) return to.post(pickBy(this.recipient.posts, pick));
    if (r < weights.user + weights.post + weights.comment) return to.comment(pickBy(this.recipient.comments, pick));
    return to.group(pickBy(this.pools.taxonomy.groups, pick));
  }

  /** What the site recommends: a group, a hashtag, a place, a post or a member, with the name its wording uses. */
  private recommended(position: number): [TargetPair, string] {
    const { taxonomy, library, members } = this.pools;
    const pick = this.h(position, Choice.Info);
    const kind = this.h(position, Choice.Target) % 5;
    // Titles and place names may be null (the real system's nullable columns): the wording then names the thing by
    // its id. Group and hashtag names never are (NOT NULL columns).
    if (kind === 0) return [to.group(pickBy(taxonomy.groups, pick)), pickBy(taxonomy.groups, pick).name];
    if (kind === 1) {
      // Every other hashtag recommendation is one nobody has posted with yet (sites promote those).
      const quiet = taxonomy.hashtagsWithoutPosts;
      const tag = pickBy(pick % 2 === 0 && quiet.length > 0 ? quiet : taxonomy.hashtags, pick >>> 1);
      return [to.hashtag(tag), `#${tag.name}`];
    }
    if (kind === 2) {
      // Every other place recommendation is a place nobody has posted about yet (sites promote those).
      const quiet = taxonomy.geotagsWithoutPosts;
      const place = pickBy(pick % 2 === 0 && quiet.length > 0 ? quiet : taxonomy.geotags, pick >>> 1);
      return [to.geotag(place), place.name ?? place.address ?? place.gtid];
    }
    if (kind === 3)
      return [
        to.post(pickBy(library.posts, pick)),
        `"${pickBy(library.posts, pick).title ?? pickBy(library.posts, pick).pid}"`,
      ];
    return [to.user(pickBy(members, pick)), pickBy(members, pick).nickname];
  }

  draft(type: Notification['type'], p: number): Draft {
    const pools = this.pools;
    switch (type) {
      case 1: {
        const message = pickBy(pools.texts.system, this.h(p, Choice.Text));
        const app = this.chance(p, Choice.Flag, 0.2) ? pickBy(pools.texts.apps, this.h(p, Choice.Info)) : null;
        const moderated = pools.staff.length > 0 && this.chance(p, Choice.Actor, 0.3);
        const text = {
          ...base,
          content: message.content,
          isMarkdown: message.markdown,
          isAccessApp: app !== null,
          appUrl: app,
        };
        if (!moderated) return text;
        // A moderator acted on one of the recipient's posts: the message says so, with the post.
        return {
          ...text,
          actionUser: pickBy(pools.staff, this.h(p, Choice.Actor)),
          actionType: pickBy([6, 8, 9, 10] as const, this.h(p, Choice.Action)),
          ...to.post(pickBy(this.recipient.posts, this.h(p, Choice.Info))),
        };
      }
      case 2: {
        const [target, name] = this.recommended(p);
        return { ...base, content: pickBy(pools.texts.recommendations, this.h(p, Choice.Text))(name), ...target };
      }
      case 3:
      case 4:
      case 5:
      case 6: {
        const actionType = (type - 2) as 1 | 2 | 3 | 4; // Like→1, Dislike→2, Follow→3, Block→4
        const mention = type === 3 && this.chance(p, Choice.Flag, 0.08);
        const target = mention
          ? to.post(pickBy(pools.library.posts, this.h(p, Choice.Info)))
          : this.ownTarget(
              p,
              type === 5
                ? { user: 80, post: 12, comment: 0, group: 8 }
                : type === 6
                  ? { user: 60, post: 20, comment: 20 }
                  : { user: 8, post: 52, comment: 35, group: 5 },
            );
        return { ...base, ...this.actor(p, type === 3 || type === 4), actionType, ...target, isMention: mention };
      }
      case 7: {
        // The mentioning post or comment, by its writer (a comment's author is User Info plus isPostAuthor: the member itself acts).
        const { posts, comments, commenters } = pools.library;
        const pick = this.h(p, Choice.Info);
        const inPost = this.chance(p, Choice.Target, 0.6);
        const target = inPost ? to.post(pickBy(posts, pick)) : to.comment(pickBy(comments, pick));
        const actionUser = inPost ? pickBy(posts, pick).author : pickBy(commenters, pick);
        // A post written anonymously mentions the recipient anonymously (its author is the placeholder).
        const actionUserIsAnonymous = actionUser === pools.anonymous;
        return {
          ...base,
          content: brief(`@${this.recipient.user.username} ${target.actionInfo.content}`),
          actionUser,
          actionUserIsAnonymous,
          actionType: 5,
          ...target,
        };
      }
      case 8: {
        const mention = this.chance(p, Choice.Flag, 0.1);
        const target = mention
          ? to.post(pickBy(pools.library.posts, this.h(p, Choice.Info)))
          : this.ownTarget(p, { user: 0, post: 70, comment: 30 });
        return {
          ...base,
          ...this.actor(p, true),
          content: pickBy(pools.texts.comments, this.h(p, Choice.Text)),
          actionType: 5,
          ...target,
          isMention: mention,
          contentFsid: this.newId(p),
        };
      }
      case 9:
        // A member published a post quoting one of the recipient's (the quote's own fields: account-quotes).
        return { ...base, ...pickBy(this.recipient.quotes, this.h(p, Choice.Info)), actionType: 5 };
    }
  }
}
