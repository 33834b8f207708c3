// The mock beside the real system on what surrounds the answers' bodies: the spellings of the paths its router takes,
// what it trims from a query value, the caching header, the CORS preflight and a plain OPTIONS (assumptions
// path-spelling, response-headers, empty-parameters). Each case is sent to both; what it compares must be equal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH as C, NOTIFICATION_LIST_PATH as N } from '../../src/schema/paths.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { realSystemSkipReason, startRealSystem, type RealSystem } from '../helpers/real-system.js';
import { signedIn, type Account } from './conformance-cases.js';

const skipReason = realSystemSkipReason();

interface Case {
  name: string;
  method?: string;
  path: string;
  signed?: boolean;
  headers?: Record<string, string>;
  /** What is compared: the status, these headers, and what `read` takes from the JSON body. */
  compare: readonly string[];
  read?: (body: { code?: number; data?: Record<string, unknown> }) => unknown;
}

const keysOf = (body: { data?: Record<string, unknown> }) => Object.keys(body.data ?? {});
const pageSizeOf = (body: { code?: number; data?: Record<string, unknown> }) => [
  body.code,
  (body.data?.pagination as { pageSize?: number } | undefined)?.pageSize,
];
const CACHING = ['cache-control', 'access-control-allow-origin'];
const PREFLIGHT = ['access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age'];
const ask = { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' };

const cases: Case[] = [
  { name: 'configs', path: `${C}?keys=site_name`, compare: CACHING, read: keysOf },
  { name: 'configs, a trailing slash', path: `${C}/?keys=site_name`, compare: CACHING, read: keysOf },
  { name: 'configs, two trailing slashes', path: `${C}//?keys=site_name`, compare: CACHING, read: keysOf },
  {
    name: 'configs, an escaped letter',
    path: `${C.replace('configs', '%63onfigs')}?keys=site_name`,
    compare: [],
    read: keysOf,
  },
  { name: 'configs, another case', path: C.toUpperCase().replace('/API/', '/api/'), compare: [] },
  { name: 'list, a trailing slash', path: `${N}/?pageSize=2`, signed: true, compare: CACHING, read: pageSizeOf },
  { name: 'list, no login', path: N, compare: CACHING, read: (b) => b.code },
  { name: 'no route', path: '/api/core/v1/nothing', compare: CACHING },
  { name: 'POST with a trailing slash', method: 'POST', path: `${C}/`, compare: ['allow'] },
  { name: 'pageSize ending in NUL', path: `${N}?pageSize=5%00`, signed: true, compare: [], read: pageSizeOf },
  {
    name: 'pageSize in zero-width space and NEL',
    path: `${N}?pageSize=%E2%80%8B5%C2%85`,
    signed: true,
    compare: [],
    read: pageSizeOf,
  },
  { name: 'keys ending in NUL', path: `${C}?keys=site_name%00`, compare: [], read: keysOf },
  {
    name: 'a preflight asking for headers',
    method: 'OPTIONS',
    path: N,
    headers: { ...ask, 'Access-Control-Request-Headers': 'x-core-aid,x-core-client-timezone,x-core-client-lang-tag' },
    compare: [...CACHING, ...PREFLIGHT],
  },
  { name: 'a preflight asking for none', method: 'OPTIONS', path: C, headers: ask, compare: PREFLIGHT },
  {
    name: 'a preflight on no route',
    method: 'OPTIONS',
    path: '/api/core/v1/nothing',
    headers: ask,
    compare: PREFLIGHT,
  },
  { name: 'a plain OPTIONS', method: 'OPTIONS', path: C, compare: ['access-control-allow-origin', 'allow'] },
  { name: 'a plain OPTIONS with a trailing slash', method: 'OPTIONS', path: `${N}/`, compare: ['allow'] },
  { name: 'a plain OPTIONS on no route', method: 'OPTIONS', path: '/api/core/v1/nothing', compare: [] },
];

describe.skipIf(skipReason !== undefined)(
  `the mock's transport beside the real system's${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    let real: RealSystem;
    let mock: RunningMock;
    beforeAll(async () => {
      [real, mock] = await Promise.all([
        startRealSystem(),
        launchMock({ port: 0, control: false, nowMs: FIXED_NOW, configs: 'fresh-install' }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([real?.stop(), mock?.close()]);
    }, 60_000);

    const seen = async (base: string, account: Account, c: Case) => {
      const headers = { ...(c.signed ? signedIn(account) : {}), ...c.headers };
      const res = await fetch(`${base}${c.path}`, { method: c.method ?? 'GET', headers, redirect: 'manual' });
      const text = await res.text();
      const body = text.startsWith('{') ? JSON.parse(text) : {};
      return {
        status: res.status,
        headers: Object.fromEntries(c.compare.map((name) => [name, res.headers.get(name)])),
        ...(c.read ? { read: c.read(body) } : {}),
      };
    };

    it.each(cases)('$name', async (c) => {
      const [onReal, onMock] = await Promise.all([seen(real.url, real.admin, c), seen(mock.url, mock.accounts[0]!, c)]);
      expect(onMock).toEqual(onReal);
    });
  },
);
