// Pipelined requests go to the target one at a time, and a connection is read no further than 32 requests ahead: a
// client pipelining 20,000 requests and never reading made 20,000 exchanges with the target at once (the proxy grew
// from 80 MB to 317 MB, the target reset 5,715 of them), and 100,000 (6 MB sent) were all parsed and held (273 MB).
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

let target: Server;
let proxy: TestProxy;
/** Exchanges the target holds at once, and the most it held. */
let open = 0;
let most = 0;
let received = 0;
beforeAll(async () => {
  target = createServer((req, res) => {
    received++;
    most = Math.max(most, ++open);
    req.resume();
    // A little later, so that exchanges overlap if the proxy lets them.
    setTimeout(() => {
      open--;
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"code":0,"n":"${req.url}"}`);
    }, 2);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  proxy = await startTestProxy(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => target.close(() => resolve()));
});

const request = (n: number) => `GET /x/${n} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

function connection(): Promise<Socket> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve) => {
    const socket: Socket = connect({ port: Number(port), host: '127.0.0.1' }, () => resolve(socket));
    socket.on('error', () => undefined);
  });
}

describe('pipelined requests through the proxy', () => {
  it('a client that reads gets every answer, in order, each exchange with the target after the one before', async () => {
    most = received = 0;
    const socket = await connection();
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
    socket.write(Array.from({ length: 300 }, (_, i) => request(i)).join(''));
    await expect.poll(() => text.split('HTTP/1.1 200').length - 1, { timeout: 20_000 }).toBe(300);
    socket.destroy();
    const order = [...text.matchAll(/"n":"\/x\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(order).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(most).toBe(1);
  }, 30_000);

  it('a client pipelining 20,000 requests and never reading: the target sees them one at a time, a few hundred at most, others are served', async () => {
    most = received = 0;
    const socket = await connection();
    socket.pause();
    socket.write(Array.from({ length: 20_000 }, (_, i) => request(i)).join(''));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(most).toBe(1);
    // The answers fill the loopback buffers, then nothing more is written, read or sent on: a few hundred at most.
    expect(received).toBeLessThan(2_000);
    const other = await fetch(`${proxy.url}${CONFIGS_PATH}`);
    expect(other.status).toBe(200);
    socket.destroy();
  }, 20_000);
});
