// A typed client of a running mock's control API (/__core/): its journal and its run-time scenario, for end-to-end
// tests (`await mock.scenario({ total: 0 })`, `expect(await mock.requests({ path })).toHaveLength(1)`). `startMock()`
// returns one; `createControlClient(url)` makes one for any `core-kit serve` on this machine.
import type {
  ControlAccount,
  ControlStatus,
  JournalEntry,
  JournalEntryDetail,
  RequestList,
  Scenario,
} from '../../schema/index.js';

export type {
  ControlAccount,
  ControlStatus,
  JournalEntry,
  JournalEntryDetail,
  Latency,
  RequestList,
  Scenario,
} from '../../schema/index.js';

export interface RequestFilter {
  /** Exact path, e.g. `/api/core/v1/notification/list`. */
  path?: string;
  method?: string;
  /** HTTP status (0: no answer was sent). */
  status?: number;
  /** Envelope code of the answer. */
  code?: number;
  /** Query parameters the request carried, each with this value (as sent, decoded). */
  query?: Record<string, string | number>;
  /** Only entries with a larger id. */
  after?: number;
  /** At most this many (default 100). */
  limit?: number;
}

/** An answer of the control API that is not a success: its HTTP status, the envelope's code and message. */
export class ControlApiError extends Error {
  override name = 'ControlApiError';
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface ControlClient {
  /** Journaled requests matching the filter, newest first. */
  requests(filter?: RequestFilter): Promise<JournalEntry[]>;
  /** The same with the journal's counts (`matched`, `size`, `lastId`). */
  requestList(filter?: RequestFilter): Promise<RequestList>;
  /** One journaled request with its headers (redacted), its answer and the verdicts. */
  request(id: number): Promise<JournalEntryDetail>;
  /** Waits until a request matching the filter is journaled; rejects after `timeoutMs` (default 5000). */
  waitForRequest(filter?: RequestFilter, options?: { timeoutMs?: number }): Promise<JournalEntry>;
  /** Forgets every journaled request; resolves with how many. */
  clearRequests(): Promise<number>;
  /** Sets the scenario of the whole server (replacing the current one); resolves with it as applied. */
  scenario(next: Scenario): Promise<Scenario>;
  currentScenario(): Promise<Scenario>;
  /** Back to the start-up settings (`PUT {}`). */
  resetScenario(): Promise<Scenario>;
  status(): Promise<ControlStatus>;
  /** The world's accounts with their credentials and ready-to-copy snippets. */
  listAccounts(): Promise<ControlAccount[]>;
}

function searchOf(filter: RequestFilter): string {
  const params = new URLSearchParams();
  for (const name of ['path', 'method', 'status', 'code', 'after', 'limit'] as const)
    if (filter[name] !== undefined) params.set(name, String(filter[name]));
  for (const [name, value] of Object.entries(filter.query ?? {})) params.set(`query.${name}`, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

type Envelope = { code?: unknown; message?: unknown; data?: unknown };

/** The answer's envelope, or null when it is not JSON (reported with the HTTP status). */
function envelopeOf(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

/** A client of the control API of the mock at `baseUrl` (e.g. `http://127.0.0.1:4010`). */
export function createControlClient(baseUrl: string): ControlClient {
  const base = `${baseUrl.replace(/\/+$/, '')}/__core`;
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
    const text = await res.text();
    const body = envelopeOf(text);
    if (res.ok && body?.code === 0) return body.data as T;
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${res.status}: ${text.slice(0, 200)}`;
    throw new ControlApiError(
      res.status,
      typeof body?.code === 'number' ? body.code : null,
      `${init.method ?? 'GET'} /__core${path}: ${message}`,
    );
  }
  const client: ControlClient = {
    requestList: (filter = {}) => call<RequestList>(`/requests${searchOf(filter)}`),
    requests: async (filter = {}) => (await client.requestList(filter)).entries,
    request: (id) => call<JournalEntryDetail>(`/requests/${id}`),
    async waitForRequest(filter = {}, { timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [entry] = await client.requests({ ...filter, limit: 1 });
        if (entry) return entry;
        if (Date.now() > deadline)
          throw new ControlApiError(0, null, `no request matching ${JSON.stringify(filter)} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    clearRequests: async () => (await call<{ cleared: number }>('/requests', { method: 'DELETE' })).cleared,
    scenario: (next) => call<Scenario>('/scenario', { method: 'PUT', body: JSON.stringify(next) }),
    currentScenario: () => call<Scenario>('/scenario'),
    resetScenario: () => client.scenario({}),
    status: () => call<ControlStatus>('/status'),
    listAccounts: () => call<ControlAccount[]>('/accounts'),
  };
  return client;
}
