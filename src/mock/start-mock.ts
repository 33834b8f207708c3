// Starts a mock: builds the seeded world, the Express app, and binds the server (used by `core-kit serve` and tests).
import { DEFAULT_HOST } from '../schema/paths.js';
import type { ChaosConfig } from './engine/chaos.js';
import { createApp } from './http/create-app.js';
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
}

export interface RunningMock extends RunningServer {
  world: World;
  accounts: AccountCredentials[];
}

export const DEFAULT_NOTIFICATIONS = 120;

/** Every account of a mock: the demo account first, then `extra` deterministic ones. */
export function mockAccounts(seed: number, demo: AccountCredentials, extra: number): AccountCredentials[] {
  return [demo, ...extraAccountCredentials(seed, extra)];
}

export function buildWorld(options: MockOptions): { world: World; accounts: AccountCredentials[] } {
  const seed = options.seed ?? 1;
  const accounts = mockAccounts(seed, options.demo ?? DEMO_CREDENTIALS, options.extraAccounts ?? 0);
  const nowMs = options.nowMs ?? Math.floor(Date.now() / 1000) * 1000;
  const world = createWorld({ seed, nowMs, notificationsPerAccount: options.notifications ?? DEFAULT_NOTIFICATIONS, accounts });
  return { world, accounts };
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const { world, accounts } = buildWorld(options);
  const app = createApp({ world, demo: accounts[0]!, httpErrors: options.httpErrors ?? false, log: options.log ?? null, chaos: options.chaos ?? null });
  const running = await startServer(app, options.port ?? 0, options.host ?? DEFAULT_HOST);
  return { ...running, world, accounts };
}
