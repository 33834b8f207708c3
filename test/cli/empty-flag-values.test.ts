// A flag given an empty value (`--out "$DIR"` with DIR unset) is a usage error naming the flag, for every command:
// `fixtures --out ''` wrote into the current folder and `proxy --record ''` recorded there, `serve --fixtures ''`
// silently served the seeded world instead of the fixtures meant.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/core-kit-process.js';

const bin = join(projectRoot, 'bin/core-kit.js');
const cwd = await mkdtemp(join(tmpdir(), 'core-kit-empty-flag-'));
afterAll(() => rm(cwd, { recursive: true, force: true }));

async function inEmptyFolder(args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)('node', [bin, ...args], { cwd, timeout: 20_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('an empty flag value', () => {
  it.each([
    [['fixtures', '--out', ''], 'out'],
    [['fixtures', '--out='], 'out'],
    [['serve', '--port', '0', '--fixtures', ''], 'fixtures'],
    [['serve', '--port', '0', '--host', ''], 'host'],
    [['proxy', '--port', '0', '--target', 'http://127.0.0.1:9', '--record', ''], 'record'],
    [
      ['contract', 'http://127.0.0.1:9', '--aid', 'a', '--aid-token', 't', '--uid', 'u', '--uid-token', ''],
      'uid-token',
    ],
    [
      [
        'contract',
        'http://127.0.0.1:9',
        '--aid',
        'a',
        '--aid-token',
        't',
        '--uid',
        'u',
        '--uid-token',
        'x',
        '--json',
        '',
      ],
      'json',
    ],
    [['openapi', '--out', ''], 'out'],
  ])('%j: exit 2 naming --%s, nothing written', async (args, flag) => {
    const { code, stderr } = await inEmptyFolder(args);
    expect(code).toBe(2);
    expect(stderr).toContain(`--${flag} needs a value (received an empty string)`);
    expect(await readdir(cwd)).toEqual([]);
  });
});
