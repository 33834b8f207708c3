// Pipelined requests are handled in turn, and a connection is read no further than MAX_WAITING requests ahead: 100,000
// requests with `Prefer: delay=20000` pipelined by a client that never reads were all parsed and handled at once, and
// took the mock to 585 MB (67 MB now). The server's transport as the mock and the proxy start it, with a slow listener.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/mock/http/start-server.js';

let server: RunningServer;
/** Requests the listener was called for, and how many it held unanswered at once at most. */
let called = 0;
let open = 0;
let most = 0;
beforeAll(async () => {
  server = await startServer(
    (req, res) => {
      called++;
      most = Math.max(most, ++open);
      setTimeout(() => {
        open--;
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.url} ${'x'.repeat(20_000)}`);
      }, 1);
    },
    0,
    '127.0.0.1',
  );
});
afterAll(() => server.close());

const request = (n: number) => `GET /${n} HTTP/1.1\r\nHost: 127.0.0.1\r\nPrefer: delay=20000\r\n\r\n`;

function connection(): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket: Socket = connect({ port: Number(port), host: '127.0.0.1' }, () => resolve(socket));
    socket.on('error', () => undefined);
  });
}

describe('pipelined requests', () => {
  it('are answered in order, each handled once the answer before it is written', async () => {
    called = most = 0;
    const socket = await connection();
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
    socket.write(Array.from({ length: 200 }, (_, i) => request(i)).join(''));
    await expect.poll(() => text.split('HTTP/1.1 200').length - 1, { timeout: 15_000 }).toBe(200);
    socket.destroy();
    expect([...text.matchAll(/\/(\d+) x/g)].map((m) => Number(m[1]))).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(most).toBe(1);
  }, 20_000);

  it('from a client that never reads: 100,000 sent, a few hundred handled, the rest never parsed', async () => {
    called = most = 0;
    const socket = await connection();
    socket.pause();
    socket.write(Array.from({ length: 100_000 }, (_, i) => request(i)).join(''));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Answers fill the loopback buffers (a few hundred of 20 KB), then the connection is read no further.
    expect(called).toBeLessThan(2_000);
    expect(most).toBe(1);
    socket.destroy();
  }, 20_000);
});
