// `core-kit serve` as a process with the control room: `--fixtures DIR --watch` picks up edits and reports an invalid
// one on stderr while the last valid data keeps serving; a scenario change is printed even with --quiet.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreKit, projectRoot } from '../helpers/core-kit-process.js';
import { tempFixtures } from '../helpers/temp-fixtures.js';

const folderWith = tempFixtures();

/** `core-kit serve --port 0 …` with its stdout and stderr, resolved with its URL once the banner names it. */
function serve(...args: string[]) {
  const child = spawn(process.execPath, ['bin/core-kit.js', 'serve', '--port', '0', ...args], { cwd: projectRoot });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /Swagger UI +(http:\/\/[^/\s]+)\/docs/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)));
  });
  return {
    child,
    ready,
    stdout: () => stdout,
    stderr: () => stderr,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

const siteName = async (url: string) =>
  ((await (await fetch(`${url}/api/core/v1/global/configs?keys=site_name`)).json()) as { data: { site_name: string } })
    .data.site_name;

describe('core-kit serve with the control room', () => {
  it('names the control room in its banner, and prints each scenario change even with --quiet', async () => {
    const server = serve('--quiet');
    try {
      const url = await server.ready;
      expect(server.stdout()).toContain(`Control room   ${url}/__core/`);
      await fetch(`${url}/__core/scenario`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"total":0,"latency":{"min":100,"max":800}}',
      });
      await expect.poll(server.stdout).toContain('scenario: total=0; latency 100-800 ms');
      await fetch(`${url}/__core/scenario`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await expect.poll(server.stdout).toContain('scenario: none (the start-up settings)');
    } finally {
      await server.stop();
    }
  });

  it('picks up fixtures edits under --watch, rejects an invalid one on stderr and keeps serving, until it is fixed', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'First' } } });
    const server = serve('--quiet', '--fixtures', folder, '--watch');
    try {
      const url = await server.ready;
      expect(server.stdout()).toContain('(watched: edits are picked up)');
      expect(await siteName(url)).toBe('First');

      writeFileSync(join(folder, 'configs.json'), JSON.stringify({ configs: { site_name: 'Second' } }));
      await expect.poll(() => siteName(url), { timeout: 10_000 }).toBe('Second');
      expect(server.stdout()).toMatch(/fixtures reloaded: .*configs\.json: 1 config override\(s\)/);

      writeFileSync(
        join(folder, 'configs.json'),
        JSON.stringify({ configs: { site_name: 'Third', site_mode: 'sideways' } }),
      );
      await expect
        .poll(server.stderr, { timeout: 10_000 })
        .toContain('core-kit serve: fixtures edit rejected, still serving the last valid data:');
      expect(server.stderr()).toContain('configs.site_mode: must be one of public, private');
      expect(await siteName(url)).toBe('Second');

      writeFileSync(join(folder, 'configs.json'), JSON.stringify({ configs: { site_name: 'Fourth' } }));
      await expect.poll(() => siteName(url), { timeout: 10_000 }).toBe('Fourth');
    } finally {
      await server.stop();
    }
  });

  it.each([
    [['--watch'], '--watch needs --fixtures (the file or folder to watch)'],
    [['--journal-size', '10001'], '--journal-size must be from 0 to 10000 (received 10001)'],
  ])('refuses %j with exit 2', async (args, message) => {
    const result = await coreKit(['serve', ...args]);
    expect([result.code, result.stderr]).toEqual([2, expect.stringContaining(message)]);
  });
});
