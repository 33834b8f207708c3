// GET/PUT /__core/scenario over real HTTP: a scenario applies to the next API requests without a restart (a request's
// own preferences still win), `{}` resets to the start-up settings, and every bad body is a clear 4xx envelope.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { rawRequest } from '../../helpers/raw-http.js';

const DEMO = credentialHeaders(DEMO_CREDENTIALS);
let mock: RunningMock;
const notices: string[] = [];
const put = async (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => {
  const res = await fetch(`${mock.url}/__core/scenario`, { method: 'PUT', body, headers });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: unknown } };
};
const page = async (query = '', headers: Record<string, string> = DEMO) => {
  const res = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}${query}`, { headers });
  return {
    status: res.status,
    applied: res.headers.get('preference-applied'),
    body: (await res.json()) as { code: number; data: { pagination: { total: number } } | null },
  };
};

beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z'), notice: (line) => notices.push(line) });
});
afterAll(() => mock.close());
beforeEach(() => put('{}'));

describe('the run-time scenario', () => {
  it('starts empty and reads back what was put, in canonical order', async () => {
    await put('{}');
    expect((await (await fetch(`${mock.url}/__core/scenario`)).json()) as unknown).toEqual({
      code: 0,
      message: 'ok',
      data: {},
    });
    expect(await put('{"lang":"ar","total":0}')).toEqual({
      status: 200,
      body: { code: 0, message: 'ok', data: { total: 0, lang: 'ar' } },
    });
    expect((await (await fetch(`${mock.url}/__core/scenario`)).json()) as unknown).toMatchObject({
      data: { total: 0, lang: 'ar' },
    });
  });

  it('applies to the next request without a restart, echoed in Preference-Applied, and PUT {} restores the start-up world', async () => {
    expect((await page()).body.data!.pagination.total).toBe(120);
    await put('{"total":0}');
    expect(await page()).toMatchObject({ applied: 'total=0', body: { code: 0, data: { pagination: { total: 0 } } } });
    await put('{}');
    expect(await page()).toMatchObject({ applied: null, body: { data: { pagination: { total: 120 } } } });
  });

  it("serves the edge world to every request with data=edge (the control room's preset), until a request asks for the standard one", async () => {
    const standard = await (await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=30`, { headers: DEMO })).text();
    expect(await put('{"data":"edge"}')).toMatchObject({ status: 200, body: { data: { data: 'edge' } } });
    const edge = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=30`, { headers: DEMO });
    expect(edge.headers.get('preference-applied')).toBe('data=edge');
    expect(await edge.text()).not.toBe(standard);
    expect(
      await (await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=30&__data=standard`, { headers: DEMO })).text(),
    ).toBe(standard);
  });

  it("gives way to a request's own preference, name by name", async () => {
    await put('{"total":0,"lang":"es"}');
    const own = await page('', { ...DEMO, Prefer: 'total=3' });
    expect(own).toMatchObject({ applied: 'total=3, lang=es', body: { data: { pagination: { total: 3 } } } });
  });

  it('forces an error code on every API request, and HTTP error statuses when asked', async () => {
    await put('{"code":31504,"httpErrors":true}');
    expect(await page()).toMatchObject({ status: 401, body: { code: 31504 } });
    expect((await fetch(`${mock.url}${CONFIGS_PATH}`)).status).toBe(401);
  });

  it('turns HTTP error statuses on alone, for validation errors', async () => {
    await put('{"httpErrors":true}');
    expect((await page('?pageSize=99')).status).toBe(400);
    await put('{}');
    expect((await page('?pageSize=99')).status).toBe(200);
  });

  it('makes every API request fail with faultRate 1, and slow with a latency', async () => {
    await put('{"faultRate":1,"faults":["server-error"],"latency":{"min":150,"max":150}}');
    const started = performance.now();
    expect((await page()).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('shows each change in the serve log', async () => {
    notices.length = 0;
    await put('{"total":0,"latency":{"min":100,"max":800}}');
    await put('{}');
    expect(notices).toEqual(['scenario: total=0; latency 100-800 ms', 'scenario: none (the start-up settings)']);
  });

  it.each([
    ['not JSON', '{total:0}', 400, /^the body is not JSON \(/],
    ['empty', '', 400, /^the body is empty: send a JSON object, e\.g\. \{"total":0\}; \{\} resets$/],
    ['an array', '[]', 400, /^the scenario must be a JSON object/],
    ['an unknown field', '{"totl":0}', 400, /^scenario\.totl is not a scenario field/],
    ['an invalid value', '{"delay":-5}', 400, /^scenario\.delay must be an integer from 0 to 30000/],
    ['too large', JSON.stringify({ lang: 'x'.repeat(20_000) }), 413, /^the body is larger than 16384 bytes$/],
  ])('answers a body that is %s with a %i envelope and changes nothing', async (_what, body, status, message) => {
    await put('{"total":5}');
    const answer = await put(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code: 10000, data: null });
    expect(answer.body.message).toMatch(message);
    expect((await page()).body.data!.pagination.total).toBe(5);
  });

  it('answers a body that is not UTF-8 with a 400 envelope', async () => {
    const { port } = new URL(mock.url);
    const body = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    const head = `PUT /__core/scenario HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const answer = await rawRequest(mock.url, Buffer.concat([Buffer.from(head), body]));
    expect(answer).toMatchObject({ status: 400 });
    expect(JSON.parse(answer!.text)).toEqual({ code: 10000, message: 'the body is not UTF-8', data: null });
  });

  it.each([
    ['POST', '/scenario', 'GET, PUT'],
    ['PATCH', '/requests', 'GET, DELETE'],
    ['PUT', '/status', 'GET'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await fetch(`${mock.url}/__core${path}`, { method, body: '{}' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, allow]);
    expect(((await res.json()) as { code: number }).code).toBe(405);
  });
});
