// Mock Service Worker handlers for both operations (`import { handlers } from 'core-kit/msw'`): the mock's own request
// core (preferences, chaos, query engine) in the browser and in Node tests. Imports nothing Node-only.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ChaosConfig } from '../mock/request/chaos.js';
import { createApiRequestHandler, type ApiRequestHandler, type Operation } from '../mock/request/handle-api-request.js';
import { DEMO_CREDENTIALS, extraAccountCredentials, type AccountCredentials } from '../mock/world/account-credentials.js';
import { createWorld } from '../mock/world/create-world.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../schema/paths.js';

export interface MockHandlersOptions {
  /** Origin (and path prefix) of the API, e.g. `https://api.example.com`; default: any origin, so relative URLs match. */
  baseUrl?: string;
  /** World seed, as `core-kit serve --seed`. Default 1. */
  seed?: number;
  /** The world's clock: an ISO instant, a Date or epoch ms. Default: the time of the first request (pin it for snapshots). */
  now?: string | number | Date;
  /** Notifications per account. Default 120. */
  notifications?: number;
  /** The demo account's credentials. Default: demo / demo-aid-token / 10001 / demo-uid-token. */
  demo?: AccountCredentials;
  /** Extra accounts `account-2` …, as `core-kit serve --users`. Default 0. */
  users?: number;
  /** Answer validation errors with HTTP 400 and auth errors with 401 instead of 200, as `--http-errors`. */
  httpErrors?: boolean;
  /** Latency and faults for every request, as `--latency`, `--fault-rate` and `--faults`. */
  chaos?: ChaosConfig | null;
  /**
   * A `Prefer` value for every request that sends none, e.g. `total=0` for an empty-state test of a component that
   * cannot add headers; a request's own `Prefer` header (or `__name` twin) still wins.
   */
  prefer?: string;
}

/** Headers a cross-origin page needs to read the answers and their Preference-Applied echo. */
const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Preference-Applied' };

const epochMs = (now: MockHandlersOptions['now']): number => {
  const ms = now === undefined ? Date.now() : now instanceof Date ? now.getTime() : typeof now === 'number' ? now : Date.parse(now);
  if (Number.isNaN(ms)) throw new Error(`core-kit/msw: now must be an ISO instant, a Date or epoch milliseconds (received ${String(now)})`);
  return Math.floor(ms / 1000) * 1000;
};

/** Handlers for `GET …/global/configs` and `GET …/notification/list`; the world is built on the first request. */
export function createHandlers(options: MockHandlersOptions = {}): HttpHandler[] {
  const seed = options.seed ?? 1;
  let core: ApiRequestHandler | undefined;
  const handle = (): ApiRequestHandler =>
    (core ??= createApiRequestHandler({
      world: createWorld({
        seed,
        nowMs: epochMs(options.now),
        notificationsPerAccount: options.notifications ?? 120,
        accounts: [options.demo ?? DEMO_CREDENTIALS, ...extraAccountCredentials(seed, options.users ?? 0)],
      }),
      policy: { httpErrors: options.httpErrors ?? false },
      chaos: options.chaos ?? null,
    }));

  const resolver = (operation: Operation) => async ({ request }: { request: Request }) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value)); // names come lower-cased
    if (options.prefer !== undefined && headers.prefer === undefined) headers.prefer = options.prefer;
    const plan = handle()({ operation, rawQuery: new URL(request.url).search.slice(1), headers });
    if (plan.delayMs > 0) await delay(plan.delayMs);
    if (plan.fault === 'reset') return HttpResponse.error(); // a network error: fetch rejects, as on a reset connection
    const answerHeaders = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...CORS_HEADERS });
    for (let i = 0; i < plan.extraHeaders.length; i += 2) answerHeaders.set(plan.extraHeaders[i]!, plan.extraHeaders[i + 1]!);
    return new HttpResponse(plan.body, { status: plan.status, headers: answerHeaders });
  };

  const base = options.baseUrl === undefined ? '*' : options.baseUrl.replace(/\/+$/, '');
  return [http.get(`${base}${CONFIGS_PATH}`, resolver('configs')), http.get(`${base}${NOTIFICATION_LIST_PATH}`, resolver('notificationList'))];
}

/** Seed 1, the demo account, 120 notifications, HTTP 200 errors: `setupWorker(...handlers)` / `setupServer(...handlers)`. */
export const handlers: HttpHandler[] = createHandlers();
