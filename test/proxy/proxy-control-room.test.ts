// The proxy's control room: every exchange in its journal with the violations its answer showed, its status, its page;
// this machine only; never forwarded to the target.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { startAlteringProxy } from '../contract-kit/mutants/altering-proxy.js';
import { headersOf } from '../helpers/mock-http.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

let mock: RunningMock;
let broken: { url: string; close: () => Promise<void> };
let proxy: TestProxy;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
  // Pages past the first hold one item too many: a violation that shows in a single answer.
  broken = await startAlteringProxy(mock.url, {
    answer: (a, r) => {
      const data = (a.body as { data?: { list?: unknown[] } }).data;
      if (r.query.get('page') === '2' && data?.list) data.list.push(data.list[0]);
      return a;
    },
  });
  proxy = await startTestProxy(broken.url);
});
afterAll(async () => {
  await proxy.close();
  await broken.close();
  await mock.close();
});

interface Entry {
  id: number;
  path: string;
  status: number;
  code: number | null;
  operation: string | null;
  valid: { answer: boolean | null };
  violations: { rule: string; basis: string }[] | null;
}
const control = async <T>(path: string, init: RequestInit = {}) => {
  const res = await fetch(`${proxy.url}/__core${path}`, init);
  return { status: res.status, body: (await res.json()) as { code: number; data: T; message: string } };
};

describe("core-kit proxy's control room", () => {
  it('journals every exchange, newest first, with the violations of each answer (e2e: what a test asserts)', async () => {
    const demo = headersOf(mock.accounts[0]!);
    await (await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}?page=1`, { headers: demo })).arrayBuffer();
    await (await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}?page=2`, { headers: demo })).arrayBuffer();
    await (await fetch(`${proxy.url}${CONFIGS_PATH}?keys=site_name`)).arrayBuffer();
    const { body } = await control<{ entries: Entry[] }>('/requests');
    const [configs, page2, page1] = body.data.entries;
    expect(configs).toMatchObject({
      operation: 'configs',
      status: 200,
      code: 0,
      valid: { answer: true },
      violations: [],
    });
    expect(page2).toMatchObject({ operation: 'notificationList', status: 200, valid: { answer: false } });
    expect(page2!.violations!.map((v) => v.rule)).toContain('everyPageHoldsAtMostPageSizeItems');
    expect(page1).toMatchObject({ valid: { answer: true }, violations: [] });
    const detail = await control<{ headers: Record<string, string>; answer: { text: string }; violations: unknown[] }>(
      `/requests/${page2!.id}`,
    );
    expect(detail.body.data.headers['x-core-aid-token']).toBe('[redacted]');
    expect(JSON.parse(detail.body.data.answer.text).data.list).toHaveLength(16);
    const filtered = await control<{ entries: Entry[] }>('/requests?query.page=2');
    expect(filtered.body.data.entries.map((e) => e.id)).toEqual([page2!.id]);
  });

  it('tells its status: target, counts by rule, journal', async () => {
    const { body } = await control<{
      kind: string;
      target: string;
      counts: { violations: number; byRule: Record<string, number> };
    }>('/status');
    expect(body.data).toMatchObject({
      kind: 'proxy',
      target: `${broken.url}/`,
      counts: { byRule: { everyPageHoldsAtMostPageSizeItems: 1 } },
    });
  });

  it('serves the control room page offline, and nothing of it is forwarded', async () => {
    const page = await fetch(`${proxy.url}/__core/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<script type="module" src="/__core/assets/control-room.js">');
    expect((await fetch(`${proxy.url}/__core/assets/control-room.js`)).status).toBe(200);
    expect((await control('/scenario')).status).toBe(404);
  });

  it('answers only this machine: a request naming another host is refused', async () => {
    // fetch does not let a page set Host (a browser never would either); a DNS-rebinding page's requests name its host.
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${proxy.url}/__core/requests`, { headers: { Host: 'attacker.example:80' } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
    expect((JSON.parse(text) as { message: string }).message).toContain('answers only on this machine');
  });
});
