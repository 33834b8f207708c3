// The world a mock serves, from its options: generated from the seed, then the fixtures laid over it. No Node APIs:
// the server (launchMock), the msw handlers and `core-kit fixtures` build their worlds here.
import { applyFixtures, type Fixtures } from './fixtures/apply-fixtures.js';
import { DEMO_CREDENTIALS, extraAccountCredentials, type AccountCredentials } from './world/account-credentials.js';
import { createWorld, type World } from './world/create-world.js';
import type { QuoteReading } from './world/account-quotes.js';
import type { ConfigsPreset } from './world/fresh-install-configs.js';

export const DEFAULT_SEED = 1;
export const DEFAULT_NOTIFICATIONS = 120;
/** Bounds of `--notifications` and `--users`: a world that still starts in seconds. */
export const MAX_NOTIFICATIONS = 10_000_000;
export const MAX_EXTRA_ACCOUNTS = 1_000;

export interface WorldOptions {
  seed?: number;
  /** Epoch milliseconds; default: now, rounded down to the second. */
  nowMs?: number;
  /** Notifications per generated account. */
  notifications?: number;
  /** The demo account's credentials. */
  demo?: AccountCredentials;
  /** Accounts `account-2` … besides the demo one. */
  extraAccounts?: number;
  /** How quotes read: as the real system sends them (default) or as the spec's sentence writes them (actionTarget 4). */
  quotes?: QuoteReading;
  /** How the configs start: a seeded site's (default) or a fresh install's (the real system as installed). */
  configs?: ConfigsPreset;
  /** Checked fixtures (`loadFixtures`): config overrides, more accounts, loaded notification lists. */
  fixtures?: Fixtures | null;
}

/** Every account of a mock: the demo account first, then `extra` deterministic ones. */
export function mockAccounts(seed: number, demo: AccountCredentials, extra: number): AccountCredentials[] {
  return [demo, ...extraAccountCredentials(seed, extra)];
}

/** The world of the options: generated, then the fixtures' data laid over it; the fixtures' accounts come last. */
export function buildWorld(options: WorldOptions): { world: World; accounts: AccountCredentials[] } {
  const seed = options.seed ?? DEFAULT_SEED;
  const accounts = [
    ...mockAccounts(seed, options.demo ?? DEMO_CREDENTIALS, options.extraAccounts ?? 0),
    ...(options.fixtures?.accounts ?? []),
  ];
  const nowMs = options.nowMs ?? Math.floor(Date.now() / 1000) * 1000;
  const world = createWorld({
    seed,
    nowMs,
    notificationsPerAccount: options.notifications ?? DEFAULT_NOTIFICATIONS,
    accounts,
    ...(options.quotes === undefined ? {} : { quotes: options.quotes }),
    ...(options.configs === undefined ? {} : { configs: options.configs }),
  });
  return { world: options.fixtures ? applyFixtures(world, options.fixtures) : world, accounts };
}
