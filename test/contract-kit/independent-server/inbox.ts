// One account's notifications, generated from a seed: all nine types, about a third unread (System messages all
// unread, so that "the first type" is never the one that shows a broken combination of filters), times newest first
// over about 500 days with some equal to the second, and per type the subjects the spec describes.
import { seededRandom, type Random } from './seeded-random.js';
import { enrich } from './rich-data.js';
import { padToRealSize } from './real-size.js';
import { trick } from './tricky-data.js';
import { content, type Json } from './subjects.js';
import type { Stored } from './stored.js';

export type { Stored } from './stored.js';

export interface InboxOptions {
  size: number;
  seed: number;
  /** Starts every nmid: two accounts never share one. */
  prefix: string;
  nowMs: number;
  shape: 'real' | 'own';
  /** Only these types (other data); all nine by default. */
  types?: readonly number[];
  /** The first n notifications hold flat objects only, of types with a triggering user. */
  plainFirst?: number;
  /** Instants around which 18 notifications cluster, 10 minutes apart (a DST change, say). */
  clusterAt?: readonly number[];
  /** Names, texts and anonymous triggers beyond ASCII (see rich-data). */
  rich?: boolean;
  /** User content that looks like a bug's marks (see tricky-data). */
  tricky?: boolean;
  /** The newest notifications seconds old (data fresh at nowMs). */
  fresh?: boolean;
  /** Structures of the real system's size: about 250 KB a page of 15 (see real-size). */
  realSized?: boolean;
  /** The structures carry their own times (see addNestedTimes). */
  nestedTimes?: boolean;
  /** Quotes by the spec's sentence (actionTarget 4) or as the real system sends them (actionTarget 5, the quoting post). */
  quotes?: 'sentence' | 'real';
  /** Anonymous users shown as a guest placeholder (uid -1, a name in Chinese) rather than with null identity fields. */
  guestPlaceholder?: boolean;
}

const DAY = 86_400_000;
const TARGETS: Record<number, number[]> = { 3: [1, 2, 5, 6], 4: [5, 6], 5: [1, 2], 6: [1, 5], 7: [5, 6], 8: [5, 6] };
const KIND: Record<number, 'user' | 'group' | 'post' | 'comment'> = {
  1: 'user',
  2: 'group',
  4: 'post',
  5: 'post',
  6: 'comment',
};

function subject(
  random: Random,
  type: number,
  shape: 'real' | 'own',
  quotes: 'sentence' | 'real' = 'real',
): Pick<Stored, 'actionUser' | 'actionTarget' | 'actionInfo' | 'contentFsid' | 'content'> {
  const someone = content(random, 'user', shape);
  if (type === 1)
    return {
      actionUser: null,
      actionTarget: null,
      actionInfo: null,
      contentFsid: null,
      content: 'Scheduled maintenance on Sunday.',
    };
  if (type === 2)
    return {
      actionUser: null,
      actionTarget: 5,
      actionInfo: content(random, 'post', shape),
      contentFsid: null,
      content: 'A post you may like',
    };
  // Quote, by the spec's sentence: actionTarget 4, actionInfo the quoted post, contentFsid the quoting post's pid.
  // By the real system: actionTarget 5, actionInfo the quoting post (by actionUser, naming the quoted one), contentFsid
  // the quoted pid.
  if (type === 9) {
    const post = content(random, 'post', shape);
    const quoted = `p${random.id(8)}`;
    return quotes === 'sentence'
      ? { actionUser: someone, actionTarget: 4, actionInfo: post, contentFsid: quoted, content: 'quoted your post' }
      : {
          actionUser: someone,
          actionTarget: 5,
          actionInfo: { ...post, author: someone, quotedPost: quoted }, // the quoted pid, as the real system sends it
          contentFsid: quoted,
          content: 'quoted your post',
        };
  }
  const target = random.pick(TARGETS[type]!);
  const info = content(random, KIND[target]!, shape);
  // Comment: contentFsid is the new comment's cid, never the commented thing's id.
  return {
    actionUser: someone,
    actionTarget: target,
    actionInfo: info,
    contentFsid: type === 8 ? `c${random.id(8)}` : null,
    content: type === 7 || type === 8 ? 'nice one' : null,
  };
}

/** Only the top-level values that are neither objects nor lists. */
const flat = (o: Json | null): Json | null =>
  o === null ? null : Object.fromEntries(Object.entries(o).filter(([, v]) => v === null || typeof v !== 'object'));

export function generateInbox(options: InboxOptions): Stored[] {
  const inbox = generatePlainInbox(options);
  // Clustered items take the places of the oldest ones (their order is by time anyway).
  const clustered = (options.clusterAt ?? []).flatMap((at) =>
    Array.from({ length: 18 }, (_, k) => at - 90 * 60_000 + k * 10 * 60_000 + 7_000),
  );
  clustered.forEach((at, k) => {
    const item = inbox[inbox.length - 1 - k];
    if (item) item.createdAt = at;
  });
  if (options.rich) enrich(inbox, options.guestPlaceholder);
  if (options.tricky) trick(inbox);
  if (options.nestedTimes) for (const item of inbox.slice(options.plainFirst ?? 0)) addNestedTimes(item);
  if (options.realSized) inbox.slice(options.plainFirst ?? 0).forEach((item, i) => padToRealSize(item, i));
  return inbox;
}

/**
 * The structures' own times (rendered at the moment of the answer, see render-notification): a post was created, and
 * its author last published, seconds before the notification about it.
 */
function addNestedTimes(item: Stored): void {
  let k = 0;
  const before = () => ({ $time: item.createdAt - (((item.createdAt / 1000) % 40) + ++k * 3) * 1000 });
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const object = value as Json;
    for (const inner of Object.values(object)) visit(inner);
    if ('pid' in object || 'cid' in object) object.createdDatetime = before();
    if ('nickname' in object || 'handle' in object) object.lastPublishPostDateTime = before();
  };
  visit(item.actionUser);
  visit(item.actionInfo);
}

function generatePlainInbox(options: InboxOptions): Stored[] {
  const random = seededRandom(options.seed);
  const types = options.types ?? [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const meanGap = (500 * DAY) / Math.max(options.size, 1);
  // Fresh data: the newest notifications a few seconds old, the first twenty seconds apart.
  let at = options.nowMs - (options.fresh ? random.int(2_000, 9_000) : random.int(60_000, 3_600_000));
  return Array.from({ length: options.size }, (_, i): Stored => {
    if (i > 0 && !random.chance(0.05))
      at -= options.fresh && i < 20 ? random.int(1_000, 15_000) : Math.round(random.next() * 2 * meanGap) + 1_000;
    at -= at % 1000;
    const plain = i < (options.plainFirst ?? 0);
    const withUser = types.filter((t) => t > 2);
    const type = plain ? withUser[i % withUser.length]! : i < types.length ? types[i]! : random.pick(types);
    const about = subject(random, type, options.shape, options.quotes);
    return {
      nmid: `${options.prefix}${random.id(8)}`,
      type,
      createdAt: at,
      readStatus: type === 1 ? false : !random.chance(0.35),
      isMention: type === 7,
      actionUserIsAnonymous: false,
      ...about,
      ...(plain ? { actionUser: flat(about.actionUser), actionInfo: flat(about.actionInfo) } : {}),
    };
  });
}
