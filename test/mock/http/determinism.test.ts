// The same seed and clock give byte-identical answers across restarts and in any request order; another seed differs.
import { afterAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';

const paths = [
  CONFIGS_PATH,
  `${CONFIGS_PATH}?keys=site_name,language_menus`,
  NOTIFICATION_LIST_PATH,
  `${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=30&page=2`,
  `${NOTIFICATION_LIST_PATH}?status=0&filterUserType=whitelist&filterUserKeys=nickname,stats.likerCount`,
  `${NOTIFICATION_LIST_PATH}?page=99`,
];

const running: RunningMock[] = [];
afterAll(() => Promise.all(running.map((m) => m.close())));

async function answers(seed: number, order: readonly string[]): Promise<Map<string, string>> {
  const mock = await launchMock({ seed, nowMs: FIXED_NOW, port: 0 });
  running.push(mock);
  const out = new Map<string, string>();
  for (const path of order) {
    const res = await fetch(`${mock.url}${path}`, { headers: headersOf(mock.accounts[0]!) });
    out.set(path, await res.text());
  }
  await mock.close();
  return out;
}

describe('determinism', () => {
  it('answers the same bytes after a restart, whatever the request order', async () => {
    const first = await answers(1, paths);
    const second = await answers(1, [...paths].reverse());
    for (const path of paths) expect(second.get(path), path).toBe(first.get(path));
  });

  it('answers other bytes for another seed', async () => {
    const one = await answers(1, paths);
    const two = await answers(2, paths);
    for (const path of paths.filter((p) => !p.includes('page=99'))) expect(two.get(path), path).not.toBe(one.get(path));
  });
});
