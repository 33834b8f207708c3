// The control API as an end-to-end test uses it, written as a Playwright user writes one: an APIRequestContext (no
// browser) stands in for the app under test, the scenario is set before the step and reset after it, and the journal
// verifies what the app sent (WireMock-style). The second half does the same through core-kit/server's typed client.
import { request as playwright, type APIRequestContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '../../src/mock/start-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';

let mock: MockServer;
let api: APIRequestContext;

beforeAll(async () => {
  mock = await startMock({ now: '2026-11-22T12:00:00Z' });
  api = await playwright.newContext({ baseURL: mock.url });
});
afterAll(async () => {
  await api.dispose();
  await mock.close();
});
afterEach(async () => {
  await api.put('/__core/scenario', { data: {} });
  await api.delete('/__core/requests');
});

describe("an e2e test with Playwright's request API", () => {
  it('shows the empty state, and the app asked for it once, with its credentials', async () => {
    const set = await api.put('/__core/scenario', { data: { total: 0 } });
    expect(set.ok()).toBeTruthy();

    // The app's call.
    const page = await api.get(NOTIFICATION_LIST_PATH, { params: { pageSize: 20 }, headers: mock.headers() });
    expect(page.headers()['preference-applied']).toBe('total=0');
    expect((await page.json()).data).toEqual({
      pagination: { total: 0, pageSize: 20, currentPage: 1, lastPage: 1 },
      list: [],
    });

    const journal = await api.get('/__core/requests', { params: { path: NOTIFICATION_LIST_PATH } });
    const { entries } = (await journal.json()).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      query: { pageSize: '20' },
      status: 200,
      code: 0,
      preferences: 'total=0',
      valid: { request: true, answer: true },
    });
  });

  it('catches the app sending pageSize=50: answered 10000, and the request breaks the document', async () => {
    await api.get(NOTIFICATION_LIST_PATH, { params: { pageSize: 50 }, headers: mock.headers() });
    const journal = await (await api.get('/__core/requests', { params: { 'query.pageSize': '50' } })).json();
    expect(journal.data.entries).toEqual([
      expect.objectContaining({ code: 10000, valid: { request: false, answer: true } }),
    ]);
    const detail = await (await api.get(`/__core/requests/${journal.data.entries[0].id}`)).json();
    expect(detail.data.verdict.request.problems).toEqual(['pageSize=50: must be <= 30']);
  });

  it('gets a clear 400 for a scenario with a typo, and the server keeps its scenario', async () => {
    await api.put('/__core/scenario', { data: { total: 3 } });
    const typo = await api.put('/__core/scenario', { data: { totl: 0 } });
    expect(typo.status()).toBe(400);
    expect((await typo.json()).message).toMatch(/^scenario\.totl is not a scenario field/);
    expect((await (await api.get('/__core/scenario')).json()).data).toEqual({ total: 3 });
  });
});

describe("the same through core-kit/server's typed client", () => {
  it("sets a scenario, sees the app's call with waitForRequest, and resets", async () => {
    expect(await mock.scenario({ code: 31504 })).toEqual({ code: 31504 });
    const answer = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?page=2`, { headers: mock.headers() });
    expect(((await answer.json()) as { code: number }).code).toBe(31504);
    const seen = await mock.waitForRequest({ path: NOTIFICATION_LIST_PATH, query: { page: 2 } });
    expect(seen).toMatchObject({ code: 31504, preferences: 'code=31504' });
    expect((await mock.request(seen.id)).headers['x-core-uid-token']).toBe('[redacted]');
    expect(await mock.resetScenario()).toEqual({});
    expect(await mock.currentScenario()).toEqual({});
  });

  it('filters and clears the journal', async () => {
    await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`);
    await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_mode`);
    expect((await mock.requests({ path: CONFIGS_PATH, query: { keys: 'site_mode' } })).map((e) => e.url)).toEqual([
      `${CONFIGS_PATH}?keys=site_mode`,
    ]);
    expect(await mock.clearRequests()).toBe(2);
    expect(await mock.requests()).toEqual([]);
  });

  it("rejects with a ControlApiError carrying the status and the envelope's message", async () => {
    await expect(mock.scenario({ total: -1 })).rejects.toMatchObject({
      name: 'ControlApiError',
      status: 400,
      code: 10000,
      message: 'PUT /__core/scenario: scenario.total must be an integer from 0 to 1000000 (received -1)',
    });
    await expect(mock.waitForRequest({ path: '/never' }, { timeoutMs: 200 })).rejects.toThrow(
      /no request matching {"path":"\/never"} within 200 ms/,
    );
  });

  it('reads the status and the accounts the control room shows', async () => {
    expect((await mock.status()).world).toMatchObject({ seed: 1, now: '2026-11-22T12:00:00.000Z', accounts: 1 });
    expect((await mock.listAccounts())[0]).toMatchObject({
      aid: 'demo',
      demo: true,
      curl: expect.stringContaining("-H 'X-Core-Aid-Token: demo-aid-token'"),
    });
  });
});
