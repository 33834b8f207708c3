// What goes into the request core and what comes out: a request (operation, query, headers) and its response plan.
import { type ErrorStatusPolicy, type Fault, type Operation } from '../../schema/index.js';
export { type Operation } from '../../schema/index.js';
import type { ChaosConfig } from './chaos.js';
import type { Preferences } from './parse-preferences.js';
import type { RuntimeOverrides } from './runtime-overrides.js';
import type { VariantLimits } from '../world/world-variants.js';
import type { World } from '../world/create-world.js';

/** Request headers by lower-cased name, as Node's `req.headers` (a repeated header may be a list). */
export type HeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ApiRequest {
  operation: Operation;
  /** The query string without `?`. */
  rawQuery: string;
  headers: HeaderBag;
}

export interface ResponsePlan {
  status: number;
  /** The body to send, as text or UTF-8 bytes (empty for a reset). */
  body: string | Uint8Array;
  /** Headers beyond Content-Type and the common ones, as a flat [name, value, …] list: Preference-Applied when a preference shaped the answer. Shared: never change it. */
  extraHeaders: readonly string[];
  /** Wait this long before answering (or resetting). */
  delayMs: number;
  /** `reset`: close the connection without an answer. `malformed` and `server-error` are already in `status` and `body`. */
  fault: Fault | null;
  /** The envelope code for the request log; null when no whole envelope is sent. */
  code: number | null;
}

export interface ApiHandlerOptions {
  world: World;
  policy: ErrorStatusPolicy;
  /** Server-wide latency and faults; a request's own `delay`, `fault` or `code` preference overrides them. */
  chaos?: ChaosConfig | null;
  limits?: VariantLimits;
  /** Run-time overrides (the control API's scenario), read on every request: a request's own preferences still win. */
  overrides?: RuntimeOverrides;
  /** Start-up preferences (`serve --data edge`), under the overrides' and the request's own. */
  startup?: Readonly<Preferences> | null;
  /**
   * A running clock (epoch ms, read once per answer, kept to the second): what is relative to "now" is rendered at
   * the answer's moment, as the real system does. Null or absent: the clock is pinned at the world's.
   */
  clock?: (() => number) | null;
}

/** The second a clock reads: the `Date` header's granularity and `timeAgo`'s floor. */
export const clockTick = (clock: () => number): number => Math.floor(clock() / 1000) * 1000;

/**
 * A request in, its response plan out. `prepare` first: null when the request needs nothing built (the common case),
 * else a promise that builds another seed's world, an account or a resized list in slices between other requests.
 */
export interface ApiRequestHandler {
  (request: ApiRequest): ResponsePlan;
  prepare(request: ApiRequest): Promise<void> | null;
  /** The plan this request got before and would get again (nothing to prepare, nothing read again), or undefined. */
  known(request: ApiRequest): ResponsePlan | undefined;
}

/** One header's value (a repeated header joined with `, `, as HTTP reads it). */
export const header = (headers: HeaderBag, name: string): string | undefined =>
  headers[name] === undefined || typeof headers[name] === 'string'
    ? (headers[name] as string | undefined)
    : (headers[name] as readonly string[]).join(', ');
