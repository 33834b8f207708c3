// The worlds a request can ask for: the server's own, another seed's (`Prefer: seed=n`) and an account's list resized
// (`Prefer: total=n`). Each variant is built once and kept in a small bounded cache, so repeated requests cost a lookup.
// A variant not built yet is prepared first, in slices between other requests and one at a time (issue: a seed's world
// once cost a whole world on the request path, holding every other client for up to a second).
import { BoundedCache } from '../lib/bounded-cache.js';
import { runNow, runSliced, type Steps } from '../lib/steps.js';
import type { NotificationSource } from './notification-source.js';
import { worldSteps, type Account, type World } from './create-world.js';

type EdgeModule = typeof import('./edge-notifications.js');

/**
 * The edge world's module, loaded by the first request that asks for it: with the JSON Schemas it bends values by, it
 * is a third of the mock's code, which a start (and every request for the usual data) need not compile.
 */
let edgeModule: EdgeModule | null = null;
let edgeLoading: Promise<void> | null = null;
/** Loads the edge world's module (once): `prepare` does it for a request that asks for the edge world. */
export const loadEdgeWorld = (): Promise<void> =>
  (edgeLoading ??= import('./edge-notifications.js').then((loaded) => {
    edgeModule = loaded;
  }));

export interface VariantLimits {
  /** Other seeds' worlds kept at most at once (each a few megabytes plus its accounts' lists). */
  worlds: number;
  /** Resized notification lists kept at most at once. */
  lists: number;
}

export const DEFAULT_VARIANT_LIMITS: VariantLimits = { worlds: 4, lists: 16 };

/** What a request needs ready before it is answered: the world of its seed, its account there, and that list resized. */
export interface VariantNeeds {
  seed: number | undefined;
  /** The account asking (list requests), or undefined. */
  aid: string | undefined;
  total: number | undefined;
  /** The list asks for the edge world (`data=edge`). */
  edge?: boolean;
}

export class WorldVariants {
  private readonly worlds: BoundedCache<number, World>;
  private readonly lists: BoundedCache<string, NotificationSource>;
  /** The preparation under way or last finished: the next one starts after it (one world in slices at a time). */
  private queue: Promise<unknown> = Promise.resolve();

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
    return this.builtWorld(seed) ?? this.worlds.getOrBuild(seed!, () => runNow(this.worldOf(seed!)));
  }

  /** The account's notifications, or its generated list resized to `total` (replacing any loaded from fixtures). */
  notifications(world: World, account: Account, total: number | undefined): NotificationSource {
    if (total === undefined) return account.notifications;
    if (total === account.generated.index.size && account.notifications === account.generated) return account.generated;
    return this.lists.getOrBuild(listKey(world, account, total), () => runNow(account.generated.resized(total)));
  }

  /**
   * Null when everything the request needs is built (the common case: one or two lookups); else a promise that builds
   * the rest in slices, after the preparations queued before it. Then `world` and `notifications` find it built.
   */
  prepare(needs: VariantNeeds): Promise<void> | null {
    const edge = needs.edge === true && edgeModule === null ? loadEdgeWorld() : null;
    if (this.isReady(needs)) return edge;
    const next = this.queue.then(() => runSliced(this.prepareSteps(needs)));
    this.queue = next.catch(() => undefined);
    return edge ? Promise.all([edge, next]).then(() => undefined) : next;
  }

  /** The edge world over `source` (a request that asks for it was prepared: its module is loaded). */
  edge(source: NotificationSource, world: World): NotificationSource {
    if (edgeModule === null) throw new Error('the edge world is used before a request prepared it');
    return edgeModule.edgeNotifications(source, world);
  }

  private builtWorld(seed: number | undefined): World | undefined {
    if (seed === undefined || seed === this.base.seed) return this.base;
    return this.worlds.get(seed);
  }

  private worldOf(seed: number): Steps<World> {
    return worldSteps({ ...this.base.options, seed });
  }

  private isReady({ seed, aid, total }: VariantNeeds): boolean {
    const world = this.builtWorld(seed);
    if (world === undefined) return false;
    if (aid === undefined) return true;
    if (!world.accountReady(aid)) return false;
    if (total === undefined) return true;
    const account = world.findAccount(aid); // built by now: a lookup
    return account === undefined || this.notificationsReady(world, account, total);
  }

  private notificationsReady(world: World, account: Account, total: number): boolean {
    return (
      (total === account.generated.index.size && account.notifications === account.generated) ||
      this.lists.has(listKey(world, account, total))
    );
  }

  private *prepareSteps({ seed, aid, total }: VariantNeeds): Steps<void> {
    let world = this.builtWorld(seed);
    if (world === undefined) {
      world = yield* this.worldOf(seed!);
      this.worlds.set(seed!, world);
    }
    if (aid === undefined) return;
    const account = yield* world.prepareAccount(aid);
    if (account === undefined || total === undefined || this.notificationsReady(world, account, total)) return;
    this.lists.set(listKey(world, account, total), yield* account.generated.resized(total));
  }
}

const listKey = (world: World, account: Account, total: number) => `${world.seed}\n${account.aid}\n${total}`;
