// The kit's only way to the server: GET requests, bounded in number, concurrency, time and size. Each answer is
// parsed once, shown to an observer (the invariants), and kept only as an excerpt of its text.
import { readJsonText } from '../invariants/read-json-text.js';
import { ANSWER_FIELDS, BODY_EXCERPT, detached, type Exchange, type HttpLimits } from './exchange.js';
import { describeTransportError, isUnreachable, type Transport } from './transport.js';
import { apiUrl } from './base-url.js';
import { BudgetExhausted, DeadlineReached } from './run-limits.js';
import { MAX_RETRIES, Pacer, THROTTLE_HINT, THROTTLE_STATUSES, Throttled, waitBeforeRetry } from './polite-client.js';

export type { Exchange, HttpLimits } from './exchange.js';

export { BudgetExhausted, DeadlineReached } from './run-limits.js';

export class KitHttp {
  /** Requests reserved against the budget (counted before they wait for a slot). */
  private count = 0;
  /** Requests that went out. */
  private wentOut = 0;
  /** Requests that got an answer other than 429/503 (or a transport failure): a run with none tested nothing. */
  answered = 0;
  /** When the last answer (429/503 included) arrived, or the client started: slow or early is not silent. */
  lastAnswerAt = Date.now();
  private inFlight = 0;
  /** The requests out on the wire, each with when it went out: only a request left unanswered shows a silent server. */
  private readonly unanswered = new Set<{ since: number }>();
  private readonly waiting: (() => void)[] = [];
  /** Spacing (--rate) and the server's pauses (429/503); counts the throttled answers. */
  readonly pacer: Pacer;

  constructor(
    readonly baseUrl: string,
    private readonly transport: Transport,
    readonly limits: HttpLimits,
    private readonly deadline: AbortSignal,
    private readonly defaultHeaders: Record<string, string> = {},
    /** Sees every answer once, right after it is parsed (the invariants). */
    private readonly observe: (exchange: Exchange) => void = () => undefined,
  ) {
    this.pacer = new Pacer(limits.rate, Date.now() + (limits.deadlineMs ?? Infinity), deadline);
  }

  /** Requests that went out (a request queued when the deadline passed never does). */
  get sent(): number {
    return this.wentOut;
  }

  /** When the oldest request still waiting for its answer went out (epoch ms); undefined when none is out. */
  get unansweredSince(): number | undefined {
    const times = [...this.unanswered].map((r) => r.since);
    return times.length === 0 ? undefined : Math.min(...times);
  }

  get remaining(): number {
    return this.limits.maxRequests - this.count;
  }

  async get(path: string, headers: Record<string, string>): Promise<Exchange> {
    if (this.deadline.aborted) throw new DeadlineReached('the run deadline passed');
    if (this.count >= this.limits.maxRequests)
      throw new BudgetExhausted(`the request budget (--max-requests ${this.limits.maxRequests}) is used up`);
    // A header a check sends replaces the run's default of the same name in any letter case (names are case-insensitive).
    const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    const defaults = Object.entries(this.defaultHeaders).filter(([name]) => !given.has(name.toLowerCase()));
    const sent = { ...Object.fromEntries(defaults), ...headers };
    const exchange: Exchange = {
      id: ++this.count,
      path,
      url: apiUrl(this.baseUrl, path),
      headers: sent,
      durationMs: 0,
    };
    for (let retry = 0; ; retry++) {
      await this.attempt(exchange, sent);
      if (exchange.status !== undefined) this.lastAnswerAt = Date.now();
      // A 429/503 is no answer yet (see polite-client): it is never shown to the observer nor to a check.
      if (exchange.status === undefined || !THROTTLE_STATUSES.has(exchange.status)) break;
      this.pacer.throttled++;
      const wait = waitBeforeRetry(exchange.responseHeaders, retry, Date.now());
      const asked = `HTTP ${exchange.status}${exchange.responseHeaders?.['retry-after'] ? ` (Retry-After: ${exchange.responseHeaders['retry-after'].slice(0, 40)})` : ''}`;
      if (retry === MAX_RETRIES)
        throw new Throttled(`no answer: still ${asked} after ${MAX_RETRIES} retries; ${THROTTLE_HINT}`);
      if (this.pacer.beyondDeadline(wait))
        throw new Throttled(
          `no answer: ${asked}, and waiting ${Math.ceil(wait / 1000)} s would pass the run deadline; ${THROTTLE_HINT}`,
        );
      this.pacer.pauseUntil(Date.now() + wait);
      this.pacer.retried++;
    }
    this.answered++;
    this.observe(exchange);
    return exchange;
  }

  /** Sends the request once (again after a 429/503), filling the exchange with what came back. */
  private async attempt(exchange: Exchange, sent: Record<string, string>): Promise<void> {
    await this.slot();
    try {
      await this.pacer.turn();
    } catch (error) {
      this.release();
      throw error;
    }
    // Issue: a request queued before the deadline must not go out after it.
    if (this.deadline.aborted) {
      this.release();
      throw new DeadlineReached('the run deadline passed');
    }
    this.wentOut++;
    for (const key of ANSWER_FIELDS) delete exchange[key]; // what a throttled attempt left
    const started = performance.now();
    const out = { since: Date.now() };
    this.unanswered.add(out);
    // A controller with a plain timer, not AbortSignal.timeout() inside AbortSignal.any(): Node holds the latter's
    // sources weakly, so a garbage collection can drop the timeout and leave a hung request waiting forever.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`no answer within ${this.limits.timeoutMs} ms`, 'TimeoutError')),
      this.limits.timeoutMs,
    );
    const onDeadline = () => controller.abort(this.deadline.reason);
    this.deadline.addEventListener('abort', onDeadline, { once: true });
    try {
      const answer = await this.transport.get(exchange.url, sent, controller.signal);
      exchange.status = answer.status;
      exchange.responseHeaders = answer.headers;
      if (answer.wire) exchange.wire = answer.wire;
      const read = readJsonText(answer.body, true);
      exchange.size = answer.body.length;
      exchange.body = detached(answer.body.slice(0, BODY_EXCERPT));
      exchange.bom = read.bom;
      exchange.containers = read.containers;
      exchange.values = read.values;
      if (read.duplicateKey !== undefined) exchange.duplicateKey = read.duplicateKey;
      if ('json' in read) exchange.json = read.json;
      else exchange.jsonProblem = read.problem!;
    } catch (error) {
      if (this.deadline.aborted) exchange.transportError = 'the run deadline passed during this request';
      else {
        exchange.transportError = describeTransportError(error, this.limits.timeoutMs);
        exchange.unreachable = isUnreachable(error);
      }
    } finally {
      clearTimeout(timer);
      this.unanswered.delete(out);
      this.deadline.removeEventListener('abort', onDeadline);
      exchange.durationMs = performance.now() - started;
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.inFlight < this.limits.concurrency) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
  }

  private release(): void {
    this.inFlight--;
    this.waiting.shift()?.();
  }
}
