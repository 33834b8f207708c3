// Starts a mock: builds the seeded world, the Express app, and binds the server (used by `core-kit serve` and tests).
import { DEFAULT_HOST } from '../schema/paths.js';
import type { ChaosConfig } from './request/chaos.js';
import { buildWorld, type WorldOptions } from './build-world.js';
import { createRequestListener } from './http/request-listener.js';
import { HTTP_LIMITS, type HttpLimits } from './http/http-limits.js';
import { logDroppedConnections } from './http/log-dropped-connections.js';
import type { LogLine } from './http/request-log.js';
import { startServer, type RunningServer } from './http/start-server.js';
import type { AccountCredentials } from './world/account-credentials.js';
import type { World } from './world/create-world.js';

export interface MockOptions extends WorldOptions {
  port?: number;
  host?: string;
  httpErrors?: boolean;
  log?: LogLine | null;
  /** Server-wide latency and faults, seeded by `seed` and the request number. */
  chaos?: ChaosConfig | null;
  /** Transport limits; default HTTP_LIMITS (tests shorten the timeouts). */
  limits?: HttpLimits;
  /** Connections open at once (`--max-connections`); beyond, new ones are closed at once. Default 512. */
  maxConnections?: number;
}

/** The largest `--max-connections` (a sanity bound: the process's file descriptors run out well before). */
export const MAX_CONNECTIONS = 100_000;

export interface RunningMock extends RunningServer {
  world: World;
  accounts: AccountCredentials[];
}

export async function launchMock(options: MockOptions = {}): Promise<RunningMock> {
  const { world, accounts } = buildWorld(options);
  const listener = createRequestListener({ world, demo: accounts[0]!, httpErrors: options.httpErrors ?? false, log: options.log ?? null, chaos: options.chaos ?? null });
  const limits = { ...(options.limits ?? HTTP_LIMITS), ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }) };
  const running = await startServer(listener, options.port ?? 0, options.host ?? DEFAULT_HOST, limits);
  if (options.log) logDroppedConnections(running.server, options.log);
  return { ...running, world, accounts };
}
