// The worlds a request can ask for: the server's own, another seed's (`Prefer: seed=n`) and an account's list resized
// (`Prefer: total=n`). Each variant is built once and kept in a small bounded cache, so repeated requests cost a lookup.
import { BoundedCache } from '../lib/bounded-cache.js';
import type { NotificationSource } from './notification-source.js';
import { createWorld, type Account, type World } from './create-world.js';

export interface VariantLimits {
  /** Other seeds' worlds kept at most at once (each about a megabyte plus its accounts' lists). */
  worlds: number;
  /** Resized notification lists kept at most at once. */
  lists: number;
}

export const DEFAULT_VARIANT_LIMITS: VariantLimits = { worlds: 4, lists: 16 };

export class WorldVariants {
  private readonly worlds: BoundedCache<number, World>;
  private readonly lists: BoundedCache<string, NotificationSource>;

  constructor(
    readonly base: World,
    limits: VariantLimits = DEFAULT_VARIANT_LIMITS,
  ) {
    // A bounded cache keeps between its capacity and twice that: half the limit each.
    this.worlds = new BoundedCache(Math.max(1, Math.floor(limits.worlds / 2)));
    this.lists = new BoundedCache(Math.max(1, Math.floor(limits.lists / 2)));
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
