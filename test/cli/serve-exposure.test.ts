// How far `core-kit serve` reaches: a warning on stderr whenever it listens beyond loopback (--host or HOST), and
// --max-connections, beyond which a new connection is closed at once and the log says why.
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exposureWarning, isLoopbackAddress } from '../../src/cli/exposure-warning.js';
import { coreKit, projectRoot } from '../helpers/core-kit-process.js';

/** `core-kit serve --port 0 …` with extra environment; both streams collected. */
function serve(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn('node', ['bin/core-kit.js', 'serve', '--port', '0', ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /Swagger UI +http:\/\/[^/\s]+:(\d+)\/docs/.exec(stdout)?.[1];
      if (port) resolve(port);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  running.push({ child, exited });
  return { ready, stdout: () => stdout, stderr: () => stderr };
}

const running: { child: ReturnType<typeof spawn>; exited: Promise<void> }[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const { child, exited } of running.splice(0)) {
    child.kill('SIGTERM');
    await exited;
  }
});

describe('a warning when the mock listens beyond loopback', () => {
  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
    expect(exposureWarning(address) === null).toBe(loopback);
  });

  it('names every interface for 0.0.0.0', () => {
    expect(exposureWarning('0.0.0.0')).toMatch(
      /^core-kit serve: warning: listening on 0\.0\.0\.0, every network interface of this machine; .* Use --host 127\.0\.0\.1/,
    );
  });

  it('says nothing on stderr by default', async () => {
    const server = serve(['--quiet']);
    await server.ready;
    expect(server.stderr()).toBe('');
  });

  it.each<[string, string[], NodeJS.ProcessEnv]>([
    ['--host 0.0.0.0', ['--host', '0.0.0.0'], {}],
    ['HOST=0.0.0.0', [], { HOST: '0.0.0.0' }],
  ])('warns on stderr with %s, and still starts', async (_, args, env) => {
    const server = serve(['--quiet', ...args], env);
    await server.ready;
    expect(server.stderr()).toContain(
      'core-kit serve: warning: listening on 0.0.0.0, every network interface of this machine',
    );
    expect(server.stdout()).not.toContain('warning');
  });
});

describe('--max-connections', () => {
  it('closes a connection beyond the cap without an answer, serves again once one is free, and logs the refusal', async () => {
    const server = serve(['--max-connections', '3']);
    const port = Number(await server.ready);
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
        sockets.push(socket);
      });
    // Three kept-alive connections, each answered once: the server has surely accepted them (5 s until they idle out).
    const answered = async () => {
      const socket = await open();
      socket.write('GET /api/core/v1/global/configs?keys=site_mode HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => socket.once('data', resolve));
      return socket;
    };
    const holders = await Promise.all([answered(), answered(), answered()]);
    const refused = await open();
    refused.on('error', () => undefined);
    let bytes = 0;
    refused.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the fourth connection was not closed within 3 s')), 3_000);
      refused.on('close', () => (clearTimeout(timer), resolve()));
    });
    expect(bytes).toBe(0);
    holders[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await fetch(`http://127.0.0.1:${port}/api/core/v1/global/configs?keys=site_mode`, {
      headers: { Connection: 'close' },
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // the refusal line comes at most a second later
    expect(server.stdout()).toContain('connections refused: 1 beyond the cap of 3 open at once (--max-connections)');
  });

  it.each(['0', '-1', 'many', '100001'])('refuses --max-connections %s with exit 2', async (value) => {
    const result = await coreKit(['serve', '--port', '0', `--max-connections=${value}`]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--max-connections must be/);
  });
});
