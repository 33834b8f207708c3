// An account's generated notifications: rendered on demand from (salt, index) and the world's pools, never stored.
import {
  QUOTE_ACTION_TARGET,
  type Comment,
  type Geotag,
  type Group,
  type Hashtag,
  type Notification,
  type Post,
  type UserInfo,
} from '../../schema/index.js';
import { indexKinds, isReadKind, typeOfKind, type KindIndex } from '../lib/kind-index.js';
import type { Steps } from '../lib/steps.js';
import type { NotificationSource, RenderView } from './notification-source.js';
import { dateParts, type DateParts } from '../lib/format-php-date.js';
import { notificationTimes } from '../lib/time-ago.js';
import { base62, hash3, pickBy, unit } from '../lib/hash.js';
import { brief } from './generate-content.js';
import { ageSeconds, generateKinds } from './notification-kinds.js';
import type { Pools } from './pools.js';

/** What one account's notifications are about: its user, and the posts and comments that user wrote. */
export interface Recipient {
  user: UserInfo;
  posts: readonly Post[];
  comments: readonly Comment[];
}

/** actionTarget with the structure it names (Endpoints › actionTarget values; assumption quote-action-target for quotes). */
const to = {
  user: (info: UserInfo) => ({ actionTarget: 1 as const, actionInfo: info }),
  group: (info: Group) => ({ actionTarget: 2 as const, actionInfo: info }),
  hashtag: (info: Hashtag) => ({ actionTarget: 3 as const, actionInfo: info }),
  geotag: (info: Geotag) => ({ actionTarget: 4 as const, actionInfo: info }),
  post: (info: Post) => ({ actionTarget: 5 as const, actionInfo: info }),
  comment: (info: Comment) => ({ actionTarget: 6 as const, actionInfo: info }),
  quoted: (info: Post) => ({ actionTarget: QUOTE_ACTION_TARGET, actionInfo: info }),
};
type TargetPair = ReturnType<(typeof to)[keyof typeof to]> | { actionTarget: null; actionInfo: null };

type Draft = Pick<
  Notification,
  | 'content'
  | 'isMarkdown'
  | 'isMention'
  | 'isAccessApp'
  | 'appUrl'
  | 'actionUser'
  | 'actionUserIsAnonymous'
  | 'actionType'
  | 'contentFsid'
> &
  TargetPair;

const base = {
  content: null,
  isMarkdown: false,
  isMention: false,
  isAccessApp: false,
  appUrl: null,
  actionUser: null,
  actionUserIsAnonymous: false,
  actionType: null,
  actionTarget: null,
  actionInfo: null,
  contentFsid: null,
} satisfies Draft;

/** Salts for the independent choices made for one notification. */
const enum Choice {
  Actor = 1,
  Anonymous,
  Target,
  Info,
  Text,
  Id,
  Flag,
  Action,
}

export class GeneratedNotifications implements NotificationSource {
  readonly shape = 'standard';
  private readonly size: number;

  constructor(
    private readonly salt: number,
    private readonly pools: Pools,
    private readonly recipient: Recipient,
    readonly index: KindIndex,
  ) {
    this.size = index.size;
  }

  /** `size` notifications for this salt, pools and recipient; pauses every few thousand items (a list may hold millions). */
  static *build(salt: number, size: number, pools: Pools, recipient: Recipient): Steps<GeneratedNotifications> {
    const index = yield* indexKinds(yield* generateKinds(salt, size));
    return new GeneratedNotifications(salt, pools, recipient, index);
  }

  /** The same account's notifications as a world of `size` items: same salt, pools and recipient (`Prefer: total=n`). */
  resized(size: number): Steps<GeneratedNotifications> {
    return GeneratedNotifications.build(this.salt, size, this.pools, this.recipient);
  }

  render(position: number, view: RenderView): Notification {
    const kind = this.index.kinds[position]!;
    const type = typeOfKind(kind) as Notification['type'];
    const createdMs = view.nowMs - ageSeconds(this.salt, position, this.size) * 1000;
    // The last six characters are a bijection of the position, so nmids never repeat within an account.
    const nmid =
      base62(hash3(this.salt, position, 0x4e4d) % 3844, 2) +
      base62((Math.imul(position, 0x9e3779b1) + this.salt) >>> 0, 6);
    const d = this.draft(type, position);
    const t = notificationTimes(view.language, createdMs, view.nowMs, this.nowParts(view.nowMs));
    // One literal in schema order (no spreads): every notification gets the same shape, cheap to build and to read.
    // The draft paired actionTarget with its structure (TargetPair); TypeScript cannot follow the pair through the literal.
    return {
      nmid,
      type,
      content: d.content,
      isMarkdown: d.isMarkdown,
      isMention: d.isMention,
      isAccessApp: d.isAccessApp,
      appUrl: d.appUrl,
      actionUser: d.actionUser,
      actionUserIsAnonymous: d.actionUserIsAnonymous,
      actionType: d.actionType,
      actionTarget: d.actionTarget,
      actionInfo: d.actionInfo,
      contentFsid: d.contentFsid,
      datetime: t.datetime,
      datetimeFormat: t.datetimeFormat,
      timeAgo: t.timeAgo,
      readStatus: isReadKind(kind),
    } as Notification;
  }

  private nowCache: [number, DateParts] = [Number.NaN, dateParts(0)];

  /** The clock's calendar fields, computed once per clock rather than once per notification. */
  private nowParts(nowMs: number): DateParts {
    if (this.nowCache[0] !== nowMs) this.nowCache = [nowMs, dateParts(nowMs)];
    return this.nowCache[1];
  }

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

  /** A member, or the anonymous placeholder where the spec's type allows an anonymous trigger. */
  private actor(position: number, mayBeAnonymous: boolean): Pick<Draft, 'actionUser' | 'actionUserIsAnonymous'> {
    if (mayBeAnonymous && this.chance(position, Choice.Anonymous, 0.07))
      return { actionUser: this.pools.anonymous, actionUserIsAnonymous: true };
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
    // Names and titles may be null (the real system's nullable columns): the wording then names the thing by its id.
    if (kind === 0)
      return [
        to.group(pickBy(taxonomy.groups, pick)),
        pickBy(taxonomy.groups, pick).name ?? pickBy(taxonomy.groups, pick).gid,
      ];
    if (kind === 1)
      return [
        to.hashtag(pickBy(taxonomy.hashtags, pick)),
        `#${pickBy(taxonomy.hashtags, pick).name ?? pickBy(taxonomy.hashtags, pick).htid}`,
      ];
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

  private draft(type: Notification['type'], p: number): Draft {
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
        return {
          ...base,
          ...this.actor(p, false),
          content: pickBy(pools.texts.quotes, this.h(p, Choice.Text)),
          actionType: 5,
          ...to.quoted(pickBy(this.recipient.posts, this.h(p, Choice.Info))),
          contentFsid: this.newId(p),
        };
    }
  }
}
