// The mock from code (`import { startMock } from 'core-kit/server'`): a seeded server on a free port for a test
// runner's global setup, with its URL, its accounts' credentials, close(), and a typed client of its control API.
import { MAX_JOURNAL_SIZE } from '../control-room/index.js';
import { DEFAULT_HOST } from '../schema/index.js';
import { MAX_EXTRA_ACCOUNTS, MAX_NOTIFICATIONS, mockAccounts } from './build-world.js';
import { createControlClient, type ControlClient } from './control/control-client.js';
import { loadFixtures } from './fixtures/load-fixtures.js';
import { clockMs } from './lib/clock-ms.js';
import { launchMock, MAX_CONNECTIONS } from './launch-mock.js';
import type { ChaosConfig } from './request/chaos.js';
import { credentialHeaders, DEMO_CREDENTIALS, type AccountCredentials } from './world/account-credentials.js';
import { configsPresets, type ConfigsPreset } from './world/fresh-install-configs.js';
import { chaosProblem } from './msw/handlers-options.js';

export type { AccountCredentials } from './world/account-credentials.js';
export type { ChaosConfig } from './request/chaos.js';
export type { ConfigsPreset } from './world/fresh-install-configs.js';
export { ControlApiError, createControlClient } from './control/control-client.js';
export type {
  ControlAccount,
  ControlClient,
  ControlStatus,
  JournalEntry,
  JournalEntryDetail,
  Latency,
  RequestFilter,
  RequestList,
  Scenario,
} from './control/control-client.js';

export interface StartMockOptions {
  /** Port to listen on; default 0 (any free port: read `url`). */
  port?: number;
  /** Address to bind; default 127.0.0.1. */
  host?: string;
  /** World seed; default 1. */
  seed?: number;
  /** The world's clock: an ISO 8601 instant with a zone, a Date or epoch ms; default now. Pin it for snapshot tests. */
  now?: string | number | Date;
  /** Notifications per generated account; default 120. */
  notifications?: number;
  /** Extra accounts `account-2` … besides the demo account; default 0. */
  users?: number;
  /** The demo account's credentials; default demo / demo-aid-token / 10001 / demo-uid-token. */
  demo?: AccountCredentials;
  /**
   * How the configs start, as `core-kit serve --configs`: `seeded` (default) a filled-in site; `fresh-install` the real
   * system's configs as its installer leaves them (its nulls, no `site_url`, so every detail `url` is null).
   */
  configs?: ConfigsPreset;
  /** A fixtures file or folder (as `core-kit fixtures --out` writes), checked before the server starts. */
  fixtures?: string;
  /** Answer validation errors with HTTP 400 and auth errors with 401 instead of 200 (`--http-errors`). */
  httpErrors?: boolean;
  /** Server-wide latency and faults (`--latency`, `--fault-rate`, `--faults`). */
  chaos?: ChaosConfig;
  /** Connections open at once; beyond it a new connection is closed at once, without an answer. Default 512. */
  maxConnections?: number;
  /** Called with each request-log line (tokens redacted); default: no log. */
  log?: (line: string) => void;
  /** Requests the journal keeps for `requests()` and the control room, 0 to 10000 (0: none); default 500. */
  journalSize?: number;
}

/** The server and, through `ControlClient`, its journal (`requests()`, `waitForRequest()`) and scenario (`scenario()`). */
export interface MockServer extends ControlClient {
  /** `http://host:port`, the base URL of both operations. */
  url: string;
  /** The demo account's four X-Core-* values. */
  credentials: AccountCredentials;
  /** Every account: the demo account first, then `--users` accounts, then the fixtures' accounts. */
  accounts: AccountCredentials[];
  /** The four headers of an account (default the demo account), ready for fetch. */
  headers(account?: AccountCredentials): Record<string, string>;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
}

export class MockStartError extends Error {}

function clockOf(now: StartMockOptions['now']): number | undefined {
  if (now === undefined) return undefined;
  const ms = clockMs(now);
  if (ms === null)
    throw new MockStartError(
      `startMock: now must be an ISO 8601 instant with a zone, a Date or epoch milliseconds (received ${String(now)})`,
    );
  return ms;
}

function count(name: string, value: number | undefined, max: number, min = 0): number | undefined {
  if (value !== undefined && (!Number.isInteger(value) || value < min || value > max))
    throw new MockStartError(`startMock: ${name} must be an integer from ${min} to ${max} (received ${String(value)})`);
  return value;
}

/** The demo account's credentials, each 1 to 128 visible ASCII characters as the CLI's --aid/--uid flags take them. */
function credentialsOf(demo: StartMockOptions['demo']): AccountCredentials {
  if (demo === undefined) return DEMO_CREDENTIALS;
  for (const field of ['aid', 'aidToken', 'uid', 'uidToken'] as const) {
    const value: unknown = (demo as Partial<AccountCredentials> | null)?.[field];
    if (typeof value !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(value))
      throw new MockStartError(`startMock: demo.${field} must be 1 to 128 visible ASCII characters`);
  }
  return demo;
}

/** Starts a mock; rejects with a MockStartError naming every problem of invalid options or fixtures. */
export async function startMock(given?: StartMockOptions): Promise<MockServer> {
  if (given !== undefined && (typeof given !== 'object' || given === null))
    throw new MockStartError(`startMock: the options must be an object (received ${String(given)})`);
  const options = given ?? {};
  const seed = count('seed', options.seed, 2 ** 31 - 1) ?? 1;
  const demo = credentialsOf(options.demo);
  const extraAccounts = count('users', options.users, MAX_EXTRA_ACCOUNTS) ?? 0;
  const chaos = chaosProblem(options.chaos);
  if (chaos) throw new MockStartError(`startMock: ${chaos}`);
  if (options.configs !== undefined && !configsPresets.includes(options.configs))
    throw new MockStartError(
      `startMock: configs must be one of ${configsPresets.join(', ')} (received ${JSON.stringify(options.configs)})`,
    );
  let fixtures = null;
  if (options.fixtures !== undefined) {
    const loaded = await loadFixtures(options.fixtures, {
      cwd: process.cwd(),
      flagAccounts: mockAccounts(seed, demo, extraAccounts),
    });
    if (!loaded.ok)
      throw new MockStartError(`startMock: invalid fixtures:\n${loaded.problems.map((p) => `  ${p}`).join('\n')}`);
    fixtures = loaded.fixtures;
  }
  const mock = await launchMock({
    port: count('port', options.port, 65_535) ?? 0,
    host: options.host ?? DEFAULT_HOST,
    seed,
    nowMs: clockOf(options.now),
    notifications: count('notifications', options.notifications, MAX_NOTIFICATIONS),
    demo,
    extraAccounts,
    ...(options.configs === undefined ? {} : { configs: options.configs }),
    httpErrors: options.httpErrors ?? false,
    chaos: options.chaos ?? null,
    fixtures,
    maxConnections: count('maxConnections', options.maxConnections, MAX_CONNECTIONS, 1),
    log: options.log ?? null,
    journalSize: count('journalSize', options.journalSize, MAX_JOURNAL_SIZE),
  }).catch((error: NodeJS.ErrnoException) => {
    if (!error.code || error.syscall === undefined) throw error;
    throw new MockStartError(
      `startMock: cannot listen on ${options.host ?? DEFAULT_HOST}:${options.port ?? 0} (${error.code})`,
      {
        cause: error,
      },
    );
  });
  if (options.fixtures !== undefined && fixtures) mock.control?.servesFixtures(options.fixtures, fixtures.files);
  const headers = (account: AccountCredentials = demo): Record<string, string> => credentialHeaders(account);
  return {
    ...createControlClient(mock.url),
    url: mock.url,
    credentials: { ...demo },
    accounts: mock.accounts.map((a) => ({ ...a })),
    headers,
    close: () => mock.close(),
  };
}
