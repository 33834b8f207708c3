// Plans remembered by everything that decides them: a request asked again (the same operation, query, credentials,
// preferences, language and time zone) gets the plan it got before without its headers, query and preferences being
// read again. A plan is a pure function of those, the world (a request core serves one) and the run-time scenario, so
// the remembered plans are let go whenever the scenario changes or a running clock ticks (its answers are rendered at
// their second), and none is kept while chaos draws per request or for a plan that waits or fails on purpose.
import { LANGUAGE_HEADER, TIMEZONE_HEADER, type ErrorStatusPolicy } from '../../schema/index.js';
import type { ChaosConfig } from './chaos.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import type { ApiRequest, ResponsePlan } from './api-request.js';
import type { RuntimeOverrides } from './runtime-overrides.js';

/** Every header the request core reads (through `header`): nothing else of a request decides its plan. */
const DECIDING_HEADERS = [
  'x-core-aid',
  'x-core-aid-token',
  'x-core-uid',
  'x-core-uid-token',
  'prefer',
  LANGUAGE_HEADER.toLowerCase(),
  TIMEZONE_HEADER.toLowerCase(),
] as const;

/**
 * The operation, the deciding headers as `header` reads them, then the query. No header value holds a line feed or a
 * NUL (HTTP forbids both), so the fields are told apart and an absent header from an empty one; the query comes
 * last and may hold anything.
 */
export function planKey({ operation, rawQuery, headers }: ApiRequest): string {
  let key = operation;
  for (const name of DECIDING_HEADERS) {
    const value = headers[name];
    key += value === undefined ? '\n\0' : typeof value === 'string' ? `\n${value}` : `\n${value.join(', ')}`;
  }
  return `${key}\n${rawQuery}`;
}

/** Plans kept at most (between this and twice this): their bodies are mostly the page cache's own, shared. */
const KEPT_PLANS = 32;

export class RememberedPlans {
  private plans = new BoundedCache<string, ResponsePlan>(KEPT_PLANS);
  /** What the kept plans were made under: the scenario's preferences and chaos, and the error statuses. */
  private preferences: RuntimeOverrides['preferences'] = null;
  private chaos: ChaosConfig | null | undefined = undefined;
  private httpErrors = false;
  /** The running clock's second the kept plans were made in (NaN: pinned, or none yet). */
  private second = Number.NaN;

  constructor(
    private readonly startupChaos: ChaosConfig | null,
    private readonly overrides: RuntimeOverrides | undefined,
    private readonly policy: ErrorStatusPolicy,
    /** A running clock's second; null: pinned, plans hold at any time. */
    private readonly tick: (() => number) | null = null,
  ) {
    this.settle();
  }

  /** The plan made before for this request, or undefined. */
  get(request: ApiRequest): ResponsePlan | undefined {
    return this.unchanged() ? this.plans.get(planKey(request)) : undefined;
  }

  /** Keeps a plan that the same request would get again: none that waits, fails on purpose, or drew chaos. */
  keep(request: ApiRequest, plan: ResponsePlan): void {
    if (plan.delayMs === 0 && plan.fault === null && this.unchanged()) this.plans.set(planKey(request), plan);
  }

  /** True while the kept plans hold: no chaos drawing, the scenario and the clock's second as when they were made (else they are let go). */
  private unchanged(): boolean {
    const chaos = this.overrides?.chaos;
    if ((chaos === undefined ? this.startupChaos : chaos) !== null) return false;
    if (
      chaos === this.chaos &&
      (this.overrides?.preferences ?? null) === this.preferences &&
      this.policy.httpErrors === this.httpErrors &&
      (this.tick === null || this.tick() === this.second)
    )
      return true;
    this.settle();
    return true;
  }

  private settle(): void {
    this.plans = new BoundedCache(KEPT_PLANS);
    this.chaos = this.overrides?.chaos;
    this.preferences = this.overrides?.preferences ?? null;
    this.httpErrors = this.policy.httpErrors;
    if (this.tick) this.second = this.tick();
  }
}
