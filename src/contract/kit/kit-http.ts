// The kit's only way to the server: GET requests, bounded in number, concurrency, time and size, all recorded.
import { describeTransportError, isUnreachable, type Transport } from './transport.js';
import { apiUrl } from './base-url.js';

export interface Exchange {
  id: number;
  path: string;
  url: string;
  /** Headers as sent, for the report's curl line. */
  headers: Record<string, string>;
  status?: number;
  responseHeaders?: Record<string, string>;
  body?: string;
  /** Parsed body when it is JSON. */
  json?: unknown;
  /** Set when no HTTP answer arrived (refused, reset, timeout, body too large). */
  transportError?: string;
  /** The server could not be reached at all (refused, unknown host), not merely slow or broken. */
  unreachable?: boolean;
  durationMs: number;
}

export interface HttpLimits {
  timeoutMs: number;
  maxRequests: number;
  concurrency: number;
}

/** The request budget is used up: the check cannot run (reported as SKIP). */
export class BudgetExhausted extends Error {}
/** The run's global deadline passed. */
export class DeadlineReached extends Error {}

export class KitHttp {
  readonly exchanges: Exchange[] = [];
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly baseUrl: string,
    private readonly transport: Transport,
    readonly limits: HttpLimits,
    private readonly deadline: AbortSignal,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get sent(): number {
    return this.exchanges.length;
  }

  async get(path: string, headers: Record<string, string>): Promise<Exchange> {
    if (this.deadline.aborted) throw new DeadlineReached('the run deadline passed');
    if (this.exchanges.length >= this.limits.maxRequests) throw new BudgetExhausted(`the request budget (--max-requests ${this.limits.maxRequests}) is used up`);
    const sent = { ...this.defaultHeaders, ...headers };
    const exchange: Exchange = { id: this.exchanges.length + 1, path, url: apiUrl(this.baseUrl, path), headers: sent, durationMs: 0 };
    this.exchanges.push(exchange);
    await this.slot();
    const started = performance.now();
    // A controller with a plain timer, not AbortSignal.timeout() inside AbortSignal.any(): Node holds the latter's
    // sources weakly, so a garbage collection can drop the timeout and leave a hung request waiting forever.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${this.limits.timeoutMs} ms`, 'TimeoutError')), this.limits.timeoutMs);
    const onDeadline = () => controller.abort(this.deadline.reason);
    this.deadline.addEventListener('abort', onDeadline, { once: true });
    try {
      const answer = await this.transport.get(exchange.url, sent, controller.signal);
      exchange.status = answer.status;
      exchange.responseHeaders = answer.headers;
      exchange.body = answer.body;
      exchange.json = parseJson(answer.body);
    } catch (error) {
      if (this.deadline.aborted) exchange.transportError = 'the run deadline passed during this request';
      else {
        exchange.transportError = describeTransportError(error, this.limits.timeoutMs);
        exchange.unreachable = isUnreachable(error);
      }
    } finally {
      clearTimeout(timer);
      this.deadline.removeEventListener('abort', onDeadline);
      exchange.durationMs = performance.now() - started;
      this.release();
    }
    return exchange;
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
