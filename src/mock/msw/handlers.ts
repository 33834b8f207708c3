// Mock Service Worker handlers for both operations (`import { handlers } from 'core-kit/msw'`): the mock's own request
// core (preferences, chaos, query engine) and world in the browser and in Node tests. Imports nothing Node-only.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { buildWorld, DEFAULT_NOTIFICATIONS, DEFAULT_SEED } from '../build-world.js';
import { clockMs } from '../lib/clock-ms.js';
import { checkHandlersOptions } from './handlers-options.js';
import { COMMON_HEADERS, headerPairs, JSON_CONTENT_TYPE } from '../render/common-headers.js';
import type { ChaosConfig } from '../request/chaos.js';
import { createApiRequestHandler, type ApiRequestHandler } from '../request/handle-api-request.js';
import { handlersBase, operationPattern, requestOperation } from './api-path.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { QuoteReading } from '../world/account-quotes.js';
import type { ConfigsPreset } from '../world/fresh-install-configs.js';
import { operations, type Operation, type DataName } from '../../schema/index.js';

export type { AccountCredentials } from '../world/account-credentials.js';
export type { ChaosConfig } from '../request/chaos.js';
export type { QuoteReading } from '../world/account-quotes.js';
export type { ConfigsPreset } from '../world/fresh-install-configs.js';
export type { DataName } from '../../schema/index.js';

export interface MockHandlersOptions {
  /** Origin (and path prefix) of the API, e.g. `https://api.example.com`; default: any origin, so relative URLs match. */
  baseUrl?: string;
  /** World seed, as `core-kit serve --seed`. Default 1. */
  seed?: number;
  /**
   * The world's clock: an ISO 8601 instant with a zone, a Date or epoch ms (pin it for snapshots). Default: it runs
   * from the first request, when the world is built: datetimes stay, timeAgo grows as the real system's.
   */
  now?: string | number | Date;
  /** Notifications per account. Default 120. */
  notifications?: number;
  /** The demo account's credentials. Default: demo / demo-aid-token / 10001 / demo-uid-token. */
  demo?: AccountCredentials;
  /** Extra accounts `account-2` …, as `core-kit serve --users`. Default 0. */
  users?: number;
  /**
   * How quotes (type 9) read, as `core-kit serve --quotes`: `real` (default) as the real system sends them, actionTarget
   * 5 with the quoting post; `sentence` as the spec's sentence writes them, actionTarget 4 with the quoted post.
   */
  quotes?: QuoteReading;
  /**
   * How the configs start, as `core-kit serve --configs`: `seeded` (default) a filled-in site; `fresh-install` the real
   * system's configs as its installer leaves them (its nulls, no `site_url`, so every detail `url` is null).
   */
  configs?: ConfigsPreset;
  /** Answer validation errors with HTTP 400 and auth errors with 401 instead of 200, as `--http-errors`. */
  httpErrors?: boolean;
  /** Latency and faults for every request, as `--latency`, `--fault-rate` and `--faults`. */
  chaos?: ChaosConfig | null;
  /**
   * A `Prefer` value for every request that sends none, e.g. `total=0` for an empty-state test of a component that
   * cannot add headers; a request's own `Prefer` header (or `__name` twin) still wins.
   */
  prefer?: string;
  /**
   * The data every request sees unless it asks otherwise, as `core-kit serve --data`: `edge` is the world that breaks UIs
   * on purpose (nulls, longest strings, right-to-left text, emoji, empty lists, extreme counts), for screenshot tests.
   */
  data?: DataName;
}

const epochMs = (now: MockHandlersOptions['now']): number => {
  const ms = clockMs(now === undefined ? Date.now() : now);
  if (ms === null)
    throw new Error(
      `core-kit/msw: now must be an ISO 8601 instant with a zone, a Date or epoch milliseconds (received ${String(now)})`,
    );
  return ms;
};

/** Handlers for every operation of the API (`GET …/global/configs`, `GET …/notification/list`); the world is built on the first request. */
export function createHandlers(given?: MockHandlersOptions): HttpHandler[] {
  const options: MockHandlersOptions = checkHandlersOptions(given);
  let core: ApiRequestHandler | undefined;
  const handle = (): ApiRequestHandler =>
    (core ??= createApiRequestHandler({
      world: buildWorld({
        seed: options.seed ?? DEFAULT_SEED,
        nowMs: epochMs(options.now),
        notifications: options.notifications ?? DEFAULT_NOTIFICATIONS,
        ...(options.demo ? { demo: options.demo } : {}),
        extraAccounts: options.users ?? 0,
        ...(options.quotes ? { quotes: options.quotes } : {}),
        ...(options.configs ? { configs: options.configs } : {}),
      }).world,
      policy: { httpErrors: options.httpErrors ?? false },
      chaos: options.chaos ?? null,
      startup: options.data === undefined ? null : { data: options.data },
      clock: options.now === undefined ? Date.now : null,
    }));

  const base = handlersBase(options.baseUrl);
  const resolver =
    (operation: Operation) =>
    async ({ request }: { request: Request }) => {
      // Every spelling the real system's router takes (`/configs/`, `/configs//`, `/%63onfigs`), as the server routes it;
      // the pattern admits exactly those, and the shared function that routes the server's requests has the last word.
      if (requestOperation(request.url, base)?.id !== operation) return undefined;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name] = value)); // names come lower-cased
      if (options.prefer !== undefined && headers.prefer === undefined) headers.prefer = options.prefer;
      const core = handle();
      const apiRequest = { operation, rawQuery: new URL(request.url).search.slice(1), headers };
      await core.prepare(apiRequest);
      const plan = core(apiRequest);
      if (plan.delayMs > 0) await delay(plan.delayMs);
      if (plan.fault === 'reset') return HttpResponse.error(); // a network error: fetch rejects, as on a reset connection
      const answerHeaders = new Headers([
        ...headerPairs(COMMON_HEADERS),
        ...headerPairs(JSON_CONTENT_TYPE),
        ...headerPairs(plan.extraHeaders),
      ]);
      return new HttpResponse(plan.body, { status: plan.status, headers: answerHeaders });
    };

  const route = { GET: http.get } as const;
  return operations.map((o) => route[o.method](operationPattern(base, o.path), resolver(o.id)));
}

/** Seed 1, the demo account, 120 notifications, HTTP 200 errors: `setupWorker(...handlers)` / `setupServer(...handlers)`. */
export const handlers: HttpHandler[] = createHandlers();
