// The worlds a request can ask for: the server's own, another seed's (`Prefer: seed=n`) and an account's list resized
// (`Prefer: total=n`). Each variant is built once and kept in a small LRU cache, so repeated requests cost a lookup.
import { LruCache } from '../engine/lru-cache.js';
import type { NotificationSource } from '../engine/notification-source.js';
import { createWorld, type Account, type World } from './create-world.js';

export interface VariantLimits {
  /** Other seeds' worlds kept at once (each about a megabyte plus its accounts' lists). */
  worlds: number;
  /** Resized notification lists kept at once. */
  lists: number;
}

export const DEFAULT_VARIANT_LIMITS: VariantLimits = { worlds: 4, lists: 16 };

export class WorldVariants {
  private readonly worlds: LruCache<number, World>;
  private readonly lists: LruCache<string, NotificationSource>;

  constructor(
    readonly base: World,
    limits: VariantLimits = DEFAULT_VARIANT_LIMITS,
  ) {
    this.worlds = new LruCache(limits.worlds);
    this.lists = new LruCache(limits.lists);
  }

  /** The world of `seed`: the server's own for its seed (fixtures included), else a generated world for the same accounts. */
  world(seed: number | undefined): World {
    if (seed === undefined || seed === this.base.seed) return this.base;
    return this.worlds.getOrBuild(seed, () => createWorld({ ...this.base.options, seed }));
  }

  /** The account's notifications, or its generated list resized to `total` (replacing any loaded from fixtures). */
  notifications(world: World, account: Account, total: number | undefined): NotificationSource {
    if (total === undefined) return account.notifications;
    if (total === account.generated.index.size && account.notifications === account.generated) return account.generated;
    return this.lists.getOrBuild(`${world.seed}\n${account.aid}\n${total}`, () => account.generated.resized(total));
  }
}
