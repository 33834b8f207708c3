// Absolute-form request targets (`GET http://host/path`, as clients speaking through a forward proxy send them) are
// served as the origin form they name (RFC 9112 §3.2.2). They were answered "405 … GET …; use GET", and a password in
// the target (`http://admin:hunter2@host/…`) was printed by the request log and kept by the journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';

const lines: string[] = [];
let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW, log: (line) => lines.push(line) });
});
afterAll(() => mock.close());

const send = async (target: string, headers: [string, string][] = []) =>
  (await rawRequest(mock.url, rawHead('GET', target, headers)))!;

describe('an absolute-form request target', () => {
  it.each([
    ['http://example.test/api/core/v1/global/configs?keys=site_name', 0],
    ['HTTP://EXAMPLE.TEST/api/core/v1/global/configs?keys=site_name', 0],
    ['https://admin:hunter2@example.test:8443/api/core/v1/global/configs?keys=site_name', 0],
    ['http://example.test/api/core/v1/notification/list?pageSize=1', 0],
  ])('%s is served as its origin form', async (target, code) => {
    const demo = Object.entries(headersOf(mock.accounts[0]!)) as [string, string][];
    const answer = await send(target, demo);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code });
  });

  it('routes its path as any other: an unknown one is a 404 naming the path alone', async () => {
    const answer = await send('http://u:hunter2@example.test/api/core/v1/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('(GET /api/core/v1/nothing/here)');
    const root = await send('http://example.test');
    expect(root.status).toBe(200);
    expect(JSON.parse(root.text)).toHaveProperty('operations');
  });

  it('never shows the user name or password it carries: not in the log, the journal or an answer', async () => {
    lines.length = 0;
    await send('http://admin:hunter2@example.test/api/core/v1/global/configs?keys=site_name');
    await send('http://admin:hunter2@example.test/no/such/path');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/core\/v1\/global\/configs\?keys=site_name → 200 code 0 /);
    const journal = await (await fetch(`${mock.url}/__core/requests?limit=500`)).text();
    for (const shown of [lines.join('\n'), journal]) {
      expect(shown).not.toContain('hunter2');
      expect(shown).not.toContain('admin');
    }
  });

  it('names its host for the control room, which still answers only loopback names', async () => {
    const reach = async (target: string, host: string) => {
      const head = `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
      return (await rawRequest(mock.url, head))!.status;
    };
    expect(await reach('http://127.0.0.1/__core/status', 'rebound.example')).toBe(200);
    expect(await reach('http://rebound.example/__core/status', '127.0.0.1')).toBe(404);
  });
});
