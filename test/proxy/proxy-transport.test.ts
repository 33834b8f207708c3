// The proxy's transport holds against hostile clients as the mock's does: a head or a request that trickles gets 408
// and the connection closes, a client that never reads is let go, an oversized or endless request body gets 413 at
// once and its connection is closed and released (it was read and dropped for ever, 41 GB in 40 s), and the
// connection cap leaves room for others once the holders are gone. Loopback only, each probe bounded.
// timed: request timeouts of a few hundred milliseconds, checked against when the connection closes
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS, type HttpLimits } from '../../src/mock/http/http-limits.js';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

/** Short deadlines, so that the test waits a second or two instead of the real 10 s and 20 s. */
const SHORT: Partial<HttpLimits> = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  timeoutCheckIntervalMs: 50,
  idleTimeoutMs: 1_500,
};

let target: Server;
let targetUrl: string;
/** Requests the target received. */
const received: string[] = [];
beforeAll(async () => {
  target = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}'));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

const clients: Socket[] = [];
const proxies: TestProxy[] = [];
afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy();
  await Promise.all(proxies.splice(0).map((p) => p.close()));
  received.length = 0;
});

async function proxyWith(options: Parameters<typeof startTestProxy>[1] = {}): Promise<TestProxy> {
  const proxy = await startTestProxy(targetUrl, { transport: SHORT, ...options });
  proxies.push(proxy);
  return proxy;
}

/** A connection that writes `first` and then, unless told to read, never reads nor closes. */
function client(url: string, first: string | Buffer, read = false): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true }, () => {
      if (!read) socket.pause();
      if (first.length > 0) socket.write(first);
      resolve(socket);
    });
    socket.on('error', (error) => (socket.bytesWritten > 0 ? undefined : reject(error)));
    clients.push(socket);
  });
}

const held = (proxy: TestProxy) =>
  new Promise<number>((resolve, reject) =>
    proxy.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** Waits until the proxy holds no connection or `withinMs` pass: how long it took, and how many are left. */
async function released(proxy: TestProxy, withinMs: number): Promise<{ afterMs: number; left: number }> {
  const started = Date.now();
  for (;;) {
    const left = await held(proxy);
    if (left === 0 || Date.now() - started >= withinMs) return { afterMs: Date.now() - started, left };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything the server sends until it closes the connection (or `withinMs` pass), and when it closed. */
function answerOf(socket: Socket, withinMs = 5_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    socket.resume();
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const timer = setTimeout(() => resolve({ text, closed: false }), withinMs);
    for (const event of ['end', 'close'])
      socket.once(event, () => (clearTimeout(timer), resolve({ text, closed: true })));
  });
}

describe('the proxy in front of slow clients', () => {
  it('lets go of 100 clients that send half a head and never read, then serves a new one', async () => {
    const proxy = await proxyWith();
    await Promise.all(
      Array.from({ length: 100 }, () => client(proxy.url, `GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n`)),
    );
    // Before: held until the clients went away (100 s and more). Now: the 408 at the head deadline, then the grace.
    const { afterMs, left } = await released(proxy, 6_000);
    expect(left).toBe(0);
    expect(afterMs).toBeLessThan(SHORT.headersTimeoutMs! + HTTP_LIMITS.closeGraceMs + 3_000);
    expect((await fetch(`${proxy.url}/x`)).status).toBe(200);
  });

  it('answers a trickling head 408 in the envelope and closes the connection', async () => {
    const proxy = await proxyWith();
    const socket = await client(proxy.url, `GET ${CONFIGS_PATH} HTTP/1.1\r\nHost: x\r\n`, true);
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 50);
    const { text, closed } = await answerOf(socket);
    clearInterval(drip);
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toContain('{"code":10000,"message":"the request was not received in time","data":null}');
  });

  it('lets go of a client that connects and sends nothing', async () => {
    const proxy = await proxyWith();
    await Promise.all(Array.from({ length: 20 }, () => client(proxy.url, '')));
    expect((await released(proxy, 4_000)).left).toBe(0);
  });
});

describe('the proxy and request bodies', () => {
  it('answers a declared oversized body 413 at once, closes the connection, and sends nothing on', async () => {
    const proxy = await proxyWith({ limits: { maxBodyBytes: 64 * 1024 } });
    const socket = await client(
      proxy.url,
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${1024 ** 3}\r\n\r\n${'x'.repeat(1024)}`,
      true,
    );
    const writing = setInterval(() => socket.writable && socket.write(Buffer.alloc(64 * 1024, 120)), 5);
    const { text, closed } = await answerOf(socket, 4_000);
    clearInterval(writing);
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(text).toContain('the request body is larger than 65536 bytes');
    expect(received).toEqual([]);
    expect((await released(proxy, 3_000)).left).toBe(0);
  });

  it('answers an endless chunked body 413 once it passes the limit, and stops reading it', async () => {
    const proxy = await proxyWith({ limits: { maxBodyBytes: 64 * 1024 } });
    const socket = await client(
      proxy.url,
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n`,
      true,
    );
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    let sent = 0;
    const writing = setInterval(() => {
      if (socket.writable) sent += socket.write(chunk) ? chunk.length : 0;
    }, 2);
    const { text, closed } = await answerOf(socket, 4_000);
    clearInterval(writing);
    // Before: 400 at once, then the proxy read and dropped the body for ever (41 GB in 40 s), the socket kept.
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(256 * 1024 * 1024);
    expect(received).toEqual([]);
    expect((await released(proxy, 3_000)).left).toBe(0);
  });

  it('forwards a body within the limit', async () => {
    const proxy = await proxyWith({ limits: { maxBodyBytes: 64 * 1024 } });
    const res = await fetch(`${proxy.url}/upload`, { method: 'POST', body: 'x'.repeat(60 * 1024) });
    expect(res.status).toBe(200);
    expect(received).toEqual(['POST /upload']);
  });
});

describe('the connection cap', () => {
  it('closes connections beyond it at once, and serves again once the holders are let go', async () => {
    const proxy = await proxyWith({ limits: { maxConnections: 20 } });
    await Promise.all(Array.from({ length: 20 }, () => client(proxy.url, `GET / HTTP/1.1\r\nHost: x\r\n`)));
    const extra = await client(proxy.url, '', true);
    expect(await answerOf(extra, 2_000)).toEqual({ text: '', closed: true });
    expect((await released(proxy, 6_000)).left).toBe(0);
    expect((await fetch(`${proxy.url}/x`)).status).toBe(200);
  });
});
