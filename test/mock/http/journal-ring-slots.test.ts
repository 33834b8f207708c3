// The journal writes each request into its slot of the ring: a delayed answer that ends after the ring has let its
// request go leaves the later request now in that slot as it was (its duration and status are its own).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import type { RequestList } from '../../../src/schema/control-types.js';
import { CONFIGS_PATH } from '../../../src/schema/paths.js';

const DELAY_MS = 2_000;
let mock: RunningMock;
const list = async () =>
  ((await (await fetch(`${mock.url}/__core/requests?verdicts=false`)).json()) as { data: RequestList }).data;

beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z'), journalSize: 1 });
  await list(); // the control API loaded before the clock below starts
});
afterAll(() => mock.close());

it('keeps a later request as it was when a delayed answer whose slot it took ends', async () => {
  const sent = performance.now();
  const slow = fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`, { headers: { Prefer: `delay=${DELAY_MS}` } });
  while ((await list()).lastId < 1) await new Promise((resolve) => setTimeout(resolve, 10));
  await (await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name&later=1`)).text();
  const later = (await list()).entries[0]!;
  // The delayed answer cannot have ended yet: its wait began after `sent`.
  expect(performance.now() - sent).toBeLessThan(DELAY_MS);
  await (await slow).text();
  const [after] = (await list()).entries;
  expect(after).toMatchObject({ id: later.id, query: { later: '1' }, status: 200, durationMs: later.durationMs });
  expect(after!.durationMs).toBeLessThan(DELAY_MS);
});
