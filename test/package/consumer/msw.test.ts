// A consumer's vitest test: core-kit/msw handlers behind msw/node's setupServer answer a plain fetch.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHandlers } from 'core-kit/msw';

const server = setupServer(...createHandlers({ baseUrl: 'https://api.example.com', now: '2026-11-22T12:00:00Z' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const demo = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};

it('answers the notification list page by page', async () => {
  const res = await fetch('https://api.example.com/api/core/v1/notification/list?pageSize=5', { headers: demo });
  const body = (await res.json()) as { code: number; data: { pagination: { pageSize: number }; list: unknown[] } };
  expect(body.code).toBe(0);
  expect(body.data.pagination.pageSize).toBe(5);
  expect(body.data.list).toHaveLength(5);
});

it('answers an empty state on request', async () => {
  const res = await fetch('https://api.example.com/api/core/v1/notification/list', {
    headers: { ...demo, Prefer: 'total=0' },
  });
  expect(((await res.json()) as { data: { list: unknown[] } }).data.list).toEqual([]);
});
