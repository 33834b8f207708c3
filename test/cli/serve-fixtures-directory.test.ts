// `core-kit serve --fixtures DIR` with a directory of thousands of files, as a process with few file descriptors:
// valid files load (read a few at a time, never EMFILE), and thousands of broken ones give a short error list.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/core-kit-process.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function directoryOf(count: number, content: (i: number) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'core-kit-many-'));
  made.push(dir);
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `f${String(i).padStart(5, '0')}.json`), content(i));
  return dir;
}

/** `core-kit serve --port 0 --quiet --fixtures DIR` with at most `fds` open files; resolves at the banner or the exit. */
function serveWithFewFiles(
  dir: string,
  fds: number,
): Promise<{ started: boolean; code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    'sh',
    ['-c', `ulimit -n ${fds} && exec node bin/core-kit.js serve --port 0 --quiet --fixtures "$0"`, dir],
    { cwd: projectRoot },
  );
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => (child.kill('SIGKILL'), reject(new Error(`no banner or exit within 30 s: ${stderr.slice(0, 500)}`))),
      30_000,
    );
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Swagger UI')) child.kill('SIGTERM');
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ started: stdout.includes('Swagger UI'), code, stdout, stderr });
    });
  });
}

const account = (i: number) =>
  JSON.stringify({
    accounts: [
      { aid: `file-account-${i}`, aidToken: `aid-token-${i}`, uid: String(50_000 + i), uidToken: `uid-token-${i}` },
    ],
  });

describe('a fixtures directory of many files', () => {
  it('loads 1,200 valid files in a process limited to 256 open files', async () => {
    const result = await serveWithFewFiles(directoryOf(1_200, account), 256);
    expect(result.stderr).not.toContain('EMFILE');
    expect(result.started, result.stderr.slice(0, 500)).toBe(true);
    expect(result.stdout).toContain('1200 more account(s)');
  });

  it('lists at most 30 of the problems of 2,000 broken files, with how many more, in a few KB', async () => {
    const result = await serveWithFewFiles(
      directoryOf(2_000, () => '{"configs": {'),
      256,
    );
    expect(result.code).toBe(2);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('core-kit serve: invalid fixtures, not started:');
    expect(lines).toHaveLength(1 + 30 + 1);
    expect(lines.at(-1)).toBe('  … and 1970 more problems');
    expect(Buffer.byteLength(result.stderr)).toBeLessThan(8 * 1024);
  });
});
