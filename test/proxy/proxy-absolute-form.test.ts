// Absolute-form request targets (`GET http://host/api/core/v1/global/configs`, as clients behind a forward proxy send
// them) through `core-kit proxy`: refused with 400 while the mock serves them (RFC 9112 §3.2.2). Now read as the mock
// reads them (origin-form.ts): the path and query they name go to the proxy's target (never to the host they name),
// their host stands for Host (a rebound name is still refused), and a user name or password in them is dropped before
// the proxy's lines, its journal or the target can see it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { headersOf } from '../helpers/mock-http.js';
import { rawHead, rawRequest } from '../helpers/raw-http.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

let mock: RunningMock;
let proxy: TestProxy;
let echo: Server;
let prefixed: TestProxy;
const received: { url: string; host: string }[] = [];
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
  proxy = await startTestProxy(mock.url);
  echo = createServer((req, res) => {
    received.push({ url: req.url!, host: req.headers.host! });
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`you asked ${req.url}`);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  prefixed = await startTestProxy(`http://127.0.0.1:${(echo.address() as AddressInfo).port}/community`);
});
afterAll(async () => {
  await Promise.all([proxy.close(), prefixed.close()]);
  await mock.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

const send = async (base: string, target: string, headers: [string, string][] = []) =>
  (await rawRequest(base, rawHead('GET', target, headers)))!;

describe('an absolute-form request target through the proxy', () => {
  it.each([
    'http://127.0.0.1/api/core/v1/global/configs?keys=site_name',
    'HTTP://LOCALHOST:4020/api/core/v1/global/configs?keys=site_name',
    'https://admin:hunter2@127.0.0.1:8443/api/core/v1/global/configs?keys=site_name',
    'http://localhost/api/core/v1/notification/list?pageSize=1',
    'http://localhost/api/core/v1/nothing/here',
    'http://localhost',
  ])('%s: answered as the mock answers it', async (target) => {
    const demo = Object.entries(headersOf(mock.accounts[0]!)) as [string, string][];
    const [direct, proxied] = await Promise.all([send(mock.url, target, demo), send(proxy.url, target, demo)]);
    expect(direct.status).not.toBe(400);
    expect([proxied.status, proxied.text]).toEqual([direct.status, direct.text]);
  });

  it('forwards the origin form it names to the target, under its prefix, never to the host it names', async () => {
    received.length = 0;
    const answer = await send(prefixed.url, 'http://127.0.0.1:1/admin?x=1');
    expect([answer.status, answer.text]).toEqual([200, 'you asked /community/admin?x=1']);
    expect(received).toEqual([
      { url: '/community/admin?x=1', host: `127.0.0.1:${(echo.address() as AddressInfo).port}` },
    ]);
    const climbing = await send(prefixed.url, 'http://127.0.0.1/../admin');
    expect(climbing.status).toBe(400);
  });

  it('never shows or forwards the user name and password it carries', async () => {
    received.length = 0;
    prefixed.lines.length = 0;
    await send(prefixed.url, 'http://admin:hunter2@127.0.0.1/api/core/v1/global/configs?keys=site_name');
    const journal = await (await fetch(`${prefixed.url}/__core/requests?limit=100`)).text();
    expect(received).toHaveLength(1);
    for (const shown of [JSON.stringify(received), prefixed.lines.join('\n'), journal]) {
      expect(shown).not.toContain('hunter2');
      expect(shown).not.toContain('admin:');
    }
  });

  it('names its host for the Host check and the control room: a rebound name is refused, this machine answered', async () => {
    // RFC 9112 §3.2.2: the target's authority, not the Host header, names the host; the proxy forwards for this
    // machine's names only (unless --allow-host), as it does for `Host: attacker.example`.
    const rebound = await send(proxy.url, 'http://attacker.example/api/core/v1/global/configs');
    const sameByHost = await rawRequest(
      proxy.url,
      'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n',
    );
    expect([rebound.status, rebound.text]).toEqual([403, sameByHost!.text]);
    const status = await send(proxy.url, 'http://127.0.0.1/__core/status');
    expect([status.status, JSON.parse(status.text).data.kind]).toEqual([200, 'proxy']);
    expect((await send(proxy.url, 'http://attacker.example/__core/status')).status).toBe(404);
  });

  it('still refuses a target that is no http(s) URL (munity://x, *) with 400', async () => {
    received.length = 0;
    for (const target of ['munity://x', '*']) expect((await send(prefixed.url, target)).status).toBe(400);
    expect(received).toEqual([]);
  });
});
