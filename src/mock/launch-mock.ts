// Starts a mock: builds the seeded world, the Express app, and binds the server (used by `core-kit serve` and tests).
import { DEFAULT_HOST } from '../schema/paths.js';
import type { ChaosConfig } from './request/chaos.js';
import { applyFixtures } from './fixtures/apply-fixtures.js';
import type { Fixtures } from './fixtures/load-fixtures.js';
import { createRequestListener } from './http/request-listener.js';
import type { HttpLimits } from './http/http-limits.js';
import type { LogLine } from './http/request-log.js';
import { startServer, type RunningServer } from './http/start-server.js';
import { DEMO_CREDENTIALS, extraAccountCredentials, type AccountCredentials } from './world/account-credentials.js';
import { createWorld, type World } from './world/create-world.js';

export interface MockOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Epoch milliseconds; default: now, rounded down to the second. */
  nowMs?: number;
  notifications?: number;
  demo?: AccountCredentials;
  extraAccounts?: number;
  httpErrors?: boolean;
  log?: LogLine | null;
  /** Server-wide latency and faults, seeded by `seed` and the request number. */
  chaos?: ChaosConfig | null;
  /** Checked fixtures (`loadFixtures`): config overrides, more accounts, loaded notification lists. */
  fixtures?: Fixtures | null;
  /** Transport limits; default HTTP_LIMITS (tests shorten the timeouts). */
  limits?: HttpLimits;
}

export interface RunningMock extends RunningServer {
  world: World;
  accounts: AccountCredentials[];
}

export const DEFAULT_NOTIFICATIONS = 120;
/** Bounds of `--notifications` and `--users`: a world that still starts in seconds. */
export const MAX_NOTIFICATIONS = 10_000_000;
export const MAX_EXTRA_ACCOUNTS = 1_000;

/** Every account of a mock: the demo account first, then `extra` deterministic ones. */
export function mockAccounts(seed: number, demo: AccountCredentials, extra: number): AccountCredentials[] {
  return [demo, ...extraAccountCredentials(seed, extra)];
}

/** The world of the options: generated, then the fixtures' data laid over it; the fixtures' accounts come last. */
export function buildWorld(options: MockOptions): { world: World; accounts: AccountCredentials[] } {
  const seed = options.seed ?? 1;
  const accounts = [...mockAccounts(seed, options.demo ?? DEMO_CREDENTIALS, options.extraAccounts ?? 0), ...(options.fixtures?.accounts ?? [])];
  const nowMs = options.nowMs ?? Math.floor(Date.now() / 1000) * 1000;
  const world = createWorld({ seed, nowMs, notificationsPerAccount: options.notifications ?? DEFAULT_NOTIFICATIONS, accounts });
  return { world: options.fixtures ? applyFixtures(world, options.fixtures) : world, accounts };
}

export async function launchMock(options: MockOptions = {}): Promise<RunningMock> {
  const { world, accounts } = buildWorld(options);
  const listener = createRequestListener({ world, demo: accounts[0]!, httpErrors: options.httpErrors ?? false, log: options.log ?? null, chaos: options.chaos ?? null });
  const running = await startServer(listener, options.port ?? 0, options.host ?? DEFAULT_HOST, options.limits);
  return { ...running, world, accounts };
}
