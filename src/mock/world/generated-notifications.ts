// An account's generated notifications: rendered on demand from (salt, index) and the world's pools, never stored.
import type { Notification } from '../../schema/index.js';
import { indexKinds, isReadKind, typeOfKind, type KindIndex } from '../lib/kind-index.js';
import type { Steps } from '../lib/steps.js';
import type { NotificationSource, RenderView } from './notification-source.js';
import { dateParts, type DateParts } from '../../php-date/index.js';
import { notificationTimes } from '../lib/notification-times.js';
import { base62, hash3 } from '../lib/hash.js';
import { ageSeconds, generateKinds } from './notification-kinds.js';
import { NotificationDrafter, type Recipient } from './notification-drafter.js';
import type { Pools } from './pools.js';

export type { Recipient } from './notification-drafter.js';

export class GeneratedNotifications implements NotificationSource {
  readonly shape = 'standard';
  private readonly size: number;
  private readonly drafter: NotificationDrafter;

  constructor(
    private readonly salt: number,
    private readonly pools: Pools,
    private readonly recipient: Recipient,
    readonly index: KindIndex,
  ) {
    this.size = index.size;
    this.drafter = new NotificationDrafter(salt, pools, recipient);
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
    const d = this.drafter.draft(type, position);
    // The client's time zone moves the wall clock of both moments; how long ago stays the same.
    const offset = view.offsetMs ?? 0;
    const t = notificationTimes(
      view.language,
      createdMs + offset,
      view.nowMs + offset,
      this.nowParts(view.nowMs + offset),
    );
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
      // The structures' times as the real system writes them: in the view's language and time zone, at its clock.
      actionUser: this.pools.times.of(d.actionUser, view.language, offset, view.nowMs),
      actionUserIsAnonymous: d.actionUserIsAnonymous,
      actionType: d.actionType,
      actionTarget: d.actionTarget,
      actionInfo: this.pools.times.of(d.actionInfo, view.language, offset, view.nowMs),
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
}
