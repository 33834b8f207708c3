// core-kit/msw through msw/node: the same answers as the HTTP mock, every preference, and no interception left behind.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, handlers } from 'core-kit/msw';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { mockHttp } from '../helpers/mock-http.js';
import { ask, edgeCore } from '../mock/world/edge-pages.js';

const API = 'http://localhost/api/core/v1';
const demo = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};
const server = setupServer(...createHandlers({ now: FIXED_NOW }));
const express = mockHttp();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const list = (query = '', headers: Record<string, string> = {}) =>
  fetch(`${API}/notification/list${query ? `?${query}` : ''}`, { headers: { ...demo, ...headers } });

describe('core-kit/msw handlers', () => {
  it.each([
    '/notification/list',
    '/notification/list?types=3,8&status=0&pageSize=7&page=2',
    '/notification/list?filterUserType=whitelist&filterUserKeys=nickname,stats.likerCount&filterInfoType=blacklist&filterInfoKeys=author',
    '/notification/list?pageSize=31',
    '/global/configs?keys=site_name,language_menus',
    '/global/configs?keys=nope',
  ])('answers %s with the bytes the HTTP mock answers', async (path) => {
    const res = await fetch(`${API}${path}`, { headers: demo });
    const expected = await express.get(`/api/core/v1${path}`, express.demoHeaders);
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([
      expected.status,
      expected.headers['content-type'],
      expected.text,
    ]);
  });

  it('answers the auth errors of the list', async () => {
    expect(await (await fetch(`${API}/notification/list`)).json()).toMatchObject({ code: 31501, data: null });
  });

  it('applies Prefer and echoes it in Preference-Applied', async () => {
    const res = await list('', { Prefer: 'total=0, lang=ar' });
    expect(res.headers.get('preference-applied')).toBe('total=0, lang=ar');
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      pagination: { total: 0, pageSize: 15, currentPage: 1, lastPage: 1 },
      list: [],
    });
  });

  it('applies the __name twins of a plain link', async () => {
    const res = await fetch(`${API}/notification/list?__code=31505`);
    expect([res.headers.get('preference-applied'), await res.json()]).toEqual([
      'code=31505',
      { code: 31505, message: 'Account login token are incorrect or do not exist', data: null },
    ]);
  });

  it('delays, truncates, fails with 500 and resets the connection on request', async () => {
    const started = performance.now();
    await list('pageSize=1', { Prefer: 'delay=150' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const malformed = await (await list('', { Prefer: 'fault=malformed' })).text();
    expect(malformed.startsWith('{"code":0,"message":"ok","data":{"pagination":')).toBe(true);
    expect(() => JSON.parse(malformed) as unknown).toThrow();
    expect((await list('', { Prefer: 'fault=server-error' })).status).toBe(500);
    await expect(list('', { Prefer: 'fault=reset' })).rejects.toThrow(TypeError);
  });

  it('answers an invalid preference with 10000 naming it', async () => {
    expect(await (await list('__delay=forever')).json()).toEqual({
      code: 10000,
      message: '__delay must be an integer from 0 to 30000 (milliseconds) (received "forever")',
      data: null,
    });
  });

  it('applies a default Prefer to requests that send none', async () => {
    server.use(...createHandlers({ now: FIXED_NOW, prefer: 'total=0' }));
    expect(((await (await list()).json()) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(
      0,
    );
    const own = await list('', { Prefer: 'total=4' });
    expect([
      own.headers.get('preference-applied'),
      ((await own.json()) as { data: { pagination: { total: number } } }).data.pagination.total,
    ]).toEqual(['total=4', 4]);
    server.resetHandlers();
  });

  // Compared with the request core itself: msw/node intercepts supertest's own requests to the HTTP mock too.
  it('serves the edge world on data=edge (header, twin or handler option) as the request core does', async () => {
    const { core } = edgeCore();
    const edge = ask(core, 'pageSize=30').text;
    const standard = ask(core, 'pageSize=30', {}).text;
    expect(edge).not.toBe(standard);
    const asked = await list('pageSize=30', { Prefer: 'data=edge' });
    expect([asked.headers.get('preference-applied'), await asked.text()]).toEqual(['data=edge', edge]);
    expect(await (await list('pageSize=30&__data=edge')).text()).toBe(edge);
    server.use(...createHandlers({ now: FIXED_NOW, data: 'edge' }));
    expect(await (await list('pageSize=30')).text()).toBe(edge);
    expect(await (await list('pageSize=30', { Prefer: 'data=standard' })).text()).toBe(standard);
    server.resetHandlers();
  });

  it("sends quotes as the real system does, and as the spec's sentence writes them with quotes: 'sentence'", async () => {
    const targets = async () => {
      const answer = (await (await list('types=9&pageSize=30')).json()) as {
        data: { list: { actionTarget: number }[] };
      };
      return new Set(answer.data.list.map((n) => n.actionTarget));
    };
    expect(await targets()).toEqual(new Set([5]));
    server.use(...createHandlers({ now: FIXED_NOW, quotes: 'sentence' }));
    expect(await targets()).toEqual(new Set([4]));
    server.resetHandlers();
  });

  it("answers a fresh install's configs with configs: 'fresh-install', as `core-kit serve --configs`", async () => {
    const configs = async () =>
      ((await (await fetch(`${API}/global/configs?keys=site_url,language_status`)).json()) as { data: unknown }).data;
    server.use(...createHandlers({ now: FIXED_NOW, configs: 'fresh-install' }));
    expect(await configs()).toEqual({ site_url: null, language_status: false });
    server.resetHandlers();
    expect(await configs()).toMatchObject({ site_url: expect.stringMatching(/^https:\/\//), language_status: true });
  });

  it('exports ready-made handlers for seed 1, and options for the rest', async () => {
    server.resetHandlers(...handlers);
    const site = await (await fetch(`${API}/global/configs?keys=site_name`)).json();
    expect(site).toEqual({ code: 0, message: 'Success', data: { site_name: express.world.configs.site_name } });
    expect(((await (await list()).json()) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(
      120,
    );
    server.resetHandlers();
    server.use(...createHandlers({ baseUrl: 'https://api.example.com/', httpErrors: true, seed: 2 }));
    const strict = await fetch('https://api.example.com/api/core/v1/notification/list', {
      headers: { ...demo, 'X-Core-Uid-Token': 'wrong' },
    });
    expect([strict.status, ((await strict.json()) as { code: number }).code]).toEqual([401, 31603]);
    server.resetHandlers();
  });
});
