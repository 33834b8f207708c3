// How the kit behaves towards a server that rate-limits: it spaces requests (--rate), reads 429 and 503 as "not
// answered yet", waits as Retry-After says (delta-seconds or an HTTP-date; RFC 9110 §10.2.3) or backs off, and gives
// up, rather than wait past the run's deadline. Such an answer is never judged: the check waiting for it SKIPs.
import { BudgetExhausted, DeadlineReached } from './run-limits.js';

/** RFC 6585 §4 (429 Too Many Requests) and RFC 9110 §15.6.4 (503 Service Unavailable): ask again later. */
export const THROTTLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Asks after a throttled answer before the check gives up (the deadline may end the waiting sooner). */
export const MAX_RETRIES = 4;

/** Backoff without Retry-After: 0.5 s, 1 s, 2 s, 4 s (deterministic, so a run is reproducible). */
export const backoffMs = (retry: number): number => 500 * 2 ** retry;

/** What to tell a user whose run was cut short by a throttling server. */
export const THROTTLE_HINT = 'give the run more time with --deadline, or spread its requests with --rate';

/** The server kept a request unanswered (429/503) past the retries or the deadline: the check cannot run. */
export class Throttled extends BudgetExhausted {}

/** Milliseconds Retry-After asks to wait, from `now`; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  // An HTTP-date names a second in GMT; a date already past means "now".
  return Number.isNaN(date) || !/GMT$/i.test(text) ? undefined : Math.max(0, date - now);
}

/** How long to wait before asking again after a throttled answer (`retry` counts from 0). */
export const waitBeforeRetry = (headers: Record<string, string> | undefined, retry: number, now: number): number =>
  retryAfterMs(headers?.['retry-after'], now) ?? backoffMs(retry);

/** Spaces request starts (--rate) and holds every request while the server asked for a pause. */
export class Pacer {
  private nextStart = 0;
  private pausedUntil = 0;
  /** Answers 429/503 received, and requests sent again after one. */
  throttled = 0;
  retried = 0;
  /** Wall time the server's pauses held the run (overlapping pauses counted once). */
  pausedMs = 0;

  constructor(
    /** Requests per second at most; undefined: no spacing. */
    private readonly rate: number | undefined,
    /** When the run's deadline passes (epoch ms), to give up instead of waiting past it. */
    private readonly deadlineAt: number,
    private readonly deadline: AbortSignal,
  ) {}

  /** Holds the server's pause for every request, not only the one that was told. */
  pauseUntil(at: number, now = Date.now()): void {
    this.pausedMs += Math.max(0, at - Math.max(now, this.pausedUntil));
    this.pausedUntil = Math.max(this.pausedUntil, at);
  }

  /**
   * The server's pauses, not the run's own pace, used up the deadline: they held it for a quarter of it or more, or
   * one still holds it. A run that met one 429 and then ran out of time on a slow or loaded machine is not blamed on
   * throttling.
   */
  throttledTheRun(deadlineMs: number, now = Date.now()): boolean {
    return this.throttled > 0 && (this.pausedMs >= deadlineMs / 4 || this.pausedUntil > now);
  }

  /** True when waiting `ms` from now would pass the deadline. */
  beyondDeadline(ms: number): boolean {
    return Date.now() + ms >= this.deadlineAt;
  }

  /** Waits for this request's turn: after the server's pause and one rate interval after the previous start. */
  async turn(): Promise<void> {
    const now = Date.now();
    // By the clock, not only by the deadline's timer: a busy event loop runs that timer late.
    if (now >= this.deadlineAt) throw new DeadlineReached('the run deadline passed');
    const start = Math.max(now, this.nextStart, this.pausedUntil);
    if (start >= this.deadlineAt) {
      const why =
        this.pausedUntil >= this.deadlineAt
          ? `the server asked to wait until ${new Date(this.pausedUntil).toISOString()} (HTTP 429/503), past the run deadline`
          : 'its turn under --rate comes after the run deadline';
      throw new Throttled(`not asked: ${why}; ${THROTTLE_HINT}`);
    }
    if (this.rate !== undefined) this.nextStart = start + 1000 / this.rate;
    if (start > now) await sleep(start - now, this.deadline);
  }
}

/** Resolves after `ms`, or rejects when the run ends first (its timer never outlives the run). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DeadlineReached('the run deadline passed'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DeadlineReached('the run deadline passed'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
