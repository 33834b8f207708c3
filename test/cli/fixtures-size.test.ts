// `core-kit fixtures` writes only files `serve --fixtures` reads: a --notifications whose file would pass the 32 MB a
// fixtures file may hold is refused before it is rendered, saying how many fit. Before, 2,000 wrote a 36 MB file the
// mock then refused, and 10,000,000 rendered until the process ran out of memory.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_LIMITS } from '../../src/mock/fixtures/fixture-limits.js';
import { coreKit } from '../helpers/core-kit-process.js';

const dir = await mkdtemp(join(tmpdir(), 'core-kit-fixtures-size-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('core-kit fixtures with more notifications than a fixtures file holds', () => {
  it.each([
    [['--notifications', '10000000'], 1],
    [['--notifications', '600', '--users', '2'], 3],
  ])('%j: exit 2 at once, nothing written, how many fit said', async (args, accounts) => {
    const out = join(dir, `refused-${accounts}`);
    const started = performance.now();
    const { code, stderr } = await coreKit(['fixtures', '--out', out, ...args], {}, 60_000);
    expect(code).toBe(2);
    expect(performance.now() - started).toBeLessThan(30_000); // it rendered for ever, then crashed
    expect(stderr).toMatch(
      new RegExp(
        `for ${accounts} account\\(s\\) would write about [\\d.]+ MB of notifications, more than the 32\\.0 MB`,
      ),
    );
    expect(stderr).toMatch(/about \d+ per account fit \(for a larger world: core-kit serve --notifications N\)/);
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });

  it('the number it says fits is written, within the limit', async () => {
    const { stderr } = await coreKit(['fixtures', '--out', join(dir, 'x'), '--notifications', '600', '--users', '2']);
    const fit = /about (\d+) per account fit/.exec(stderr)![1]!;
    const out = join(dir, 'fits');
    const written = await coreKit(['fixtures', '--out', out, '--notifications', fit, '--users', '2']);
    expect(written.code).toBe(0);
    expect((await stat(join(out, 'notifications.json'))).size).toBeLessThanOrEqual(FIXTURE_LIMITS.maxFileBytes);
  });
});
