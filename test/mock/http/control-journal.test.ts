// GET/DELETE /__core/requests over real HTTP: the journal lists API requests newest first with their facts, filters
// them, shows one with its redacted headers, its answer and the verdicts of the document's validators, and clears.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import type { JournalEntry, JournalEntryDetail, RequestList } from '../../../src/schema/control-types.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';

const DEMO = credentialHeaders(DEMO_CREDENTIALS);
let mock: RunningMock;
const api = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, { headers }).then((r) => r.text());
async function control<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { code: number; message: string; data: T }; headers: Headers }> {
  const res = await fetch(`${mock.url}/__core${path}`, init);
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; data: T },
    headers: res.headers,
  };
}
const list = async (query = '') => (await control<RequestList>(`/requests${query}`)).body.data;

beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
});
afterAll(() => mock.close());
beforeEach(async () => {
  await control('/requests', { method: 'DELETE' });
});

describe('the journal of requests', () => {
  it('lists API requests newest first, with method, path, query, status, code, duration and applied preferences', async () => {
    await api(`${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=50`, DEMO);
    await api(`${CONFIGS_PATH}?keys=site_name`, { Prefer: 'lang=ar' });
    const { entries, matched, size, capacity } = await list();
    expect({ matched, size, capacity }).toEqual({ matched: 2, size: 2, capacity: 500 });
    expect(entries.map((e) => e.path)).toEqual([CONFIGS_PATH, NOTIFICATION_LIST_PATH]);
    expect(entries[1]).toMatchObject({
      method: 'GET',
      query: { types: '3,8', pageSize: '50' },
      operation: 'notificationList',
      status: 200,
      code: 10000,
      preferences: null,
      fault: null,
    });
    expect(entries[0]).toMatchObject({ query: { keys: 'site_name' }, status: 200, code: 0, preferences: 'lang=ar' });
    for (const e of entries) expect(e.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('says at a glance that pageSize=50 broke the document, and why in the entry', async () => {
    await api(`${NOTIFICATION_LIST_PATH}?pageSize=50`, DEMO);
    const [entry] = (await list()).entries;
    expect(entry!.valid).toEqual({ request: false, answer: true });
    const detail = (await control<JournalEntryDetail>(`/requests/${entry!.id}`)).body.data;
    expect(detail.verdict.request).toEqual({ valid: false, problems: ['pageSize=50: must be <= 30'], notes: [] });
    expect(JSON.parse(detail.answer.text!)).toEqual({
      code: 10000,
      message: 'The page size field must be between 1 and 30.',
      data: null,
    });
  });

  it.each([
    ['missing credentials', NOTIFICATION_LIST_PATH, {}, { request: false, answer: true }],
    ['a valid page', `${NOTIFICATION_LIST_PATH}?pageSize=2&__total=3`, DEMO, { request: true, answer: true }],
    ['a malformed answer', `${NOTIFICATION_LIST_PATH}?__fault=malformed`, DEMO, { request: true, answer: false }],
    ['a reset', `${CONFIGS_PATH}?__fault=reset`, {}, { request: true, answer: null }],
    ['an unknown path', '/api/core/v1/notifications', DEMO, { request: false, answer: true }],
  ])('judges %s', async (_what, path, headers, valid) => {
    await api(path, headers).catch(() => 'reset');
    await expect.poll(async () => (await list()).entries[0]?.valid).toEqual(valid);
  });

  it('lists without verdicts when asked to (the control room shows rows before it judges them)', async () => {
    await api(`${NOTIFICATION_LIST_PATH}?pageSize=50`, DEMO);
    expect((await list('?verdicts=false')).entries[0]!.valid).toEqual({ request: null, answer: null });
    expect((await list('?verdicts=true')).entries[0]!.valid).toEqual({ request: false, answer: true });
  });

  it('does not journal its own pages, the docs, the documents or the control API', async () => {
    for (const path of ['/', '/docs/', '/openapi.json', '/__core/status', '/__core/']) await api(path);
    expect((await list()).entries).toEqual([]);
  });

  it('filters by path, method, code and query parameter, after an id, at most `limit`', async () => {
    await api(`${NOTIFICATION_LIST_PATH}?pageSize=2&page=1`, DEMO);
    await api(`${NOTIFICATION_LIST_PATH}?pageSize=2&page=2`, DEMO);
    await api(`${CONFIGS_PATH}?keys=site_mode`);
    await fetch(`${mock.url}${CONFIGS_PATH}`, { method: 'POST' });
    const pages = (e: JournalEntry[]) => e.map((x) => x.url);
    expect(pages((await list(`?path=${NOTIFICATION_LIST_PATH}&query.page=2`)).entries)).toEqual([
      `${NOTIFICATION_LIST_PATH}?pageSize=2&page=2`,
    ]);
    expect(pages((await list(`?path=${NOTIFICATION_LIST_PATH}&limit=1`)).entries)).toEqual([
      `${NOTIFICATION_LIST_PATH}?pageSize=2&page=2`,
    ]);
    expect((await list(`?path=${NOTIFICATION_LIST_PATH}&limit=1`)).matched).toBe(2);
    expect((await list('?method=post')).entries.map((e) => [e.method, e.status, e.code])).toEqual([['POST', 405, 405]]);
    expect((await list('?code=0&query.keys=site_mode')).entries).toHaveLength(1);
    const { lastId } = await list();
    await api(CONFIGS_PATH);
    expect(pages((await list(`?after=${lastId}`)).entries)).toEqual([CONFIGS_PATH]);
  });

  it.each([
    [
      '?pathh=/x',
      '"pathh" is not a filter of the journal; the filters are path, method, status, code, after, limit, verdicts, query.<name>',
    ],
    ['?limit=0', 'limit must be an integer from 1 to 500 (received "0")'],
    ['?limit=501', 'limit must be an integer from 1 to 500 (received "501")'],
    ['?after=-1', 'after must be an integer from 0 to 2147483647 (received "-1")'],
    ['?path=a&path=b', 'path is given more than once'],
    ['?verdicts=maybe', 'verdicts must be true or false (received "maybe")'],
  ])('answers a bad filter %s with a 400 envelope naming it', async (query, message) => {
    expect(await control(`/requests${query}`)).toMatchObject({
      status: 400,
      body: { code: 10000, message, data: null },
    });
  });

  it('shows request headers and URLs with every secret redacted, as the request log does', async () => {
    await api(`${NOTIFICATION_LIST_PATH}?access_token=sekrit-1&note=demo-uid-token`, {
      ...DEMO,
      Authorization: 'Bearer sekrit-2',
      Cookie: 'sid=sekrit-3',
      Referer: 'http://x/?token=sekrit-4',
    });
    const [entry] = (await list()).entries;
    const detail = (await control<JournalEntryDetail>(`/requests/${entry!.id}`)).body.data;
    const shown = JSON.stringify(detail);
    for (const secret of ['sekrit-1', 'sekrit-2', 'sekrit-3', 'sekrit-4', 'demo-uid-token', 'demo-aid-token'])
      expect(shown).not.toContain(secret);
    expect(detail.headers).toMatchObject({
      'x-core-aid': 'demo',
      'x-core-aid-token': '[redacted]',
      authorization: '[redacted]',
      cookie: '[redacted]',
      referer: 'http://x/?token=[redacted]',
    });
    expect(detail.query).toEqual({ access_token: '[redacted]', note: '[redacted]' });
  });

  it('answers an unknown or malformed id with an envelope, 404 or 400', async () => {
    expect(await control('/requests/999999')).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await control('/requests/abc')).toMatchObject({
      status: 400,
      body: { code: 10000, message: 'the request id must be a whole number (received "abc")' },
    });
  });

  it('clears, and ids go on counting', async () => {
    await api(CONFIGS_PATH);
    const before = (await list()).lastId;
    expect((await control<{ cleared: number }>('/requests', { method: 'DELETE' })).body.data).toEqual({ cleared: 1 });
    expect((await list()).entries).toEqual([]);
    await api(CONFIGS_PATH);
    expect((await list()).entries[0]!.id).toBe(before + 1);
  });

  it('keeps the last 500 of 700 requests, newest first', async () => {
    for (let i = 0; i < 700; i++) await api(`${CONFIGS_PATH}?keys=site_name&i=${i}`);
    const { entries, size } = await list('?limit=500');
    expect(size).toBe(500);
    expect(entries[0]!.query.i).toBe('699');
    expect(entries[499]!.query.i).toBe('200');
  }, 60_000);
});
