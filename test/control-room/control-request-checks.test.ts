// What the control endpoints check before they act, over real HTTP on port 0, the mock's and the proxy's alike: the
// proxy answered `/__core/requests/abc` with 404 where the mock answers 400; `/__core/accounts?x=1` (and every other
// endpoint but the journal's listing) ignored unknown parameters, so `DELETE /__core/requests?path=…` cleared the whole
// journal; `PUT /__core/scenario` took a text/plain body, any other media type, and a body claimed gzip as JSON.
import { describe, expect, it } from 'vitest';
import { mockBehindProxyPerFile } from '../helpers/mock-behind-proxy.js';

const { mock, proxy } = mockBehindProxyPerFile();

const answer = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
};

describe("a journal id, asked of the mock's and the proxy's control rooms", () => {
  it.each(['abc', '-1', '1.5', '99999999999', '1%00', '%20'])(
    '%s: both answer 400, 10000, the same words',
    async (id) => {
      const [fromMock, fromProxy] = await Promise.all([
        answer(`${mock().url}/__core/requests/${id}`),
        answer(`${proxy().url}/__core/requests/${id}`),
      ]);
      expect(fromMock).toMatchObject({ status: 400, body: { code: 10000, data: null } });
      expect(fromProxy).toEqual(fromMock);
      expect((fromMock.body as { message: string }).message).toMatch(
        /^the request id must be a whole number \(received /,
      );
    },
  );

  it('an id the journal does not hold: both answer 404 with the ids it keeps', async () => {
    await fetch(`${proxy().url}/api/core/v1/global/configs?keys=site_name`);
    const [fromMock, fromProxy] = await Promise.all([
      answer(`${mock().url}/__core/requests/4000000000`),
      answer(`${proxy().url}/__core/requests/4000000000`),
    ]);
    for (const found of [fromMock, fromProxy]) {
      expect(found).toMatchObject({ status: 404, body: { code: 404, data: null } });
      expect((found.body as { message: string }).message).toMatch(
        /^Route not found \(no request 4000000000 in the journal \(it keeps the last \d+; ids \d+ to \d+\)\)$/,
      );
    }
  });
});

describe('unknown query parameters on the control endpoints', () => {
  it.each([
    ['mock', 'GET', '/accounts?x=1', '"x"'],
    ['mock', 'GET', '/status?verbose', '"verbose"'],
    ['mock', 'GET', '/scenario?total=0', '"total"'],
    ['mock', 'PUT', '/scenario?dryRun=1', '"dryRun"'],
    ['mock', 'DELETE', '/requests?path=/api/core/v1/global/configs', '"path"'],
    ['proxy', 'GET', '/status?verbose', '"verbose"'],
    ['proxy', 'DELETE', '/requests?path=/api/core/v1/global/configs', '"path"'],
  ])('the %s answers %s %s with 400, a 10000 naming %s, and does nothing', async (which, method, path, name) => {
    const base = which === 'mock' ? mock().url : proxy().url;
    await fetch(`${base}/api/core/v1/global/configs?keys=site_name`);
    const json = { 'content-type': 'application/json' };
    await fetch(`${mock().url}/__core/scenario`, { method: 'PUT', body: '{"total":3}', headers: json });
    const before = ((await answer(`${base}/__core/requests?limit=1`)).body as { data: { size: number } }).data.size;
    const init: RequestInit = method === 'PUT' ? { method, body: '{}', headers: json } : { method };
    const found = await answer(`${base}/__core${path}`, init);
    expect(found).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { code: 10000, message: `${name} is not a parameter of this endpoint: it takes none`, data: null },
    });
    expect(((await answer(`${base}/__core/requests?limit=1`)).body as { data: { size: number } }).data.size).toBe(
      before,
    );
    expect(((await answer(`${mock().url}/__core/scenario`)).body as { data: unknown }).data).toEqual({ total: 3 });
  });

  it('still answers them without parameters, and the journal still takes its filters', async () => {
    for (const path of ['/accounts', '/status', '/scenario', '/requests?limit=1&path=/x', '/requests?'])
      expect((await answer(`${mock().url}/__core${path}`)).status).toBe(200);
    expect((await answer(`${proxy().url}/__core/status`)).status).toBe(200);
    expect((await answer(`${mock().url}/__core/nothing?x=1`)).status).toBe(404);
    expect((await answer(`${mock().url}/__core/status?x=1`, { method: 'POST' })).status).toBe(405);
  });
});

describe('PUT /__core/scenario and the media type of its body', () => {
  const put = (headers: Record<string, string>, body = '{"total":0}') =>
    answer(`${mock().url}/__core/scenario`, { method: 'PUT', headers, body });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['text/plain;charset=UTF-8 (what fetch sends for a string)', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form (what curl -d sends)', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['XML', { 'content-type': 'application/xml' }],
    ['JSON in Latin-1', { 'content-type': 'application/json; charset=iso-8859-1' }],
    ['JSON claimed gzip (not sent so)', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ])('%s: 415 in the envelope, the scenario unchanged', async (_what, headers) => {
    await put({ 'content-type': 'application/json' }, '{"total":7}');
    const found = await put(headers);
    expect(found).toMatchObject({
      status: 415,
      type: 'application/json; charset=utf-8',
      body: { code: 10000, data: null },
    });
    expect((found.body as { message: string }).message).toMatch(/^the body/);
    expect(((await answer(`${mock().url}/__core/scenario`)).body as { data: unknown }).data).toEqual({ total: 7 });
  });

  it.each([
    ['application/json (what the control room page and startMock send)', { 'content-type': 'application/json' }],
    ['application/json; charset=utf-8', { 'content-type': 'application/json; charset=utf-8' }],
    ['a +json type', { 'content-type': 'application/merge-patch+json' }],
    ['Content-Encoding: identity', { 'content-type': 'application/json', 'content-encoding': 'identity' }],
  ])('%s: applied', async (_what, headers) => {
    expect(await put(headers)).toMatchObject({ status: 200, body: { code: 0, data: { total: 0 } } });
  });

  it('no Content-Type at all: read as JSON', async () => {
    const res = await fetch(`${mock().url}/__core/scenario`, {
      method: 'PUT',
      body: new Uint8Array(Buffer.from('{"total":1}')),
    });
    expect([res.status, ((await res.json()) as { data: unknown }).data]).toEqual([200, { total: 1 }]);
  });
});

describe('a control path asked with a method it does not take', () => {
  it.each([
    ['POST', '/status', 'GET'],
    ['PUT', '/requests', 'GET, DELETE'],
    ['DELETE', '/requests/1', 'GET'],
    ['POST', '/', 'GET'],
    ['PATCH', '/openapi.json', 'GET'],
  ])('%s %s: 405 with Allow: %s, from the proxy as from the mock', async (method, path, allow) => {
    for (const base of [mock().url, proxy().url]) {
      const res = await fetch(`${base}/__core${path}`, { method });
      expect([base, res.status, res.headers.get('allow')]).toEqual([base, 405, allow]);
      expect(await res.json()).toEqual({
        code: 405,
        message: `Method not allowed (${method} /__core${path}; use ${allow})`,
        data: null,
      });
    }
  });

  it("the proxy's: a path only the mock's control room has is a 404 saying so; another a 404 naming it", async () => {
    expect(await answer(`${proxy().url}/__core/scenario`, { method: 'PUT' })).toMatchObject({
      status: 404,
      body: { code: 404, message: "Route not found (PUT /__core/scenario (a proxy's control room has no scenario))" },
    });
    expect(await answer(`${proxy().url}/__core/nothing`)).toMatchObject({
      status: 404,
      body: { code: 404, message: 'Route not found (GET /__core/nothing)' },
    });
  });
});
