// Live fixtures (`serve --fixtures PATH --watch`) in process: an edit is served from the next request without a restart,
// a burst of writes reloads once, an invalid edit keeps the last valid data serving with its problems shown until an
// edit fixes them, and a closed watcher reloads nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../src/mock/fixtures/load-fixtures.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { watchFixtures, type FixturesWatcher, type ReloadOutcome } from '../../src/mock/watch-fixtures.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { tempFixtures } from '../helpers/temp-fixtures.js';

const folderWith = tempFixtures();
const WORLD = { seed: 1, nowMs: Date.parse('2026-11-22T12:00:00Z'), demo: DEMO_CREDENTIALS };
const running: { mock: RunningMock; watcher: FixturesWatcher }[] = [];
afterEach(async () => {
  for (const { mock, watcher } of running.splice(0)) {
    watcher.close();
    await mock.close();
  }
});

/** A mock serving `path` (a folder, or a file in `folder`) under --watch; `outcomes` collects each reload. */
async function watched(folder: string, path = folder) {
  const loaded = await loadFixtures(path, { cwd: folder, flagAccounts: [DEMO_CREDENTIALS] });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const mock = await launchMock({ ...WORLD, port: 0, fixtures: loaded.fixtures });
  mock.control!.servesFixtures(path, loaded.fixtures.files);
  const outcomes: ReloadOutcome[] = [];
  const watcher = await watchFixtures({
    path,
    cwd: folder,
    world: WORLD,
    flagAccounts: [DEMO_CREDENTIALS],
    control: mock.control!,
    debounceMs: 100,
    onReload: (o) => outcomes.push(o),
  });
  running.push({ mock, watcher });
  const siteName = async () =>
    ((await (await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`)).json()) as { data: { site_name: string } }).data
      .site_name;
  return { mock, watcher, outcomes, siteName };
}
const configs = (siteName: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ configs: { site_name: siteName, ...extra } });

describe('watched fixtures', () => {
  it('serve an edit from the next request, without a restart', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'Before' } } });
    const { siteName } = await watched(folder);
    expect(await siteName()).toBe('Before');
    writeFileSync(join(folder, 'configs.json'), configs('After'));
    await expect.poll(siteName, { timeout: 5000 }).toBe('After');
  });

  it('reload once for a burst of writes', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'One' } } });
    const { outcomes, siteName } = await watched(folder);
    for (let i = 0; i < 5; i++) writeFileSync(join(folder, 'configs.json'), configs(`Burst ${i}`));
    await expect.poll(siteName, { timeout: 5000 }).toBe('Burst 4');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(outcomes).toHaveLength(1);
  });

  it('keep the last valid data serving after an invalid edit, show its problems, and clear them once fixed', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'Valid' } } });
    const { mock, outcomes, siteName } = await watched(folder);
    writeFileSync(join(folder, 'configs.json'), configs('Broken', { site_mode: 'sideways' }));
    await expect.poll(() => outcomes.length, { timeout: 5000 }).toBe(1);
    expect(outcomes[0]).toEqual({
      ok: false,
      problems: [expect.stringContaining('configs.site_mode: must be one of public, private')],
    });
    expect(await siteName()).toBe('Valid');
    const status = (
      (await (await fetch(`${mock.url}/__core/status`)).json()) as {
        data: { fixtures: { problems: string[]; watching: boolean; rejectedAt: string | null } };
      }
    ).data.fixtures;
    expect(status).toMatchObject({
      watching: true,
      problems: [expect.stringContaining('configs.site_mode: must be one of public, private')],
      rejectedAt: expect.any(String),
    });

    writeFileSync(join(folder, 'configs.json'), '{"configs": {"site_name": "Half');
    await expect.poll(() => outcomes.length, { timeout: 5000 }).toBe(2);
    expect(outcomes[1]).toEqual({ ok: false, problems: [expect.stringContaining('not valid JSON')] });
    expect(await siteName()).toBe('Valid');

    writeFileSync(join(folder, 'configs.json'), configs('Fixed'));
    await expect.poll(siteName, { timeout: 5000 }).toBe('Fixed');
    expect(mock.control!.fixtures).toMatchObject({
      problems: [],
      rejectedAt: null,
      files: [join(folder, 'configs.json')],
    });
  });

  it('serve accounts an edit adds, with their own notifications', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'Accounts' } } });
    const { mock } = await watched(folder);
    const extra = { aid: 'tester', aidToken: 'tester-token', uid: '20001', uidToken: 'tester-uid-token' };
    writeFileSync(join(folder, 'accounts.json'), JSON.stringify({ accounts: [extra] }));
    await expect.poll(() => mock.control!.accounts.map((a) => a.aid), { timeout: 5000 }).toEqual(['demo', 'tester']);
    const headers = {
      'X-Core-Aid': 'tester',
      'X-Core-Aid-Token': 'tester-token',
      'X-Core-Uid': '20001',
      'X-Core-Uid-Token': 'tester-uid-token',
    };
    expect(
      ((await (await fetch(`${mock.url}/api/core/v1/notification/list`, { headers })).json()) as { code: number }).code,
    ).toBe(0);
  });

  it('watch one file through its folder: other files there change nothing', async () => {
    const folder = folderWith({
      'mine.json': { configs: { site_name: 'Mine' } },
      'other.json': { configs: { site_name: 'Other' } },
    });
    const { outcomes, siteName } = await watched(folder, 'mine.json');
    writeFileSync(join(folder, 'other.json'), configs('Other 2'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(outcomes).toEqual([]);
    writeFileSync(join(folder, 'mine.json'), configs('Mine 2'));
    await expect.poll(siteName, { timeout: 5000 }).toBe('Mine 2');
  });

  it('reload nothing once closed', async () => {
    const folder = folderWith({ 'configs.json': { configs: { site_name: 'Open' } } });
    const { watcher, outcomes, siteName } = await watched(folder);
    watcher.close();
    writeFileSync(join(folder, 'configs.json'), configs('Closed'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([outcomes, await siteName()]).toEqual([[], 'Open']);
  });
});
