// Starts a mock: builds the seeded world, its control (journal, run-time scenario), the request listener, and binds the
// server (used by `core-kit serve`, `core-kit/server` and tests).
import type { Server } from 'node:http';
import { DEFAULT_HOST, type DataName } from '../schema/index.js';
import type { ChaosConfig } from './request/chaos.js';
import { clockTick } from './request/api-request.js';
import { buildWorld, type WorldOptions } from './build-world.js';
import { MockControl } from './control/mock-control.js';
import { createRequestListener } from './http/request-listener.js';
import { HTTP_LIMITS, type HttpLimits } from './http/http-limits.js';
import { logDroppedConnections } from './http/log-dropped-connections.js';
import type { LogLine } from './http/request-log.js';
import { startServer, type RunningServer } from './http/start-server.js';
import type { AccountCredentials } from './world/account-credentials.js';
import type { World } from './world/create-world.js';
import { runSliced } from './lib/steps.js';

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
  /** The control room and its API at /__core/ (journal, run-time scenario); default on. */
  control?: boolean;
  /** Requests the journal keeps; 0: none. Default 500. */
  journalSize?: number;
  /** The control API answers clients other than this machine (`--remote-control`). */
  remoteControl?: boolean;
  /** Where scenario changes are announced, one line each (the serve log); default nowhere. */
  notice?: LogLine | null;
  /** The data every request sees unless it asks otherwise (`--data edge`: the world that breaks UIs on purpose). */
  data?: DataName;
  /**
   * What the running clock reads (epoch ms) when `nowMs` does not pin it; default the real clock. The world is built
   * at its reading on start, and each answer renders what is relative to "now" at its reading then (tests move it).
   */
  clock?: () => number;
}

/** The largest `--max-connections` (a sanity bound: the process's file descriptors run out well before). */
export const MAX_CONNECTIONS = 100_000;

export interface RunningMock extends RunningServer {
  /** The world the server started with (an edit of watched fixtures replaces `control.world`). */
  world: World;
  accounts: AccountCredentials[];
  /** The live side: current world, journal, scenario; null when started with `control: false`. */
  control: MockControl | null;
}

export async function launchMock(options: MockOptions = {}): Promise<RunningMock> {
  // Without --now the clock runs from start, as the real system's: datetimes stay, ages grow (assumption datetime-format).
  const clock = options.nowMs === undefined ? (options.clock ?? Date.now) : null;
  const { world, accounts } = buildWorld(clock ? { ...options, nowMs: clockTick(clock) } : options);
  const httpErrors = options.httpErrors ?? false;
  const chaos = options.chaos ?? null;
  const startup = options.data === undefined ? null : { data: options.data };
  const control =
    options.control === false
      ? null
      : new MockControl({
          world,
          accounts,
          httpErrors,
          chaos,
          journalSize: options.journalSize,
          notice: options.notice ?? null,
          remote: options.remoteControl ?? false,
          startup,
          clock,
        });
  const listener = createRequestListener({
    world,
    demo: accounts[0]!,
    httpErrors,
    log: options.log ?? null,
    chaos,
    control,
    startup,
    clock,
  });
  const limits = {
    ...(options.limits ?? HTTP_LIMITS),
    ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
  };
  const running = await startServer(listener, options.port ?? 0, options.host ?? DEFAULT_HOST, limits);
  if (options.log) logDroppedConnections(running.server, options.log);
  buildAhead(running.server, () => void runSliced(world.prepareAccount(accounts[0]!.aid)));
  return { ...running, world, accounts, control };
}

/** How long a server that has bound its port waits for a first request before it builds ahead anyway. */
const IDLE_BEFORE_BUILDING_MS = 100;

/**
 * The configs answer without the pools; these and the demo account are built in slices once the first request is
 * answered, or once the server has waited a moment without one: the first answer comes first, and the first list
 * request usually finds them ready (or drives the rest itself, in line, as for any world not built yet).
 */
function buildAhead(server: Server, build: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(idle);
    build();
  };
  const idle = setTimeout(start, IDLE_BEFORE_BUILDING_MS);
  idle.unref();
  server.once('close', () => clearTimeout(idle));
  server.once('request', () => setImmediate(start));
}
