// Slow clients: a request head or body that trickles in is cut off with HTTP 408 in the envelope, not held open.
// timed: request timeouts of 400 and 800 ms, checked against when the connection closes
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from '../../../src/mock/http/http-limits.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';

/** Short deadlines, so that the test waits a fraction of a second instead of the real 10 s and 20 s. */
const SHORT = { ...HTTP_LIMITS, headersTimeoutMs: 400, requestTimeoutMs: 800, timeoutCheckIntervalMs: 50 };

interface Trickled {
  received: string;
  closedAfterMs: number;
}

/** Writes `first`, then one `drip` every `everyMs` until the server closes the connection (or 5 s pass). */
function trickle(url: string, first: string, drip: string, everyMs: number): Promise<Trickled> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname, () => socket.write(first));
    let received = '';
    const dripping = setInterval(() => socket.writable && socket.write(drip), everyMs);
    const giveUp = setTimeout(
      () => socket.destroy(new Error('the server kept the trickling connection open for 5 s')),
      5_000,
    );
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow clients', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await launchMock({ port: 0, nowMs: FIXED_NOW, limits: SHORT });
  });
  afterAll(() => mock.close());

  it.each([
    ['headers that never end', `GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n`, 'X-Slow: 1\r\n'],
    ['a request line that never ends', 'GET /api/core/v1/glo', 'b'],
  ])('cuts off %s with 408 in the envelope and closes the connection', async (_, first, drip) => {
    const { received, closedAfterMs } = await trickle(mock.url, first, drip, 50);
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toContain('X-Content-Type-Options: nosniff');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 10000,
      message: 'the request was not received in time',
      data: null,
    });
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a body nobody asked for at once, and closes the connection by the request deadline', async () => {
    const { received, closedAfterMs } = await trickle(
      mock.url,
      `POST ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n`,
      'x',
      50,
    );
    expect(received).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('still answers a client that is slow but within the deadline', async () => {
    const head = `GET ${CONFIGS_PATH}?keys=site_mode HTTP/1.1\r\nHost: x\r\nConnection: close\r\n`;
    const { received } = await trickle(mock.url, head, '\r\n', 200);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('{"code":0,"message":"Success","data":{"site_mode":');
  });

  it('times only the request: an answer delayed past the request deadline (Prefer: delay) still arrives', async () => {
    const head = `GET ${CONFIGS_PATH}?keys=site_mode&__delay=${SHORT.requestTimeoutMs * 2} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
    const { received, closedAfterMs } = await trickle(mock.url, head, '', 1_000);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs * 2);
  });
});

describe('the mock sets its own deadlines, whatever Node inherits', () => {
  it('gives a request head 10 s and a whole request 20 s, checked every second', async () => {
    const mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
    try {
      expect([mock.server.headersTimeout, mock.server.requestTimeout]).toEqual([10_000, 20_000]);
    } finally {
      await mock.close();
    }
  });
});
