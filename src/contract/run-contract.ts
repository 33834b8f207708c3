// The contract kit from code (`import { runContract } from 'core-kit/contract'`): one run against an implementation's
// URL, resolving to the structured result `core-kit contract --json` writes.
import { allChecks } from './checks/all-checks.js';
import { CONTRACT_DEFAULTS, contractSecrets, executeContract } from './execute-contract.js';
import { parseBaseUrl } from './kit/base-url.js';
import { headerValueProblem, trimHeaderValue } from './kit/header-value.js';
import { extraHeaders, InvalidHeader } from './kit/extra-headers.js';
import type { Basis, Endpoint, Provenance } from './kit/check.js';
import type { Credentials } from './kit/check-context.js';
import { reportRecord, type ContractResult } from './report/report-record.js';
import { textReport } from './report/report-text.js';
import { selectChecks } from './kit/runner.js';

export type { CheckRecord, CheckStatus, ContractResult } from './report/report-record.js';
export type { Credentials } from './kit/check-context.js';

export interface RunContractOptions {
  /** The implementation under test, e.g. `http://127.0.0.1:4010` or `https://staging.example.com/prefix`. */
  baseUrl: string;
  /** The four X-Core-* values of a test account. */
  credentials: Credentials;
  /** The four values of a second account, for the isolation checks (they skip without it). */
  otherCredentials?: Credentials;
  /** Checks resting on the real system (where the spec is silent) fail the run too; the mock's own choices never do. Default false. */
  strict?: boolean;
  /** Run only these checks (names as `listChecks()` gives them). */
  only?: readonly string[];
  /** Leave these checks out. */
  skip?: readonly string[];
  /** Limit per request in ms. Default 10000. */
  timeoutMs?: number;
  /** Limit for the whole run in ms. Default 60000. */
  deadlineMs?: number;
  /** Requests the run may send at most. Default 500. */
  maxRequests?: number;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /** Requests per second at most (a client-side limiter spacing them). Default: no limit. */
  rate?: number;
  /** Sends `X-Core-Client-Lang-Tag` on every request. */
  lang?: string;
  /**
   * Headers the environment needs on every request (a gateway's `X-Api-Key`, `Authorization: Bearer …`, a tenant, a
   * `Host`), as `{ name: value }`. Not the X-Core-* credentials nor the language or time zone header, which the kit
   * sends and varies itself. Every value except Host, Accept*, User-Agent, Cache-Control and Pragma is a secret: no
   * output holds it, and repro lines read it from `CORE_HEADER_<NAME>` (`X-Api-Key` → `CORE_HEADER_X_API_KEY`).
   */
  headers?: Record<string, string>;
  /** Instead of the checks, send this many generated queries and hold every answer to the invariants. */
  explore?: number;
  /** Seed of `explore` (reported in the result, to reproduce a run). */
  seed?: number;
}

/** --rate: a positive number of requests per second (fractions allowed: 0.5 is one every two seconds). */
function rateOf(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 10_000)
    throw new RangeError(
      `runContract: rate must be a number of requests per second above 0 and at most 10000 (received ${String(value)})`,
    );
  return value;
}

/** An account's four values, each one fetch can send as a header (as fetch sends it); a TypeError names another. */
function credentialsOf(given: unknown, name: string): Credentials {
  if (typeof given !== 'object' || given === null) throw new TypeError(`runContract: ${name} must be an object`);
  const fields = ['aid', 'aidToken', 'uid', 'uidToken'] as const;
  for (const field of fields) {
    const problem = headerValueProblem((given as Record<string, unknown>)[field]);
    if (problem) throw new TypeError(`runContract: ${name}.${field} ${problem}`);
  }
  const values = fields.map((f) => trimHeaderValue((given as Record<string, string>)[f]!));
  return { aid: values[0]!, aidToken: values[1]!, uid: values[2]!, uidToken: values[3]! };
}

/** The headers as a plain object, checked as the command checks --header; a TypeError names the header. */
function headersOf(given: unknown): Record<string, string> | undefined {
  if (given === undefined) return undefined;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new TypeError('runContract: headers must be an object { name: value }');
  try {
    return extraHeaders(Object.entries(given), 'option');
  } catch (error) {
    throw error instanceof InvalidHeader ? new TypeError(error.message) : error;
  }
}

/** What a check is, without running it. */
export interface CheckInfo {
  name: string;
  endpoint: Endpoint;
  provenance: Provenance;
  /** For assumed checks: `real system` (fails only with strict) or `mock` (never fails a run). */
  basis?: Basis;
  source: string;
  why: string;
}

/** The result with a human-readable report beside it (the text `core-kit contract` prints). */
export interface ContractRun extends ContractResult {
  /** The text report, tokens written as `$CORE_AID_TOKEN` / `$CORE_UID_TOKEN`. */
  text: string;
}

/** Every check the kit has, in report order. */
export const listChecks = (): CheckInfo[] =>
  allChecks.map(({ name, endpoint, provenance, basis, source, why }) => ({
    name,
    endpoint,
    provenance,
    ...(basis ? { basis } : {}),
    source,
    why,
  }));

/**
 * Runs the checks over HTTP. Rejects (before sending anything) on an invalid base URL or an unknown check name;
 * otherwise resolves, whatever the server does: failures are in the result, with `exitCode` 1 (or 2 when the
 * server could not be reached at all, or answered nothing but 429/503).
 */
export async function runContract(options: RunContractOptions): Promise<ContractRun> {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('runContract: the options must be an object { baseUrl, credentials, … }');
  const baseUrl = parseBaseUrl(options.baseUrl);
  const positive = (name: keyof RunContractOptions, value: number | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`runContract: ${name} must be a positive integer (received ${String(value)})`);
    return value;
  };
  const credentials = credentialsOf(options.credentials, 'credentials');
  const other = options.otherCredentials && credentialsOf(options.otherCredentials, 'otherCredentials');
  if (options.lang !== undefined && headerValueProblem(options.lang))
    throw new TypeError(`runContract: lang ${headerValueProblem(options.lang)}`);
  const headers = headersOf(options.headers);
  const only = [...(options.only ?? [])];
  const skip = [...(options.skip ?? [])];
  selectChecks(allChecks, only, skip); // throws on unknown names before any request
  const report = await executeContract({
    baseUrl,
    credentials,
    otherCredentials: other,
    strict: options.strict ?? false,
    only,
    skip,
    timeoutMs: positive('timeoutMs', options.timeoutMs, CONTRACT_DEFAULTS.timeoutMs),
    deadlineMs: positive('deadlineMs', options.deadlineMs, CONTRACT_DEFAULTS.deadlineMs),
    maxRequests: positive('maxRequests', options.maxRequests, CONTRACT_DEFAULTS.maxRequests),
    concurrency: positive('concurrency', options.concurrency, CONTRACT_DEFAULTS.concurrency),
    rate: rateOf(options.rate),
    lang: options.lang === undefined ? undefined : trimHeaderValue(options.lang),
    headers,
    explore: options.explore === undefined ? undefined : positive('explore', options.explore, 1),
    seed: options.seed,
  });
  const secrets = contractSecrets({ ...options, headers });
  return { ...reportRecord(report, secrets), text: textReport(report, secrets) };
}
