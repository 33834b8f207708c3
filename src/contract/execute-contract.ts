// One contract run against a base URL: the deadline, the bounded client, the checks and the exit code.
import { setMaxListeners } from 'node:events';
import { committedDocument } from '../validation/index.js';
import { LANGUAGE_HEADER } from '../schema/index.js';
import { allChecks } from './checks/all-checks.js';
import { skip, type Check } from './kit/check.js';
import { CheckContext, type Credentials } from './kit/check-context.js';
import { validatorsOf } from './kit/run-validators.js';
import { KitHttp, type HttpLimits } from './kit/kit-http.js';
import { runChecks, selectChecks } from './kit/runner.js';
import type { ContractReport } from './report/contract-report.js';

export type { ContractReport } from './report/contract-report.js';
import { httpTransport } from './kit/http-transport.js';
import type { Transport } from './kit/transport.js';
import { assumedInvariantChecks, invariantChecks } from './checks/invariant-checks.js';
import { preflight } from './preflight/preflight.js';
import { inconclusiveOf } from './report/inconclusive.js';
import { pathSecretValues, redactUrl } from '../redaction/index.js';
import { baseUrlSecretName } from './report/redact-secrets.js';
import { headerSecrets } from './kit/extra-headers.js';

const allInvariantChecks = [...invariantChecks, ...assumedInvariantChecks];
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export interface ContractOptions extends HttpLimits {
  baseUrl: string;
  credentials: Credentials;
  /** A second account, for the isolation checks (they SKIP without it). */
  otherCredentials?: Credentials | undefined;
  strict: boolean;
  only: string[];
  skip: string[];
  /** Whole-run deadline in ms. */
  deadlineMs: number;
  /** Sends X-Core-Client-Lang-Tag on every request. */
  lang?: string | undefined;
  /** The environment's headers (a gateway's key, a bearer token, a Host), checked (extraHeaders), on every request. */
  headers?: Record<string, string> | undefined;
  maxBodyBytes?: number;
  /** Estimated bytes of answers kept whole (the memory budget; tests make it small). */
  retainedBudget?: number;
  /** Run the generative mode instead of the checks: this many generated queries. */
  explore?: number | undefined;
  /** Seed of the generative mode (a random one when absent; the report prints it). */
  seed?: number | undefined;
}

/** The credentials, by the environment variable a repro line reads each from (no report prints them). */
export const contractSecrets = (
  options: Pick<ContractOptions, 'baseUrl' | 'credentials' | 'otherCredentials' | 'headers'>,
) => ({
  CORE_AID: options.credentials.aid,
  CORE_AID_TOKEN: options.credentials.aidToken,
  CORE_UID: options.credentials.uid,
  CORE_UID_TOKEN: options.credentials.uidToken,
  ...(options.otherCredentials
    ? {
        CORE_OTHER_AID: options.otherCredentials.aid,
        CORE_OTHER_AID_TOKEN: options.otherCredentials.aidToken,
        CORE_OTHER_UID: options.otherCredentials.uid,
        CORE_OTHER_UID_TOKEN: options.otherCredentials.uidToken,
      }
    : {}),
  // A secret the base URL carries as a path parameter (`/access_token=…/`): a server's 404 quotes the path back.
  ...Object.fromEntries(pathSecretValues(options.baseUrl).map((value, i) => [baseUrlSecretName(i), value])),
  ...headerSecrets(options.headers), // CORE_HEADER_X_API_KEY …
});

export const CONTRACT_DEFAULTS = {
  timeoutMs: 10_000,
  deadlineMs: 60_000,
  maxRequests: 500,
  concurrency: 4,
  // The spec bounds no answer: a page of 30 notifications of long posts runs to megabytes. The cap only keeps a
  // server that never stops sending from taking the kit's memory.
  maxBodyBytes: 16 * 1024 * 1024,
} as const;

/**
 * The run's deadline: a strongly held timer (see KitHttp). `clear` ends the run: the timer goes, and whatever is still
 * pending (a request still arriving, a wait before a retry) is aborted, so nothing of the run keeps a process alive.
 */
export function runDeadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal); // every request in flight listens to it
  const timer = setTimeout(
    () => controller.abort(new DOMException(`the run deadline (${ms} ms) passed`, 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      if (!controller.signal.aborted) controller.abort(new DOMException('the run ended', 'AbortError'));
    },
  };
}

/** A context for the given options and transport (the vitest suite builds its own runs from it). */
export function contractContext(options: ContractOptions, transport: Transport, deadline: AbortSignal): CheckContext {
  let ctx: CheckContext | undefined;
  const http = new KitHttp(
    options.baseUrl,
    transport,
    options,
    deadline,
    // The environment's headers go on every request, the probes of wrong or missing credentials included: a gateway
    // that refuses a request without its key would answer every probe alike, and prove nothing of the server.
    { ...options.headers, ...(options.lang ? { [LANGUAGE_HEADER]: options.lang } : {}) },
    (exchange) => ctx?.observe(exchange),
  );
  ctx = new CheckContext(http, options.credentials, committedDocument(), {
    lang: options.lang,
    other: options.otherCredentials,
    retainedBudget: options.retainedBudget,
  });
  return ctx;
}

export async function executeContract(
  options: ContractOptions,
  transport: Transport = httpTransport(options.maxBodyBytes ?? CONTRACT_DEFAULTS.maxBodyBytes),
  checks: readonly Check[] = allChecks,
): Promise<ContractReport> {
  // Loaded only for the generative mode: fast-check costs the default run's start-up ~20 ms.
  const explore =
    options.explore === undefined
      ? undefined
      : (await import('./explore/explore-check.js')).exploreChecks(options.explore, options.seed ?? randomSeed());
  // The generative mode runs instead of the checks, with the invariant checks that report every answer it got.
  const selected = explore ? [...explore, ...allInvariantChecks] : selectChecks(checks, options.only, options.skip);
  validatorsOf(committedDocument()); // compiled before the deadline starts (see validatorsOf)
  const started = performance.now();
  const startedAt = Date.now();
  const { signal: deadline, clear } = runDeadline(options.deadlineMs);
  const ctx = contractContext(options, transport, deadline);
  // Preflight: the configs are the first thing clients (and checks) ask for; if they cannot connect at all, stop.
  // (A throttled preflight is no verdict: the checks that need the configs SKIP on it.)
  const probe = await ctx.configs().then(
    (configs) => configs.exchange,
    () => undefined,
  );
  // Then the accounts, one request each: refused credentials stop the run with one line, not a FAIL per check.
  const refused = probe?.unreachable ? undefined : await preflight(ctx, options.otherCredentials);
  const notRun = (reason: string) =>
    selected.map((check) => ({ check, outcome: skip(`not run: ${reason}`), blocking: false, durationMs: 0 }));
  const results = probe?.unreachable
    ? notRun(`${redactUrl(options.baseUrl)} cannot be reached (${probe.transportError})`)
    : refused
      ? notRun(`the server refused ${refused.account} (${refused.received})`)
      : await runChecks(selected, ctx, { strict: options.strict, deadline, deadlineMs: options.deadlineMs });
  clear();
  const reachable = probe?.unreachable !== true;
  const { throttled, retried } = ctx.http.pacer;
  // A server that answered nothing but 429/503 was not tested at all: that is no pass (exit 2, as unreachable).
  const onlyThrottled = reachable && throttled > 0 && ctx.http.answered === 0;
  const failed = results.some((r) => r.blocking);
  // A run whose limits left most checks unchecked proved little: no green (exit 3), unless something failed.
  const inconclusive = inconclusiveOf(results, options, throttled);
  const exitCode = !reachable || onlyThrottled || refused ? 2 : failed ? 1 : inconclusive ? 3 : 0;
  return {
    baseUrl: redactUrl(options.baseUrl), // as every report shows it: a secret path parameter redacted
    startedAt,
    strict: options.strict,
    results,
    requests: ctx.http.sent,
    throttled,
    retried,
    ...(onlyThrottled ? { onlyThrottled } : {}),
    ...(refused ? { refused } : {}),
    ...(inconclusive && !onlyThrottled && !refused ? { inconclusive } : {}),
    durationMs: performance.now() - started,
    reachable,
    exitCode,
  };
}
