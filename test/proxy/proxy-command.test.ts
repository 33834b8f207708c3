// `core-kit proxy` as a process: the banner, violations on stderr, a recording and a summary on Ctrl-C, exit codes.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { startAlteringProxy } from '../contract-kit/mutants/altering-proxy.js';
import { coreKit, projectRoot } from '../helpers/core-kit-process.js';
import { headersOf } from '../helpers/mock-http.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
});
afterAll(() => mock.close());

/** Starts `core-kit proxy …` on a free port; `stop()` sends SIGINT and resolves with the exit code and all output. */
function proxyProcess(...args: string[]) {
  const child = spawn(process.execPath, ['bin/core-kit.js', 'proxy', '--port', '0', ...args], { cwd: projectRoot });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      const url = /core-kit proxy on (http:\/\/[^ ]+) →/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)));
  });
  return { ready, stop: async () => (child.kill('SIGINT'), { code: await exited, stdout, stderr }) };
}

describe('core-kit proxy', () => {
  it('passes a clean session through, records it, and prints the summary and the serve line on Ctrl-C (exit 0)', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'core-kit-proxy-')), 'recording');
    const proxy = proxyProcess('--target', mock.url, '--record', dir);
    const url = await proxy.ready;
    expect(
      (await fetch(`${url}${NOTIFICATION_LIST_PATH}?pageSize=5`, { headers: headersOf(mock.accounts[0]!) })).status,
    ).toBe(200);
    expect((await fetch(`${url}${CONFIGS_PATH}`)).status).toBe(200);
    const { code, stdout, stderr } = await proxy.stop();
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /serve it: core-kit serve --fixtures .*recording --aid demo --aid-token [0-9a-f]{24} --uid 10001 --uid-token [0-9a-f]{24}/,
    );
    expect(stderr).toContain(
      'core-kit proxy: 2 requests, 2 answers of the operations judged, 0 violation(s), 0 target failure(s)',
    );
    expect((await readdir(dir)).sort()).toEqual(['accounts.json', 'configs.json', 'notifications.json']);
  });

  it('reports each violation on stderr and exits 1', async () => {
    const broken = await startAlteringProxy(mock.url, {
      answer: (a) => (((a.body as { data: Record<string, unknown> }).data.site_mode = 'open'), a),
    });
    const proxy = proxyProcess('--target', broken.url);
    try {
      const url = await proxy.ready;
      await (await fetch(`${url}${CONFIGS_PATH}`)).arrayBuffer();
      const { code, stderr } = await proxy.stop();
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /VIOLATION configs \? everyConfigsAnswerMatchesTheSchema \(spec\): expected every answer matching GlobalConfigs; received \/site_mode must be one of "public", "private"/,
      );
      expect(stderr).toContain('1 violation(s) (everyConfigsAnswerMatchesTheSchema 1)');
    } finally {
      await broken.close();
    }
  });

  it.each([
    [[], /--target is required \(or CORE_PROXY_TARGET\)/],
    [['--target', 'ftp://x'], /--target: the target URL must be an http\(s\) URL/],
    [['--target', 'http://user:secret@127.0.0.1:9'], /--target: the target URL must not carry a user name or password/],
    [['--target', 'http://127.0.0.1:9', '--timeout', '0'], /--timeout must be from 1/],
  ])('exits 2 with one line on %j', async (args, message) => {
    const result = await coreKit(['proxy', ...args], { CORE_PROXY_TARGET: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr + result.stdout).not.toContain('secret');
  });
});
