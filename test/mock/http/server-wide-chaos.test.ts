// Server-wide chaos over real HTTP: which requests are slow or fail follows the seed and the request number, run after run.
import { afterAll, describe, expect, it } from 'vitest';
import { chaosAt, type ChaosConfig } from '../../../src/mock/request/chaos.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';

const chaos: ChaosConfig = {
  latency: { min: 0, max: 40 },
  faultRate: 0.3,
  faults: ['reset', 'malformed', 'server-error'],
};
const running: RunningMock[] = [];
afterAll(() => Promise.all(running.map((m) => m.close())));

/** What a client sees: `reset`, `malformed` (unparsable 200), or the status and envelope code. */
async function outcome(
  mock: RunningMock,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ seen: string; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${mock.url}${path}`, { headers: { ...headersOf(mock.accounts[0]!), ...headers } });
    const text = await res.text();
    const ms = performance.now() - started;
    try {
      return { seen: `${res.status} code ${(JSON.parse(text) as { code: number }).code}`, ms };
    } catch {
      return { seen: `${res.status} malformed`, ms };
    }
  } catch {
    return { seen: 'reset', ms: performance.now() - started };
  }
}

async function session(seed: number, between: string[] = []): Promise<{ seen: string; ms: number }[]> {
  const mock = await launchMock({ seed, nowMs: FIXED_NOW, port: 0, chaos });
  running.push(mock);
  const outcomes = [];
  for (let i = 0; i < 24; i++) {
    for (const path of between) await fetch(`${mock.url}${path}`).then((r) => r.text());
    outcomes.push(await outcome(mock, i % 2 ? CONFIGS_PATH : `${NOTIFICATION_LIST_PATH}?pageSize=1`));
  }
  await mock.close();
  return outcomes;
}

const expected = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const { fault } = chaosAt(seed, i + 1, chaos);
    return fault === 'reset'
      ? 'reset'
      : fault === 'malformed'
        ? '200 malformed'
        : fault === 'server-error'
          ? '500 code 500'
          : '200 code 0';
  });

describe('server-wide chaos', () => {
  it('fails exactly the requests chaosAt names, the same ones after a restart', async () => {
    const first = await session(4);
    const second = await session(4);
    expect(first.map((o) => o.seen)).toEqual(expected(4, 24));
    expect(second.map((o) => o.seen)).toEqual(first.map((o) => o.seen));
    expect(new Set(first.map((o) => o.seen)).size).toBeGreaterThan(2);
  });

  it('waits at least the seeded latency of each request', async () => {
    const outcomes = await session(9);
    outcomes.forEach((o, i) =>
      expect(o.ms, `request ${i + 1}`).toBeGreaterThanOrEqual(chaosAt(9, i + 1, chaos).delayMs - 2),
    );
  });

  it('counts only API requests: docs and unknown paths in between change nothing', async () => {
    const plain = await session(6);
    const interleaved = await session(6, ['/openapi.json', '/nowhere']);
    expect(interleaved.map((o) => o.seen)).toEqual(plain.map((o) => o.seen));
  });

  it("gives way to a request's own preferences", async () => {
    const mock = await launchMock({
      seed: 4,
      nowMs: FIXED_NOW,
      port: 0,
      chaos: { latency: { min: 1_000, max: 1_000 }, faultRate: 1, faults: ['reset'] },
    });
    running.push(mock);
    const asked = await outcome(mock, CONFIGS_PATH, { Prefer: 'delay=0, code=31504' });
    expect(asked.seen).toBe('200 code 31504');
    expect(asked.ms).toBeLessThan(750); // the latency skipped, with room for a busy machine
    expect((await outcome(mock, CONFIGS_PATH, { Prefer: 'fault=server-error' })).seen).toBe('500 code 500');
    expect((await outcome(mock, CONFIGS_PATH)).seen).toBe('reset');
  });
});
