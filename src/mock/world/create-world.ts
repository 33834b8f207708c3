// One seeded world: the site, its configs, its members and content, and each account's notifications.
import type { GlobalConfigs, LanguageEntry, UserInfo } from '../../schema/index.js';
import type { NotificationSource } from './notification-source.js';
import type { AccountCredentials } from './account-credentials.js';
import { buildConfigs } from './build-configs.js';
import { presetSite, type ConfigsPreset } from './fresh-install-configs.js';
import { generateComment } from './generate-comment.js';
import { generatePost } from './generate-post.js';
import { generateUser } from './generate-people.js';
import type { Site, SiteSettings } from './generate-site.js';
import type { Generation } from './generation-context.js';
import { GeneratedNotifications } from './generated-notifications.js';
import { accountQuotes, type QuoteReading } from './account-quotes.js';
import { hash2, hashString } from '../lib/hash.js';
import { runNow, sharedSteps, type Steps } from '../lib/steps.js';
import { DEFAULT_LANGUAGE, siteLanguages } from './languages.js';
import { generatePools, type Pools } from './pools.js';
import { fakerDrawingFrom, seededFaker } from './seeded-faker.js';
import { MersenneTwister } from './mersenne-twister.js';
import { startWorld } from './world-start.js';
import { SEQUENCE_AT_CONFIGS } from './draws-before-configs.js';

export interface WorldOptions {
  seed: number;
  /** The world's clock, in epoch milliseconds (whole seconds). */
  nowMs: number;
  notificationsPerAccount: number;
  accounts: readonly AccountCredentials[];
  /** How quotes read: as the real system sends them (default) or as the spec's sentence writes them. */
  quotes?: QuoteReading;
  /** Site settings laid over the seed's (a site without `site_url`, one that keeps every count private …). */
  site?: SiteSettings;
  configs?: ConfigsPreset; // a seeded site's configs (default) or a fresh install's (its nulls, no `site_url`)
}

export interface AccountUser {
  uid: string;
  uidToken: string;
  info: UserInfo;
}

export interface Account {
  /** 1 for the demo account, 2 … for the extra ones: seeds its content, whatever its credentials. */
  number: number;
  aid: string;
  aidToken: string;
  users: AccountUser[];
  /** What the list serves: the generated notifications, or those loaded from fixtures. */
  notifications: NotificationSource;
  /** The generated notifications, kept when fixtures replace them: `Prefer: total=n` resizes these. */
  generated: GeneratedNotifications;
}

export interface World {
  seed: number;
  nowMs: number;
  site: Site;
  languages: readonly LanguageEntry[];
  defaultLanguage: string;
  /** Configs with `current_language_menu` of the default language. */
  configs: GlobalConfigs;
  /** Every account (building those not built yet). */
  accounts: Account[];
  /** The account of `aid` (building it if needed), or undefined. */
  findAccount(aid: string): Account | undefined;
  /** The same as steps that may pause: an account of a million notifications is not built in one go. */
  prepareAccount(aid: string): Steps<Account | undefined>;
  /** True when `findAccount(aid)` is a lookup: the account is built, or there is none of that aid. */
  accountReady(aid: string): boolean;
  /** The pools every account's notifications draw from (building them if needed). */
  pools: Pools;
  /** What the world was generated from: another seed's world for the same accounts is `createWorld({ ...options, seed })`. */
  options: WorldOptions;
}

const OWN_POSTS = 12;
const OWN_COMMENTS = 20;

/** A numeric uid for the User Info (5 digits when the credential is not a number). */
const numericUid = (uid: string) =>
  /^[1-9][0-9]{0,14}$/.test(uid) ? Number(uid) : 10_000 + (hashString(uid) % 90_000);

type PartialWorld = Omit<World, 'accounts' | 'findAccount' | 'prepareAccount' | 'accountReady' | 'options' | 'pools'>;

/**
 * The recipient's own user, posts and comments: it is the viewer of them (assumption viewer-fields). Seeded by the
 * account's number alone, its username kept apart from the members' only, so accounts can be built in any order.
 */
function* createAccount(
  world: PartialWorld,
  pools: Pools,
  g: Generation,
  credentials: AccountCredentials,
  number: number,
  size: number,
  membersTaken: ReadonlySet<string>,
  reading: QuoteReading,
): Steps<Account> {
  g.f.seed([world.seed, number]);
  const { nowMs } = world;
  const user = generateUser(g, numericUid(credentials.uid), new Set(membersTaken), true);
  const posts = Array.from({ length: OWN_POSTS }, () =>
    generatePost(g, pools.taxonomy, user, pools.anonymous, nowMs, pools.library.posts, true),
  );
  const comments = Array.from({ length: OWN_COMMENTS }, () =>
    generateComment(g, g.f.helpers.arrayElement(pools.library.posts), user, [], true),
  );
  const quotes = accountQuotes(g, pools, posts, nowMs, reading);
  const notifications = yield* GeneratedNotifications.build(hash2(world.seed, number), size, pools, {
    user,
    posts,
    comments,
    quotes,
  });
  return {
    number,
    aid: credentials.aid,
    aidToken: credentials.aidToken,
    users: [{ uid: credentials.uid, uidToken: credentials.uidToken, info: user }],
    notifications,
    generated: notifications,
  };
}

/**
 * A world as steps that may pause: the site and configs, then the pools and each account when first asked for. Its own
 * faker instance, so that worlds built in slices side by side never draw from each other's sequence. The configs' draws
 * come after the pools' in the seed's sequence: where their number is known (the default seed), the configs are drawn
 * from a second faker moved that far along it, and the pools wait for the first request that needs them.
 */
export function* worldSteps(options: WorldOptions): Steps<World> {
  const { seed, nowMs } = options;
  const f = seededFaker(seed, nowMs);
  const siteOptions = presetSite(options.configs, options.site);
  const { site, g, foundedMs, taken } = startWorld(f, nowMs, siteOptions);
  const pools = sharedSteps(generatePools(g, foundedMs, taken));
  // Another site (options.site) may take other draws: only the seed's own site has a known count.
  const ahead = siteOptions === undefined ? SEQUENCE_AT_CONFIGS.get(seed) : undefined;
  if (ahead === undefined) yield* pools();
  const configsFaker = ahead === undefined ? f : fakerDrawingFrom(MersenneTwister.restored(ahead), nowMs);
  const configs = buildConfigs(configsFaker, site, siteLanguages, DEFAULT_LANGUAGE, nowMs, seed, options.configs);
  const partial: PartialWorld = {
    seed,
    nowMs,
    site,
    languages: siteLanguages,
    defaultLanguage: DEFAULT_LANGUAGE,
    configs,
  };
  // A repeated aid is the last account of that aid, as a Map built from the list keeps it.
  const numberOf = new Map(options.accounts.map((c, i) => [c.aid, i + 1]));
  const built = new Map<number, Account>();
  const building = new Map<number, () => Steps<Account>>();
  function* createAt(number: number): Steps<Account> {
    const shared = yield* pools(); // before the account reseeds the faker the pools draw from
    const account = yield* createAccount(
      partial,
      shared,
      g,
      options.accounts[number - 1]!,
      number,
      options.notificationsPerAccount,
      taken,
      options.quotes ?? 'real',
    );
    built.set(number, account);
    return account;
  }
  function accountAt(number: number): Steps<Account> {
    let steps = building.get(number);
    if (steps === undefined) building.set(number, (steps = sharedSteps(createAt(number))));
    return steps();
  }
  function* prepareAccount(aid: string): Steps<Account | undefined> {
    const number = numberOf.get(aid);
    return number === undefined ? undefined : yield* accountAt(number);
  }
  let all: Account[] | null = null;
  return {
    ...partial,
    get pools() {
      return runNow(pools());
    },
    get accounts() {
      return (all ??= options.accounts.map((_, i) => runNow(accountAt(i + 1))));
    },
    findAccount: (aid) => runNow(prepareAccount(aid)),
    prepareAccount,
    accountReady: (aid) => {
      const number = numberOf.get(aid);
      return number === undefined || built.has(number);
    },
    options,
  };
}

/** A world at once (start-up): what the configs need; the pools and accounts are built when first asked for. */
export function createWorld(options: WorldOptions): World {
  return runNow(worldSteps(options));
}
