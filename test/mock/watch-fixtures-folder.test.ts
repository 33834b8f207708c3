// A watched fixtures folder removed and made again (`rm -rf fixtures && core-kit fixtures --out fixtures`), or renamed
// away and back: the watch ended with the old folder, and the mock served the old data for good, ignoring every
// later edit. Now the path is looked at again until a folder is back there, which is watched and loaded.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../src/mock/fixtures/load-fixtures.js';
import { launchMock } from '../../src/mock/launch-mock.js';
import { watchFixtures } from '../../src/mock/watch-fixtures.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH } from '../../src/schema/paths.js';

const WORLD = { seed: 1, nowMs: Date.parse('2026-11-22T12:00:00Z'), demo: DEMO_CREDENTIALS };
const root = mkdtempSync(join(tmpdir(), 'core-kit-watch-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const folder = join(root, 'fixtures');
const writeSiteName = (name: string) =>
  writeFileSync(join(folder, 'configs.json'), JSON.stringify({ configs: { site_name: name } }));

describe('a watched fixtures folder', () => {
  it('is followed when removed and made anew, and when renamed away and back', async () => {
    mkdirSync(folder);
    writeSiteName('First');
    const loaded = await loadFixtures('fixtures', { cwd: root, flagAccounts: [DEMO_CREDENTIALS] });
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const mock = await launchMock({ ...WORLD, port: 0, fixtures: loaded.fixtures });
    const watcher = await watchFixtures({
      path: 'fixtures',
      cwd: root,
      world: WORLD,
      flagAccounts: [DEMO_CREDENTIALS],
      control: mock.control!,
      debounceMs: 50,
    });
    const siteName = async () =>
      ((await (await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`)).json()) as { data: { site_name: string } })
        .data.site_name;
    try {
      expect(await siteName()).toBe('First');
      rmSync(folder, { recursive: true });
      await expect.poll(() => mock.control!.fixtures.problems.join(), { timeout: 5000 }).toMatch(/ENOENT/);
      mkdirSync(folder);
      writeSiteName('Regenerated');
      await expect.poll(siteName, { timeout: 5000 }).toBe('Regenerated');
      writeSiteName('Edited after');
      await expect.poll(siteName, { timeout: 5000 }).toBe('Edited after');

      renameSync(folder, join(root, 'away'));
      await new Promise((resolve) => setTimeout(resolve, 400));
      renameSync(join(root, 'away'), folder);
      writeSiteName('Back');
      await expect.poll(siteName, { timeout: 5000 }).toBe('Back');
    } finally {
      watcher.close();
      await mock.close();
    }
  });
});
