// Where the proxy sends a request, and for whom: only request targets in origin form, kept inside the target's path
// prefix once dot segments are resolved (`/../admin`, `/%2e%2e/…` left it; `munity://x` appended to a port-less target
// named another host, staging.example.community, with the client's tokens), and only for requests naming this machine
// in Host unless --allow-host names theirs (a page that rebinds its name to 127.0.0.1 read what the target serves).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed, parseAllowedHosts } from '../../src/proxy/allowed-hosts.js';
import { targetUrl } from '../../src/proxy/request-target.js';
import { rawRequest } from '../helpers/raw-http.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

describe('targetUrl', () => {
  const staging = new URL('https://staging.example.com/community');
  const portless = new URL('http://staging.example.com');
  it.each([
    [
      staging,
      '/api/core/v1/global/configs?keys=a',
      'https://staging.example.com/community/api/core/v1/global/configs?keys=a',
    ],
    [staging, '/api/../api/core/v1/global/configs', 'https://staging.example.com/community/api/core/v1/global/configs'],
    [staging, '/a/./b/.', 'https://staging.example.com/community/a/b/'],
    [staging, '/x?q=../../admin', 'https://staging.example.com/community/x?q=../../admin'],
    [staging, '//evil.example/x', 'https://staging.example.com/community//evil.example/x'],
    [portless, '//evil.example/x', 'http://staging.example.com//evil.example/x'],
    [portless, '/api/%E9/x', 'http://staging.example.com/api/%E9/x'],
  ])('%s + %s → %s', (target, requestTarget, expected) => {
    const url = targetUrl(target, requestTarget);
    expect(url.ok ? url.url.href : url.detail).toBe(expected);
  });

  it.each([
    [staging, '/../admin/secret', 'climbs above'],
    [staging, '/%2e%2e/admin', 'climbs above'],
    [staging, '/.%2E/%2E%2e/admin', 'climbs above'],
    [staging, '/api/../../admin', 'climbs above'],
    [portless, 'munity://x', 'origin form'],
    [portless, 'http://elsewhere.example/api', 'origin form'],
    [portless, '*', 'origin form'],
    [portless, 'staging.example.com:443', 'origin form'],
    [staging, '/a%2f..%2f..%2fadmin', 'encoded slash'],
    [staging, '/a%5C..%5Cadmin', 'encoded slash'],
    [staging, '/a\\..\\admin', 'backslash'],
    [staging, '/a#x', 'fragment'],
  ])('%s + %s: refused (%s)', (target, requestTarget, reason) => {
    const url = targetUrl(target, requestTarget);
    expect(url.ok ? url.url.href : url.detail).toContain(reason);
  });
});

describe('hostAllowed', () => {
  it.each([
    [undefined, [], true],
    ['localhost:4020', [], true],
    ['app.localhost', [], true],
    ['127.0.0.1:4020', [], true],
    ['[::1]:4020', [], true],
    ['192.168.1.5:4020', [], true],
    ['attacker.example', [], false],
    ['attacker.example:80', ['attacker.example'], true],
    ['dev.team.example', ['.team.example'], true],
    ['team.example', ['.team.example'], true],
    ['evilteam.example', ['.team.example'], false],
    ['anything.example', ['any'], true],
    ['localhost.attacker.example', [], false],
  ] as const)('%s with %j: %s', (host, allowed, expected) => {
    expect(hostAllowed(host, allowed)).toBe(expected);
  });

  it('reads --allow-host', () => {
    expect(parseAllowedHosts('a.example, .b.example,any')).toEqual({
      ok: true,
      hosts: ['a.example', '.b.example', 'any'],
    });
    expect(parseAllowedHosts('a.example,http://x')).toEqual({ ok: false, entry: 'http://x' });
  });
});

describe('the proxy in front of a target with a path prefix', () => {
  let target: Server;
  let proxy: TestProxy;
  let open: TestProxy;
  const received: { url: string; host: string; token: string }[] = [];
  beforeAll(async () => {
    target = createServer((req, res) => {
      received.push({ url: req.url!, host: req.headers.host!, token: String(req.headers['x-core-aid-token']) });
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`you asked ${req.url}`);
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/community`;
    proxy = await startTestProxy(url);
    open = await startTestProxy(url, { allowedHosts: ['app.example'] });
  });
  afterAll(async () => {
    await Promise.all([proxy.close(), open.close()]);
    await new Promise<void>((resolve) => target.close(() => resolve()));
  });

  const ask = (base: string, requestTarget: string, host = '127.0.0.1') =>
    rawRequest(
      base,
      `GET ${requestTarget} HTTP/1.1\r\nHost: ${host}\r\nX-Core-Aid-Token: tok-secret-1\r\nConnection: close\r\n\r\n`,
    );

  // An http(s) absolute-form target is read as its origin form first (test/proxy/proxy-absolute-form.test.ts).
  it.each(['/../admin/secret', '/%2e%2e/admin/secret', '/%2E./admin', 'munity://x', 'http://127.0.0.1:1/../admin'])(
    'refuses %s with 400 in the envelope, and the target sees nothing',
    async (requestTarget) => {
      received.length = 0;
      const answer = await ask(proxy.url, requestTarget);
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.text)).toMatchObject({ code: 10000, data: null });
      expect(received).toEqual([]);
    },
  );

  it('forwards a path that stays inside the prefix, resolved', async () => {
    received.length = 0;
    const answer = await ask(proxy.url, '/api/../status?x=1');
    expect([answer?.status, answer?.text]).toEqual([200, 'you asked /community/status?x=1']);
    expect(received).toMatchObject([{ url: '/community/status?x=1' }]);
  });

  it('refuses a request naming another host (DNS rebinding) with 403, unless --allow-host names it', async () => {
    received.length = 0;
    const rebound = await ask(proxy.url, '/status', 'attacker.example:4020');
    expect(rebound?.status).toBe(403);
    expect(JSON.parse(rebound!.text).message).toContain('--allow-host');
    expect(received).toEqual([]);
    expect((await ask(open.url, '/status', 'app.example:4020'))?.status).toBe(200);
    expect((await ask(open.url, '/status', 'attacker.example'))?.status).toBe(403);
    expect((await ask(proxy.url, '/status', 'localhost:4020'))?.status).toBe(200);
    expect(received.map((r) => r.url)).toEqual(['/community/status', '/community/status']);
  });
});
