// Safe defaults of `core-kit serve` as a process: it binds the loopback address unless --host says otherwise, and its
// request log never carries a token, wherever a client puts it.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { serveProcess } from '../helpers/core-kit-process.js';

/** This machine's first non-loopback IPv4 address, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal)?.address;

/** Resolves with 'connected' or the connection error's code. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const running: ReturnType<typeof serveProcess>[] = [];
const serve = (...args: string[]) => {
  const server = serveProcess(...args);
  running.push(server);
  return server;
};
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

describe('core-kit serve binds the loopback address by default', () => {
  it('announces http://127.0.0.1:<port> without --host', async () => {
    const url = await serve('--quiet').ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await tryConnect('127.0.0.1', Number(new URL(url).port))).toBe('connected');
  });

  // A machine with only a loopback interface cannot show the difference; the test says so by being skipped.
  it.skipIf(external === undefined)(
    `refuses connections on this machine's other address (${external ?? 'none'}), which --host 0.0.0.0 accepts`,
    async () => {
      const local = Number(new URL(await serve('--quiet').ready).port);
      expect(await tryConnect(external!, local)).toBe('ECONNREFUSED');
      const open = Number(new URL(await serve('--quiet', '--host', '0.0.0.0').ready).port);
      expect(await tryConnect(external!, open)).toBe('connected');
    },
  );
});

describe('the request log never shows a token', () => {
  it("redacts token parameters and the request's own token values, and keeps the rest of the URL", async () => {
    const server = serve('--aid-token', 'aid-s3cret-value', '--uid-token', 'uid-s3cret-value');
    const url = await server.ready;
    const headers = {
      'X-Core-Aid': 'demo',
      'X-Core-Aid-Token': 'aid-s3cret-value',
      'X-Core-Uid': '10001',
      'X-Core-Uid-Token': 'uid-s3cret-value',
    };
    const paths = [
      '/api/core/v1/notification/list?pageSize=1&aid-token=aid-s3cret-value&token=other-secret-1',
      '/api/core/v1/notification/list?X-Core-Uid-Token=uid-s3cret-value&access_token=other-secret-2&types=3',
      '/api/core/v1/notification/list?t=uid-s3cret-value&password=other-secret-3',
      '/api/core/v1/uid-s3cret-value?apiKey=other-secret-4',
      '/api/core/v1/global/configs?keys=site_name&client_secret=other-secret-5',
    ];
    for (const path of paths) await (await fetch(`${url}${path}`, { headers })).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('GET '));
    expect(log).toHaveLength(paths.length);
    for (const secret of ['s3cret', 'other-secret']) expect(log.join('\n')).not.toContain(secret);
    expect(log[0]).toMatch(
      /^GET \/api\/core\/v1\/notification\/list\?pageSize=1&aid-token=\[redacted\]&token=\[redacted\] → 200 code 0 /,
    );
    expect(log[1]).toContain('&types=3 →');
    expect(log[3]).toMatch(/^GET \/api\/core\/v1\/\[redacted\]\?apiKey=\[redacted\] → 404 code 404 /);
    expect(log[4]).toContain('?keys=site_name&client_secret=[redacted] → 200 code 0');
  });
});
