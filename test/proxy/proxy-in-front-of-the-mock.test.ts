// The proxy in front of the mock: a varied request mix passes through byte for byte, with no violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { headersOf } from '../helpers/mock-http.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

let mock: RunningMock;
let proxy: TestProxy;
beforeAll(async () => {
  mock = await launchMock({ port: 0, seed: 3, nowMs: Date.parse('2026-11-22T12:00:00Z'), extraAccounts: 1 });
  proxy = await startTestProxy(mock.url);
});
afterAll(async () => {
  await proxy.close();
  await mock.close();
});

const list = (query: string) => `${NOTIFICATION_LIST_PATH}?${query}`;
type Who = 'demo' | 'other' | 'nobody';
const credentials = (who: Who): Record<string, string> =>
  who === 'nobody' ? {} : headersOf(mock.accounts[who === 'demo' ? 0 : 1]!);

/** [path, whose credentials, more headers, method]: successes, filters, projections, errors, preferences, other routes. */
const MIX: [string, Who, Record<string, string>?, string?][] = [
  [CONFIGS_PATH, 'nobody'],
  [`${CONFIGS_PATH}?keys=site_name,site_mode,language_menus`, 'nobody'],
  [`${CONFIGS_PATH}?keys=nope`, 'nobody'],
  [list(''), 'demo'],
  [list('page=2&pageSize=30'), 'demo'],
  [list('types=3,8&status=0'), 'demo'],
  [list('types=&status='), 'demo'],
  [list('filterUserType=whitelist&filterUserKeys=fsid,nickname,roles.0.name'), 'demo'],
  [list('filterInfoType=blacklist&filterInfoKeys=author'), 'demo'],
  [list('page=999'), 'demo'],
  [list('pageSize=99'), 'demo'],
  [list(''), 'nobody'],
  [list(''), 'demo', { 'X-Core-Uid-Token': 'wrong' }],
  [list('types=9'), 'other'],
  [list(''), 'demo', { Prefer: 'total=0' }],
  [list('__code=31505'), 'demo'],
  [list(''), 'demo', { 'X-Core-Client-Lang-Tag': 'ar' }],
  ['/openapi.json', 'nobody'],
  ['/nothing/here', 'nobody'],
  [NOTIFICATION_LIST_PATH, 'demo', {}, 'POST'],
  [NOTIFICATION_LIST_PATH, 'demo', {}, 'HEAD'],
];

const SAME = ['content-type', 'x-content-type-options', 'access-control-allow-origin', 'preference-applied', 'allow'];

describe('core-kit proxy in front of the mock', () => {
  it.each(
    MIX.map(
      ([path, who, more, method]) =>
        [`${method ?? 'GET'} ${path} (${who})`, path, who, more ?? {}, method ?? 'GET'] as const,
    ),
  )('%s: the same status, headers and bytes as the mock', async (_name, path, who, more, method) => {
    const headers = { ...credentials(who), ...more };
    const [direct, proxied] = await Promise.all([
      fetch(`${mock.url}${path}`, { method, headers }),
      fetch(`${proxy.url}${path}`, { method, headers }),
    ]);
    expect(proxied.status).toBe(direct.status);
    for (const h of SAME) expect(proxied.headers.get(h), h).toBe(direct.headers.get(h));
    expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
  });

  it('reports no violation over the whole mix, strict or not, in the usual world and the edge world', async () => {
    const strict = await startTestProxy(mock.url, { strict: true });
    try {
      // The edge world (nulls, widest text, a member called "null", template-like text) is data the rules must pass.
      for (const world of [{}, { Prefer: 'data=edge' }] as Record<string, string>[]) {
        for (const [path, who, more, method] of MIX)
          await (
            await fetch(`${strict.url}${path}`, {
              method: method ?? 'GET',
              headers: { ...credentials(who), ...world, ...more },
            })
          ).arrayBuffer();
      }
      expect(strict.lines).toEqual([]);
      expect(strict.counts).toMatchObject({ violations: 0, failures: 0 });
      expect(strict.counts.judged).toBeGreaterThanOrEqual(34);
    } finally {
      await strict.close();
    }
    expect(proxy.lines).toEqual([]);
  });

  it('keeps the path prefix of its target', async () => {
    const prefixed = await startTestProxy(`${mock.url}/api/core`);
    try {
      const res = await fetch(`${prefixed.url}/v1/global/configs?keys=site_mode`);
      expect(await res.json()).toEqual({ code: 0, message: 'Success', data: { site_mode: 'public' } });
    } finally {
      await prefixed.close();
    }
  });
});
