// core-kit/server's `configs` option: a fresh install's configs (as `core-kit serve --configs fresh-install`), and a
// clear error for a preset that does not exist.
import { describe, expect, it } from 'vitest';
import { MockStartError, startMock, type ConfigsPreset } from '../../src/mock/start-mock.js';

const configsOf = async (configs?: ConfigsPreset) => {
  const mock = await startMock({ now: '2026-11-22T12:00:00Z', ...(configs ? { configs } : {}) });
  try {
    const answer = await fetch(`${mock.url}/api/core/v1/global/configs?keys=site_url,language_status,cache_minutes`);
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  } finally {
    await mock.close();
  }
};

describe('startMock({ configs })', () => {
  it("answers a fresh install's nulls with 'fresh-install', a seeded site's by default", async () => {
    expect(await configsOf('fresh-install')).toEqual({ site_url: null, language_status: false, cache_minutes: null });
    const seeded = await configsOf();
    expect(seeded.site_url).toMatch(/^https:\/\//);
    expect(seeded.language_status).toBe(true);
  });

  it('refuses a preset that does not exist, naming the ones that do', async () => {
    const wrong = startMock({ configs: 'fresh' as ConfigsPreset });
    await expect(wrong).rejects.toThrow(MockStartError);
    await expect(startMock({ configs: 'fresh' as ConfigsPreset })).rejects.toThrow(
      'startMock: configs must be one of seeded, fresh-install (received "fresh")',
    );
  });
});
