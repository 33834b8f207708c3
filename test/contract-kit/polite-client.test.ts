// The kit towards a server that rate-limits (issue 22, item 5): Retry-After read as seconds or a date, backoff without
// it, a 429/503 never shown to a check, --rate spacing requests, giving up rather than waiting past the deadline, and
// a run that aborts what it left pending when it ends. Real HTTP on port 0.
// timed: gaps between arrivals (at least 950 ms, at most a second for giving up at once)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KitHttp, type Exchange } from '../../src/contract/kit/kit-http.js';
import { httpTransport } from '../../src/contract/kit/http-transport.js';
import {
  backoffMs,
  MAX_RETRIES,
  Pacer,
  retryAfterMs,
  Throttled,
  waitBeforeRetry,
} from '../../src/contract/kit/polite-client.js';
import { DeadlineReached } from '../../src/contract/kit/run-limits.js';
import { runDeadline } from '../../src/contract/execute-contract.js';
import { runContract } from '../../src/contract/run-contract.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('retryAfterMs and waitBeforeRetry', () => {
  it.each([
    ['delta-seconds', '5', 5_000],
    ['zero', '0', 0],
    ['spaces around', ' 2 ', 2_000],
    ['an HTTP-date 30 s ahead', new Date(NOW + 30_000).toUTCString(), 30_000],
    ['an HTTP-date already past', new Date(NOW - 30_000).toUTCString(), 0],
    ['a negative number', '-3', undefined],
    ['a fraction', '1.5', undefined],
    ['a date without GMT', '2026-11-22T12:00:30', undefined],
    ['garbage', 'soon', undefined],
    ['absent', undefined, undefined],
  ])('%s', (_name, value, expected) => {
    expect(retryAfterMs(value, NOW)).toBe(expected);
  });

  it('backs off 0.5, 1, 2, 4 s without Retry-After, and follows Retry-After when given', () => {
    expect([0, 1, 2, 3].map((retry) => waitBeforeRetry({}, retry, NOW))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(waitBeforeRetry({ 'retry-after': '3' }, 3, NOW)).toBe(3_000);
    expect(backoffMs(MAX_RETRIES - 1)).toBe(4_000);
  });
});

interface Scripted {
  url: string;
  arrivals: number[];
  closedUnanswered: () => number;
  close(): Promise<void>;
}

/** A server answering each request by a script (by arrival number, from 1); `hang` never answers. */
async function scripted(script: (n: number, res: ServerResponse) => 'hang' | void): Promise<Scripted> {
  const arrivals: number[] = [];
  let closedUnanswered = 0;
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    arrivals.push(Date.now());
    if (script(arrivals.length, res) === 'hang') res.on('close', () => closedUnanswered++);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    closedUnanswered: () => closedUnanswered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void =>
  void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

let server: Scripted | undefined;
let ending: (() => void) | undefined;
afterEach(async () => {
  ending?.();
  await server?.close();
  server = undefined;
});

function client(options: { deadlineMs?: number; rate?: number } = {}) {
  const deadlineMs = options.deadlineMs ?? 10_000;
  const { signal, clear } = runDeadline(deadlineMs);
  ending = clear;
  const observed: Exchange[] = [];
  const http = new KitHttp(
    server!.url,
    httpTransport(1 << 20),
    { timeoutMs: 5_000, maxRequests: 50, concurrency: 4, deadlineMs, rate: options.rate },
    signal,
    {},
    (e) => observed.push(e),
  );
  return { http, observed };
}

describe('Pacer', () => {
  it("sends nothing once the clock has passed the deadline, even before the deadline's timer has fired", async () => {
    const pacer = new Pacer(undefined, Date.now() - 1, new AbortController().signal);
    await expect(pacer.turn()).rejects.toBeInstanceOf(DeadlineReached);
  });

  it('refuses a turn that --rate would place after the deadline', async () => {
    const pacer = new Pacer(0.5, Date.now() + 1_000, new AbortController().signal);
    await pacer.turn(); // the first goes at once; the next would wait 2 s
    await expect(pacer.turn()).rejects.toThrow(/its turn under --rate comes after the run deadline/);
  });

  it.each([
    ['one pause', [[0, 1_000]], 1_000],
    [
      'two pauses told at once overlap',
      [
        [0, 1_000],
        [0, 1_500],
      ],
      1_500,
    ],
    [
      'a pause told during another extends it',
      [
        [0, 1_000],
        [500, 2_000],
      ],
      2_000,
    ],
    [
      'pauses apart add up',
      [
        [0, 1_000],
        [5_000, 6_000],
      ],
      2_000,
    ],
    [
      'a pause already over holds nothing',
      [
        [0, 1_000],
        [2_000, 1_500],
      ],
      1_000,
    ],
  ] as const)('counts the wall time the server held the run: %s', (_what, pauses, held) => {
    const pacer = new Pacer(undefined, Date.now() + 60_000, new AbortController().signal);
    const start = Date.now() - 100_000;
    for (const [at, until] of pauses) pacer.pauseUntil(start + until, start + at);
    expect(pacer.pausedMs).toBe(held);
  });

  it.each([
    ['no throttled answer', 0, 0, false],
    ['one short pause in a minute', 1, 500, false],
    ['pauses holding a quarter of the run', 4, 15_000, true],
  ] as const)('blames throttling for the deadline only when it held the run: %s', (_what, throttled, held, blamed) => {
    const pacer = new Pacer(undefined, Date.now() + 60_000, new AbortController().signal);
    pacer.throttled = throttled;
    const start = Date.now() - 100_000;
    if (held) pacer.pauseUntil(start + held, start);
    expect(pacer.throttledTheRun(60_000)).toBe(blamed);
  });
});

describe('KitHttp towards a throttling server', () => {
  it('waits as Retry-After says, asks again, and shows only the real answer', async () => {
    server = await scripted((n, res) =>
      n === 1
        ? json(res, 429, { message: 'Too Many Attempts.' }, { 'retry-after': '1' })
        : json(res, 200, { code: 0, data: null }),
    );
    const { http, observed } = client();
    const exchange = await http.get('/x', {});
    expect(exchange.status).toBe(200);
    expect(observed.map((e) => e.status)).toEqual([200]);
    expect(server.arrivals[1]! - server.arrivals[0]!).toBeGreaterThanOrEqual(950);
    expect([http.pacer.throttled, http.pacer.retried, http.sent]).toEqual([1, 1, 2]);
  });

  it('holds every request during the pause the server asked for, not only the one told', async () => {
    const date = () => new Date(Math.ceil((Date.now() + 1_000) / 1000) * 1000).toUTCString();
    server = await scripted((n, res) =>
      n === 1 ? json(res, 503, {}, { 'retry-after': date() }) : json(res, 200, { code: 0, data: null }),
    );
    const { http } = client();
    const first = http.get('/a', {});
    await new Promise((resolve) => setTimeout(resolve, 100)); // the 503 has arrived
    await Promise.all([first, http.get('/b', {})]);
    expect(server.arrivals.slice(1).every((t) => t - server!.arrivals[0]! >= 900)).toBe(true);
  });

  it(`gives up after ${MAX_RETRIES} retries with a Throttled that names the hint`, async () => {
    server = await scripted((_n, res) => json(res, 429, {}, { 'retry-after': '0' }));
    const { http, observed } = client();
    const error = await http.get('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Throttled);
    expect(String((error as Error).message)).toMatch(
      /still HTTP 429 \(Retry-After: 0\) after 4 retries; .*--deadline.*--rate/,
    );
    expect(server.arrivals).toHaveLength(MAX_RETRIES + 1);
    expect(observed).toEqual([]);
  });

  it('gives up at once, without waiting, when the wait would pass the deadline; later requests are not sent', async () => {
    server = await scripted((_n, res) => json(res, 429, {}, { 'retry-after': '60' }));
    const { http } = client({ deadlineMs: 3_000 });
    const started = Date.now();
    await expect(http.get('/x', {})).rejects.toThrow(/waiting 60 s would pass the run deadline/);
    expect(Date.now() - started).toBeLessThan(1_000);
    http.pacer.pauseUntil(Date.now() + 60_000);
    await expect(http.get('/y', {})).rejects.toThrow(/past the run deadline/);
    expect(server.arrivals).toHaveLength(1);
  });

  it('--rate spaces request starts', async () => {
    server = await scripted((_n, res) => json(res, 200, { code: 0, data: null }));
    const { http } = client({ rate: 10 });
    await Promise.all(Array.from({ length: 5 }, (_, i) => http.get(`/x${i}`, {})));
    const gaps = server.arrivals.slice(1).map((t, i) => t - server!.arrivals[i]!);
    // Arrivals jitter on a busy machine; unpaced requests would arrive within a few milliseconds of each other.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    expect(server.arrivals.at(-1)! - server.arrivals[0]!).toBeGreaterThanOrEqual(380);
  });

  it('ending the run aborts a request still waiting for its answer', async () => {
    server = await scripted(() => 'hang');
    const { http } = client();
    const pending = http.get('/x', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    ending!();
    const exchange = await pending;
    expect(exchange.transportError).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.closedUnanswered()).toBe(1);
  });
});

describe('a server that answers nothing but 429', () => {
  it('is not a pass: every check SKIPs with the hint, and the run exits 2 saying why', async () => {
    server = await scripted((_n, res) => json(res, 429, { message: 'Too Many Attempts.' }, { 'retry-after': '0' }));
    const result = await runContract({
      baseUrl: server.url,
      credentials: { aid: 'a', aidToken: 't', uid: 'u', uidToken: 'v' },
      only: ['successEnvelopeIsCodeZeroOk', 'listIsNewestFirst'],
    });
    expect(result.exitCode).toBe(2);
    expect(result.checks.map((c) => c.status)).toEqual(['skip', 'skip']);
    expect(result.checks[0]!.reason).toMatch(/still HTTP 429 \(Retry-After: 0\) after 4 retries; .*--deadline.*--rate/);
    expect(result.text).toContain('answered every request 429/503 ("not yet"): nothing could be checked (exit 2)');
  }, 30_000);
});
