// core-kit/msw without `now`: the world is built at the first request and its clock runs on from there, as the
// server's (assumption datetime-format); with `now` it stays pinned. Only Date is faked, so nothing sleeps.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers } from 'core-kit/msw';
import type { Notification } from '../../src/types.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';

const demo = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};
const server = setupServer(
  ...createHandlers({ baseUrl: 'http://running.test' }),
  ...createHandlers({ baseUrl: 'http://pinned.test', now: FIXED_NOW }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

async function list(origin: string): Promise<{ text: string; list: Notification[] }> {
  const res = await fetch(`${origin}/api/core/v1/notification/list?pageSize=30`, { headers: demo });
  const text = await res.text();
  return { text, list: (JSON.parse(text) as { data: { list: Notification[] } }).data.list };
}

describe('core-kit/msw clock', () => {
  it('ages the notifications as the clock runs, their datetimes kept; pinned with now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
    const [running, pinned] = [await list('http://running.test'), await list('http://pinned.test')];
    const young = running.list.find((n) => /^\d+ minute ago$/.test(n.timeAgo) && parseInt(n.timeAgo, 10) < 58)!;
    vi.setSystemTime(FIXED_NOW + 60_000);
    const later = (await list('http://running.test')).list.find((n) => n.nmid === young.nmid)!;
    expect([later.timeAgo, later.datetime]).toEqual([`${parseInt(young.timeAgo, 10) + 1} minute ago`, young.datetime]);
    expect((await list('http://pinned.test')).text).toBe(pinned.text);
  });
});
