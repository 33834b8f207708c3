// The edge world (`Prefer: data=edge`, `__data=edge`, `serve --data edge`): an account's notifications as generated,
// each bent to break UIs on purpose — every nullable field null or at its widest (derived from the schema, see
// edge-values.ts), strings at the configs' limits and beyond a layout's, and on a steady rhythm of positions the states
// UIs forget: anonymous authors, disabled users, a nickname that reads "null", invalid (deleted) targets, a post that
// is only an image. Deterministic: the same seed and position give the same item. Every value stays valid for the document.
import { placeholderAvatar } from './anonymous-user.js';
import type { TSchema } from 'typebox';
import {
  CommentSchema as Comment,
  GeotagSchema as Geotag,
  GroupSchema as Group,
  HashtagSchema as Hashtag,
  PostSchema as Post,
  type FileInfo,
  type Notification,
  UserInfoSchema,
} from '../../schema/index.js';
import type { NotificationSource, RenderView } from './notification-source.js';
import { EdgeValues } from './edge-values.js';
import type { World } from './create-world.js';

type Node = Record<string, unknown>;

/** The structure actionInfo holds for each actionTarget (a quote, type 9, holds a Post by either reading). */
const infoSchemas: Record<number, TSchema> = {
  1: UserInfoSchema,
  2: Group,
  3: Hashtag,
  4: Geotag,
  5: Post,
  6: Comment,
};

/** Types whose trigger may be anonymous (like, dislike, comment: as the generated world allows). */
const MAY_BE_ANONYMOUS = new Set([3, 4, 8]);

/** Every `every`-th position, from `offset`: the rhythm of each state (so each shows on the first page of 15). */
const at = (position: number, every: number, offset: number) => position % every === offset;

export class EdgeNotifications implements NotificationSource {
  readonly shape;
  readonly index;
  private readonly values: EdgeValues;
  private readonly image: FileInfo | undefined;

  constructor(
    private readonly base: NotificationSource,
    private readonly world: World,
  ) {
    this.index = base.index;
    this.shape = base.shape; // the base's keys and order are kept: its writer fits
    const c = world.configs;
    this.values = new EdgeValues({
      seed: world.seed,
      widths: { nickname: c.nickname_max, username: c.username_max, bio: c.bio_length, hashtag: c.hashtag_length },
    });
    this.image = world.pools.library.posts.find((p) => p.files.images.length > 0)?.files.images[0];
  }

  render(position: number, view: RenderView): Notification {
    const n = this.base.render(position, view) as unknown as Node;
    // A trigger the generated world already hid stays the placeholder too: bending it would give it an identity.
    const anonymous =
      n.actionUserIsAnonymous === true || (MAY_BE_ANONYMOUS.has(n.type as number) && at(position, 3, 0));
    if (anonymous) {
      n.actionUser = this.world.pools.anonymous;
      n.actionUserIsAnonymous = true;
    } else if (n.actionUser !== null && (n.actionUser as Node).fsid !== null) {
      // (a deleted member stays the deactivated placeholder, as anonymous ones stay theirs)
      n.actionUser = this.values.structure(
        n.actionUser as Node,
        UserInfoSchema as unknown as Node,
        position,
        'actionUser',
      );
      // A disabled member, with the site's deactivated avatar (the real system's getUserAvatar).
      if (at(position, 5, 3))
        Object.assign(n.actionUser as Node, {
          status: false,
          avatar: placeholderAvatar(this.world.pools.site, 'deactivated'),
        });
      if (at(position, 7, 4)) (n.actionUser as Node).nickname = 'null'; // a member who calls themself "null"
    }
    if (n.content !== null)
      n.content = this.values.value(
        n.content,
        { type: ['string', 'null'] },
        position,
        'content',
        'content',
        'Notification',
      );
    if (n.actionInfo !== null) n.actionInfo = this.info(n, position);
    if (n.type === 9 && n.actionTarget === 5 && n.actionInfo !== null) this.tieToWriter(n);
    return n as unknown as Notification;
  }

  /** A quote as the real system sends it: the quoting post is by actionUser, anonymous on both sides or on neither. */
  private tieToWriter(n: Node): void {
    const post = n.actionInfo as Node;
    if (post.isAnonymous === true) {
      n.actionUser = this.world.pools.anonymous;
      n.actionUserIsAnonymous = true;
    } else post.author = n.actionUser;
  }

  private info(n: Node, position: number): Node {
    const schema = (n.type === 9 ? Post : infoSchemas[n.actionTarget as number]!) as unknown as Node;
    const info = this.values.structure(n.actionInfo as Node, schema, position, 'actionInfo');
    const isPost = schema === (Post as unknown);
    if ('status' in info && at(position, 5, 2)) info.status = false; // a deleted or disabled target
    if (isPost && at(position, 4, 1)) {
      info.isAnonymous = true; // a post by an anonymous author
      info.author = this.world.pools.anonymous;
    }
    // A quote's quoting post names the post it quotes (contentFsid): the quote is that link, whatever else is widened.
    if (isPost && n.type === 9 && n.actionTarget === 5) info.quotedPost = (n.actionInfo as Node).quotedPost;
    if (isPost && at(position, 7, 3) && this.image) {
      // A post that is only an image: no text at all, one picture.
      Object.assign(info, { content: '', contentLength: 0, isBrief: false });
      const files = info.files as Node | undefined;
      if (files) info.files = { ...files, images: [this.image] };
    }
    return info;
  }
}

const edgeOf = new WeakMap<NotificationSource, EdgeNotifications>();

/** The edge form of a source, built once per source (so its pages are cached like any other source's). */
export function edgeNotifications(source: NotificationSource, world: World): EdgeNotifications {
  let edge = edgeOf.get(source);
  if (!edge) edgeOf.set(source, (edge = new EdgeNotifications(source, world)));
  return edge;
}
