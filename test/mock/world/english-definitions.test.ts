// The world's faker holds only the English entries the world reads (english-definitions.ts): every world drawn with
// them must be the world drawn with faker's whole English locale (an entry it lacks would make faker throw, or give
// base data instead of English).
import { faker as english } from '@faker-js/faker/locale/en';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_ENTRIES } from '../../../src/mock/world/english-definitions.js';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const SEEDS = [1, 2, 3, 77, 4_242, 2 ** 31 - 1];

/** Configs, pools and every notification of two accounts' worlds of each seed (a fresh install's too), as JSON. */
async function worldsText(): Promise<string[]> {
  const { createWorld } = await import('../../../src/mock/world/create-world.js');
  const accounts = [DEMO_CREDENTIALS, { aid: 'second', aidToken: 't', uid: 'u2', uidToken: 't2' }];
  const worlds = SEEDS.flatMap((seed) => [
    createWorld({ seed, nowMs: NOW, notificationsPerAccount: 40, accounts }),
    createWorld({ seed, nowMs: NOW, notificationsPerAccount: 5, accounts, configs: 'fresh-install' }),
  ]);
  return worlds.map((world) => {
    const view = { language: world.languages[0]!, nowMs: NOW };
    const lists = world.accounts.map((a) =>
      Array.from({ length: a.notifications.index.size }, (_, i) => a.notifications.render(i, view)),
    );
    return JSON.stringify({ site: world.site, configs: world.configs, pools: world.pools, lists });
  });
}

describe("the world's English data", () => {
  it("draws the worlds faker's whole English locale draws", async () => {
    const subset = await worldsText();
    vi.resetModules();
    vi.doMock('../../../src/mock/world/english-definitions.js', () => ({
      ENGLISH_ENTRIES,
      englishDefinitions: english.rawDefinitions,
    }));
    try {
      expect(await worldsText()).toEqual(subset);
    } finally {
      vi.doUnmock('../../../src/mock/world/english-definitions.js');
      vi.resetModules();
    }
    expect(subset.length).toBe(2 * SEEDS.length);
  });
});
