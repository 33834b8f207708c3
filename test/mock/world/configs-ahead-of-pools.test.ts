// The default seed's configs are drawn before its pools exist, from a faker moved past the pools' draws: the answers
// must be exactly those of a world that generated its pools first, at any clock.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld, type WorldOptions } from '../../../src/mock/world/create-world.js';
import { DRAWS_BEFORE_CONFIGS } from '../../../src/mock/world/draws-before-configs.js';
import { drawsBeforeConfigs, drawsBeforeConfigsText } from '../../../src/mock/world/world-start.js';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';

const options = (nowMs: number): WorldOptions => ({
  seed: 1,
  nowMs,
  notificationsPerAccount: 30,
  accounts: [DEMO_CREDENTIALS],
});
// An empty site override takes the other path: the pools first, then the configs from the same faker.
const poolsFirst = (nowMs: number) => createWorld({ ...options(nowMs), site: {} });

const CLOCKS = ['2026-06-01T12:00:00Z', '2001-02-03T04:05:06Z', '2031-12-31T23:59:59Z', '2099-07-15T00:00:00Z'].map(
  (iso) => Date.parse(iso),
);

describe('configs ahead of the pools', () => {
  it('keeps the committed count equal to what the generators take now (npm run generate rewrites it)', () => {
    const committed = readFileSync(new URL('../../../src/mock/world/draws-before-configs.ts', import.meta.url), 'utf8');
    expect(committed).toBe(drawsBeforeConfigsText());
  });

  it.each(CLOCKS)('takes the same number of draws whatever the clock (%i)', (nowMs) => {
    expect(drawsBeforeConfigs(1, nowMs)).toBe(DRAWS_BEFORE_CONFIGS.get(1));
  });

  it.each(CLOCKS)('gives the configs, pools and notifications of a world built pools first (%i)', (nowMs) => {
    const ahead = createWorld(options(nowMs));
    expect(ahead.accountReady(DEMO_CREDENTIALS.aid)).toBe(false); // nothing of the pools is built yet
    const first = poolsFirst(nowMs);
    expect(JSON.stringify(ahead.configs)).toBe(JSON.stringify(first.configs));
    const list = (world: typeof ahead) => {
      const source = world.findAccount(DEMO_CREDENTIALS.aid)!.notifications;
      const view = { language: world.languages[0]!, nowMs };
      return JSON.stringify(Array.from({ length: source.index.size }, (_, i) => source.render(i, view)));
    };
    expect(list(ahead)).toBe(list(first));
    expect(JSON.stringify(ahead.pools)).toBe(JSON.stringify(first.pools));
  });
});
