// One seeded world: the site, its configs, its members and content, and each account's notifications.
import { faker } from '@faker-js/faker/locale/en';
import type { GlobalConfigs, LanguageEntry, UserInfo } from '../../schema/static-types.js';
import type { NotificationSource } from './notification-source.js';
import type { AccountCredentials } from './account-credentials.js';
import { buildConfigs } from './build-configs.js';
import { generateComment, generatePost } from './generate-content.js';
import { generateUser } from './generate-people.js';
import { generateSite, type Site } from './generate-site.js';
import { structureClock, type Generation } from './generation-context.js';
import { GeneratedNotifications } from './generated-notifications.js';
import { hash2, hashString } from '../lib/hash.js';
import { DEFAULT_LANGUAGE, siteLanguages } from './languages.js';
import { generatePools, type Pools } from './pools.js';

export interface WorldOptions {
  seed: number;
  /** The world's clock, in epoch milliseconds (whole seconds). */
  nowMs: number;
  notificationsPerAccount: number;
  accounts: readonly AccountCredentials[];
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
  accounts: Account[];
  findAccount(aid: string): Account | undefined;
  pools: Pools;
  /** What the world was generated from: another seed's world for the same accounts is `createWorld({ ...options, seed })`. */
  options: WorldOptions;
}

const OWN_POSTS = 12;
const OWN_COMMENTS = 20;
const DAY_MS = 86_400_000;

/** A numeric uid for the User Info (5 digits when the credential is not a number). */
const numericUid = (uid: string) => (/^[1-9][0-9]{0,14}$/.test(uid) ? Number(uid) : 10_000 + (hashString(uid) % 90_000));

type PartialWorld = Omit<World, 'accounts' | 'findAccount' | 'options'>;

/** The recipient's own user, posts and comments: it is the viewer of them (assumption viewer-fields). */
function createAccount(world: PartialWorld, g: Generation, credentials: AccountCredentials, number: number, size: number, taken: Set<string>): Account {
  faker.seed([world.seed, number]);
  const { pools, nowMs } = world;
  const user = generateUser(g, numericUid(credentials.uid), taken, true);
  const posts = Array.from({ length: OWN_POSTS }, () => generatePost(g, pools.taxonomy, user, pools.anonymous, nowMs, pools.library.posts, true));
  const comments = Array.from({ length: OWN_COMMENTS }, () => generateComment(g, faker.helpers.arrayElement(pools.library.posts), user, [], true));
  const notifications = new GeneratedNotifications(hash2(world.seed, number), size, pools, { user, posts, comments });
  return {
    number,
    aid: credentials.aid,
    aidToken: credentials.aidToken,
    users: [{ uid: credentials.uid, uidToken: credentials.uidToken, info: user }],
    notifications,
    generated: notifications,
  };
}

export function createWorld(options: WorldOptions): World {
  const { seed, nowMs } = options;
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(nowMs));
  const site = generateSite(faker, nowMs);
  const taken = new Set<string>();
  const foundedMs = Date.UTC(site.foundedYear, 2, 14, 9, 30);
  const language = siteLanguages.find((l) => l.langTag === DEFAULT_LANGUAGE)!;
  const g: Generation = { f: faker, site, clock: structureClock(nowMs, language), lengthUnit: language.lengthUnit === 'km' ? 'km' : 'mi' };
  const pools = generatePools(g, foundedMs, taken);
  const configs = buildConfigs(faker, site, siteLanguages, DEFAULT_LANGUAGE, nowMs, seed);
  const partial: PartialWorld = { seed, nowMs, site, languages: siteLanguages, defaultLanguage: DEFAULT_LANGUAGE, configs, pools };
  const accounts = options.accounts.map((credentials, i) => createAccount(partial, g, credentials, i + 1, options.notificationsPerAccount, taken));
  const byAid = new Map(accounts.map((a) => [a.aid, a]));
  return { ...partial, accounts, findAccount: (aid) => byAid.get(aid), options };
}

export { DAY_MS };
