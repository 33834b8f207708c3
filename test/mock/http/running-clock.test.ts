// Without --now the mock's clock runs, as the real system's: the world (every datetime) is of the start, while timeAgo,
// datetimeFormat and the structures' "… ago" and "today" are rendered at the moment of each answer (assumption
// datetime-format). A test clock moves instead of the tests sleeping; --now pins it as before.
import { afterAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { createApiRequestHandler } from '../../../src/mock/request/handle-api-request.js';
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import type { Notification, Post } from '../../../src/types.js';
import { FIXED_NOW, fixedWorld } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';

const MINUTE = 60_000;
const running: RunningMock[] = [];
afterAll(() => Promise.all(running.map((m) => m.close())));

/** A mock on port 0 whose running clock reads `clock.ms` (or pinned with `nowMs`). */
async function mockAt(clock: { ms: number }, nowMs?: number): Promise<RunningMock> {
  const mock = await launchMock({ port: 0, seed: 1, clock: () => clock.ms, ...(nowMs === undefined ? {} : { nowMs }) });
  running.push(mock);
  return mock;
}

async function page(mock: RunningMock, query = 'pageSize=30'): Promise<{ text: string; list: Notification[] }> {
  const res = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?${query}`, { headers: headersOf(mock.accounts[0]!) });
  const text = await res.text();
  return { text, list: (JSON.parse(text) as { data: { list: Notification[] } }).data.list };
}

const byId = (list: Notification[]) => new Map(list.map((n) => [n.nmid, n]));

describe('a mock without --now', () => {
  it('ages a notification by a minute as its clock moves a minute, its datetime as it was', async () => {
    const clock = { ms: FIXED_NOW + 400 };
    const mock = await mockAt(clock);
    const before = (await page(mock)).list;
    const young = before.find((n) => /^\d+ minute ago$/.test(n.timeAgo) && parseInt(n.timeAgo, 10) < 58)!;
    expect(young, 'a notification minutes old').toBeDefined();
    clock.ms += MINUTE;
    const after = byId((await page(mock)).list).get(young.nmid)!;
    expect([after.timeAgo, after.datetime]).toEqual([`${parseInt(young.timeAgo, 10) + 1} minute ago`, young.datetime]);
    // The structures keep their stored times and age with the clock too.
    const users = before.filter((n) => n.actionUser !== null && 'lastPublishPostTimeAgo' in n.actionUser);
    expect(users.length).toBeGreaterThan(0);
    const later = byId((await page(mock, 'pageSize=30')).list);
    for (const n of users) {
      const [was, now] = [
        n.actionUser as Record<string, unknown>,
        later.get(n.nmid)!.actionUser as Record<string, unknown>,
      ];
      expect(now.registerDateTime).toBe(was.registerDateTime);
    }
  });

  it("switches datetimeFormat from H:i to the date at midnight, and a post's time of the day with it", async () => {
    const clock = { ms: Date.parse('2026-11-22T23:59:30Z') };
    const mock = await mockAt(clock);
    const before = (await page(mock)).list;
    const today = before.filter((n) => /^\d{2}:\d{2}$/.test(n.datetimeFormat));
    expect(today.length).toBeGreaterThan(0);
    clock.ms = Date.parse('2026-11-22T23:59:59.999Z');
    expect((await page(mock)).list.map((n) => n.datetimeFormat)).toEqual(before.map((n) => n.datetimeFormat));
    clock.ms = Date.parse('2026-11-23T00:00:00Z');
    const after = byId((await page(mock)).list);
    for (const n of today) {
      const now = after.get(n.nmid)!;
      expect([now.datetimeFormat, now.datetime]).toEqual([`11/22 ${n.datetimeFormat}`, n.datetime]);
    }
    const posts = (list: Iterable<Notification>) =>
      [...list]
        .filter((n) => n.actionTarget === 5 && n.actionInfo !== null)
        .map((n) => (n.actionInfo as Post).createdDatetime);
    expect(posts(after.values()).filter((t) => /^\d{2}:\d{2}$/.test(t))).toEqual([]);
  });

  it('serves a page asked again within a second from the same bytes, and renders it anew the next second', () => {
    const { world, accounts } = fixedWorld({ seed: 1 });
    const clock = { ms: world.nowMs + 5 * MINUTE };
    const core = createApiRequestHandler({ world, policy: { httpErrors: false }, clock: () => clock.ms });
    const request = {
      operation: 'notificationList' as const,
      rawQuery: 'pageSize=20',
      headers: lowerCased(accounts[0]!),
    };
    const first = core(request).body;
    clock.ms += 999;
    expect(core.known(request)?.body).toBe(first);
    expect(core(request).body).toBe(first);
    clock.ms += 1;
    expect(core.known(request)).toBeUndefined();
    const next = core(request).body;
    expect(next).not.toBe(first);
    expect(core(request).body).toBe(next);
  });
});

describe('a mock with --now', () => {
  it('stays pinned: the same bytes whatever its clock reads', async () => {
    const clock = { ms: FIXED_NOW };
    const mock = await mockAt(clock, FIXED_NOW);
    const first = (await page(mock)).text;
    clock.ms += 86_400_000;
    expect((await page(mock)).text).toBe(first);
  });
});

function lowerCased(a: { aid: string; aidToken: string; uid: string; uidToken: string }) {
  return Object.fromEntries(Object.entries(headersOf(a)).map(([name, value]) => [name.toLowerCase(), value]));
}
