// States a notifications screen must handle, set on the mock through its control client and checked in its journal.
import { afterEach, expect, inject, it } from 'vitest';
import { createControlClient } from 'core-kit/server';
import type { Answer, NotificationListResponse } from 'core-kit';

const url = inject('mockUrl');
const control = createControlClient(url);
const list = async (query = ''): Promise<Answer<NotificationListResponse>> =>
  (await fetch(`${url}/api/core/v1/notification/list${query}`, { headers: inject('mockHeaders') })).json();

afterEach(() => control.resetScenario());

it('shows the empty state', async () => {
  await control.scenario({ total: 0 });
  const answer = await list();
  expect(answer.code === 0 && answer.data.list).toEqual([]);
});

it('asks to log in again when the token expired', async () => {
  await control.scenario({ code: 31504 });
  expect((await list()).code).toBe(31504);
});

it('sends the page the screen asks for', async () => {
  await control.clearRequests();
  await list('?page=2&pageSize=10');
  const seen = await control.waitForRequest({ path: '/api/core/v1/notification/list' });
  expect(seen.query).toEqual({ page: '2', pageSize: '10' });
});
