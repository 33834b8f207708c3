// Clients that never read and never close: after the 408 the server lets go of their sockets within a bounded time,
// beyond the connection cap new connections are closed at once, and a new client is served once the holders are gone.
// timed: sockets let go within timeouts of a few hundred milliseconds, sampled every 100 ms
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HTTP_LIMITS, type HttpLimits } from '../../../src/mock/http/http-limits.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { MockStartError, startMock } from '../../../src/mock/start-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { DEMO_HEADERS } from './hostile-input.js';

/** Short deadlines, so that the test waits a second or two instead of the real 10 s and 20 s. */
const SHORT: HttpLimits = {
  ...HTTP_LIMITS,
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  timeoutCheckIntervalMs: 50,
  idleTimeoutMs: 1_500,
};

const clients: Socket[] = [];
const mocks: RunningMock[] = [];
afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy();
  await Promise.all(mocks.splice(0).map((m) => m.close()));
});

async function mockWith(limits: HttpLimits): Promise<RunningMock> {
  const mock = await launchMock({ port: 0, nowMs: FIXED_NOW, limits });
  mocks.push(mock);
  return mock;
}

/** Opens a connection that writes `first`, then never reads (paused) and never closes (half-open allowed). */
function holder(url: string, first: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true }, () => {
      socket.pause();
      if (first) socket.write(first);
      resolve(socket);
    });
    socket.on('error', reject);
    clients.push(socket);
  });
}

const held = (mock: RunningMock) =>
  new Promise<number>((resolve, reject) =>
    mock.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** Samples the server's open connections every 100 ms until none is left or `withinMs` pass: [ms, count] pairs. */
async function heldOverTime(mock: RunningMock, withinMs: number): Promise<[number, number][]> {
  const started = Date.now();
  const samples: [number, number][] = [];
  for (;;) {
    const count = await held(mock);
    samples.push([Date.now() - started, count]);
    if (count === 0 || Date.now() - started >= withinMs) return samples;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the server has accepted `count` connections (the client's connect callback comes first). */
async function accepted(mock: RunningMock, count: number): Promise<number> {
  const started = Date.now();
  let now = await held(mock);
  while (now < count && Date.now() - started < 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    now = await held(mock);
  }
  return now;
}

const served = async (mock: RunningMock) => (await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_mode`)).status;

describe('clients that never read', () => {
  it('are all let go within a bounded time after their 408, and a new client is then served', async () => {
    const mock = await mockWith(SHORT);
    const count = 200;
    await Promise.all(
      Array.from({ length: count }, () => holder(mock.url, `GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n`)),
    );
    expect(await accepted(mock, count)).toBe(count);
    // 408 at the head deadline (400 ms, checked every 50 ms), then the close grace: well under 4 s in all.
    const samples = await heldOverTime(mock, 6_000);
    const [releasedAfterMs, left] = samples.at(-1)!;
    expect(left, `connections still held: ${JSON.stringify(samples)}`).toBe(0);
    expect(releasedAfterMs).toBeLessThan(SHORT.headersTimeoutMs + HTTP_LIMITS.closeGraceMs + 3_000);
    expect(await served(mock)).toBe(200);
  });

  it('lets go of a client that sends nothing at all', async () => {
    const mock = await mockWith(SHORT);
    await Promise.all(Array.from({ length: 20 }, () => holder(mock.url, '')));
    const samples = await heldOverTime(mock, 6_000);
    expect(samples.at(-1)![1], JSON.stringify(samples)).toBe(0);
  });

  it('lets go of a client whose answers it stopped reading (idle timeout), and serves the next one', async () => {
    const mock = await mockWith(SHORT);
    // 400 pipelined pages of 30 notifications (about 40 KB each) fill the kernel buffers: the server's writes stall.
    const request = `GET ${NOTIFICATION_LIST_PATH}?pageSize=30 HTTP/1.1\r\nHost: x\r\n${DEMO_HEADERS.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
    await holder(mock.url, request.repeat(400));
    const samples = await heldOverTime(mock, 8_000);
    expect(samples.at(-1)![1], JSON.stringify(samples)).toBe(0);
    expect(await served(mock)).toBe(200);
  });
});

describe('the connection cap', () => {
  it('closes connections beyond it at once, keeps serving below it, and serves again once holders are let go', async () => {
    const cap = 40;
    const mock = await mockWith({ ...SHORT, maxConnections: cap });
    expect(mock.server.maxConnections).toBe(cap);
    await Promise.all(
      Array.from({ length: cap }, () => holder(mock.url, `GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n`)),
    );
    expect(await accepted(mock, cap)).toBe(cap);
    // Twenty more: each is closed by the server without an answer, within a second (a reset is an error: no rejection).
    const refused = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const socket = await holder(mock.url, '');
        socket.resume();
        socket.on('error', () => undefined);
        let bytes = 0;
        socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
        const closed = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 1_000);
          // The server's FIN ('end': this client allows half-open sockets) or a reset ('close').
          for (const event of ['end', 'close']) socket.on(event, () => (clearTimeout(timer), resolve(true)));
        });
        return closed && bytes === 0;
      }),
    );
    expect(refused.filter(Boolean)).toHaveLength(20);
    const samples = await heldOverTime(mock, 6_000);
    expect(samples.at(-1)![1], JSON.stringify(samples)).toBe(0);
    expect(await served(mock)).toBe(200);
  });

  it('defaults to 512 connections', async () => {
    const mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
    mocks.push(mock);
    expect(mock.server.maxConnections).toBe(512);
  });
});

describe('core-kit/server: startMock({ maxConnections })', () => {
  it('caps the connections of the server it starts, and refuses a cap below 1', async () => {
    const mock = await startMock({ port: 0, maxConnections: 2 });
    try {
      const { hostname, port } = new URL(mock.url);
      const answered = () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () =>
            socket.write(`GET ${CONFIGS_PATH}?keys=site_mode HTTP/1.1\r\nHost: x\r\n\r\n`),
          );
          socket.once('data', () => resolve(socket));
          socket.on('error', reject);
          clients.push(socket);
        });
      await answered();
      await answered();
      const third = connect(Number(port), hostname);
      clients.push(third);
      third.on('error', () => undefined);
      let bytes = 0;
      third.on('data', (chunk: Buffer) => (bytes += chunk.length));
      third.write(`GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
      await new Promise((resolve) => third.on('close', resolve));
      expect(bytes).toBe(0);
    } finally {
      await mock.close();
    }
    await expect(startMock({ port: 0, maxConnections: 0 })).rejects.toThrow(MockStartError);
    await expect(startMock({ port: 0, maxConnections: 0 })).rejects.toThrow(
      'startMock: maxConnections must be an integer from 1 to 100000 (received 0)',
    );
  });
});
