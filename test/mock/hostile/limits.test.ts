// The mock's limits, each at its bound and one past it, over real HTTP: URL length, header size, query parameters,
// filter keys, `keys`, and the preferences that cost time or memory. Past a bound: a clear 10000 error in the envelope
// naming the limit, never a 500 or a hang; at the bound: answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_LIMITS } from '../../../src/mock/query/parse-notification-query.js';
import { QUERY_LIMITS } from '../../../src/mock/query/query-string.js';
import { KEYS_LIMIT } from '../../../src/mock/query/select-configs.js';
import { HTTP_LIMITS } from '../../../src/mock/http/http-limits.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { MAX_SEED, MAX_TOTAL } from '../../../src/schema/preferences.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';
import { expectEnvelope, successComponent } from './expect-answer.js';
import { DEMO_HEADERS } from './hostile-input.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

type Headers = readonly (readonly [string, string])[];
const get = (target: string, headers: Headers = DEMO_HEADERS, method = 'GET') =>
  rawRequest(mock.url, rawHead(method, target, headers));
const messageOf = (text: string) => (JSON.parse(text) as { message: string }).message;

/** `path?pad=aaa…` of exactly `length` characters. */
const targetOfLength = (path: string, length: number) => `${path}?pad=${'a'.repeat(length - path.length - 5)}`;

describe(`URL length (${HTTP_LIMITS.maxUrlLength} characters)`, () => {
  const paths = [NOTIFICATION_LIST_PATH, CONFIGS_PATH, `${CONFIGS_PATH}/`, '/docs/', '/openapi.json', '/', '/nothing'];

  it.each(paths)('answers a target of exactly the limit on %s as usual', async (path) => {
    const answer = await get(targetOfLength(path, HTTP_LIMITS.maxUrlLength));
    expect(answer!.status).not.toBe(414);
    expect(answer!.status).toBeLessThan(500);
  });

  it.each(paths)('answers one character more on %s with 414 and a 10000 envelope naming the limit', async (path) => {
    const answer = await get(targetOfLength(path, HTTP_LIMITS.maxUrlLength + 1));
    expect(expectEnvelope(answer, null)).toBe(10000);
    expect(answer!.status).toBe(414);
    expect(messageOf(answer!.text)).toBe('the request URL (path and query) is longer than 8192 characters');
    expect(answer!.headers['access-control-allow-origin']).toBe('*');
  });

  it('applies to every method, before the CORS preflight', async () => {
    const answer = await get(targetOfLength(NOTIFICATION_LIST_PATH, HTTP_LIMITS.maxUrlLength + 1), [], 'OPTIONS');
    expect(answer!.status).toBe(414);
  });
});

describe(`header size (${HTTP_LIMITS.maxHeaderBytes} bytes of request line and headers)`, () => {
  const paths = [NOTIFICATION_LIST_PATH, CONFIGS_PATH, `${NOTIFICATION_LIST_PATH}/`, '/docs/', '/nothing'];

  it.each(paths)('answers a 17 KB header on %s with 431 and a 10000 envelope naming the limit', async (path) => {
    const answer = await get(path, [...DEMO_HEADERS, ['X-Pad', 'a'.repeat(17 * 1024)]]);
    expect(expectEnvelope(answer, null)).toBe(10000);
    expect(answer!.status).toBe(431);
    expect(messageOf(answer!.text)).toBe('request line and headers are larger than 16384 bytes (16 KB)');
    expect(answer!.headers['access-control-allow-origin']).toBe('*');
  });

  it('counts many small headers and a long request line too', async () => {
    const many = Array.from({ length: 400 }, (_, i) => [`X-Pad-${i}`, 'a'.repeat(40)] as const);
    expect((await get(NOTIFICATION_LIST_PATH, [...DEMO_HEADERS, ...many]))!.status).toBe(431);
    expect((await get(targetOfLength(CONFIGS_PATH, 17 * 1024)))!.status).toBe(431);
  });

  it('answers 15 KB of headers as usual', async () => {
    const answer = await get(`${NOTIFICATION_LIST_PATH}?pageSize=1`, [
      ...DEMO_HEADERS,
      ['X-Pad', 'a'.repeat(15 * 1024)],
    ]);
    expect(expectEnvelope(answer, 'NotificationListResponse')).toBe(0);
  });
});

const keyList = (count: number, key = 'k') => Array.from({ length: count }, (_, i) => `${key}${i}`).join(',');

describe('query limits', () => {
  it.each([
    ['filterUserKeys', 'filterUserType=whitelist&filterUserKeys='],
    ['filterInfoKeys', 'filterInfoType=blacklist&filterInfoKeys='],
  ])(
    `takes ${FILTER_LIMITS.maxKeys} keys of ${FILTER_LIMITS.maxKeyLength} characters in %s, and rejects one more of either`,
    async (name, prefix) => {
      const list = (query: string) => get(`${NOTIFICATION_LIST_PATH}?pageSize=2&${prefix}${query}`);
      expect(expectEnvelope(await list(keyList(FILTER_LIMITS.maxKeys)), 'NotificationListResponse')).toBe(0);
      expect(
        expectEnvelope(await list(`fsid,${'x'.repeat(FILTER_LIMITS.maxKeyLength)}`), 'NotificationListResponse'),
      ).toBe(0);
      expect(messageOf((await list(keyList(FILTER_LIMITS.maxKeys + 1)))!.text)).toBe(`${name} names more than 50 keys`);
      expect(messageOf((await list(`fsid,${'x'.repeat(FILTER_LIMITS.maxKeyLength + 1)}`))!.text)).toBe(
        `${name} has a key longer than 200 characters`,
      );
    },
  );

  it(`takes ${KEYS_LIMIT} configuration keys, and rejects one more, or a keys value over ${QUERY_LIMITS.maxValueLength} characters`, async () => {
    const keys = (count: number) => Array.from({ length: count }, () => 'site_url').join(',');
    const at = `keys=${keys(KEYS_LIMIT)}`;
    expect(expectEnvelope(await get(`${CONFIGS_PATH}?${at}`), successComponent('configs', at))).toBe(0);
    expect(messageOf((await get(`${CONFIGS_PATH}?keys=${keys(KEYS_LIMIT + 1)}`))!.text)).toBe(
      'keys names more than 400 keys',
    );
    const long = `keys=site_name${','.repeat(QUERY_LIMITS.maxValueLength - 'site_name'.length + 1)}`;
    expect(messageOf((await get(`${CONFIGS_PATH}?${long}`))!.text)).toBe('keys is longer than 4096 characters');
  });

  it(`takes ${QUERY_LIMITS.maxParameters} query parameters, and rejects one more`, async () => {
    const parameters = (count: number) => Array.from({ length: count }, (_, i) => `p${i}=1`).join('&');
    expect(
      expectEnvelope(await get(`${CONFIGS_PATH}?${parameters(QUERY_LIMITS.maxParameters)}`), 'ConfigsResponse'),
    ).toBe(0);
    expect(messageOf((await get(`${CONFIGS_PATH}?${parameters(QUERY_LIMITS.maxParameters + 1)}`))!.text)).toBe(
      'too many query parameters (at most 100)',
    );
  });
});

describe('preferences that cost time or memory', () => {
  it.each([
    ['total', MAX_TOTAL],
    ['seed', MAX_SEED],
  ])('builds at most the %s bound (%d), in the envelope, and refuses one more', async (name, bound) => {
    const at = await get(`${NOTIFICATION_LIST_PATH}?pageSize=1&__${name}=${bound}`);
    expect(expectEnvelope(at, 'NotificationListResponse')).toBe(0);
    expect(at!.headers['preference-applied']).toBe(`${name}=${bound}`);
    const past = await get(NOTIFICATION_LIST_PATH, [...DEMO_HEADERS, ['Prefer', `${name}=${bound + 1}`]]);
    expect(messageOf(past!.text)).toBe(
      `Prefer ${name} must be an integer from 0 to ${bound} (received "${bound + 1}")`,
    );
  });

  it('refuses a delay over 30 s before waiting at all', async () => {
    const started = Date.now();
    const answer = await get(`${CONFIGS_PATH}?__delay=30001`);
    expect(messageOf(answer!.text)).toBe(
      '__delay must be an integer from 0 to 30000 (milliseconds) (received "30001")',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('requests Node would answer without the envelope', () => {
  it('answers an unsupported Expect with 417 in the envelope', async () => {
    const answer = await get(CONFIGS_PATH, [['Expect', 'teapot']]);
    expect(expectEnvelope(answer, null)).toBe(10000);
    expect(answer!.status).toBe(417);
    expect(messageOf(answer!.text)).toBe('Expect "teapot" is not supported (only 100-continue)');
  });

  it('answers CONNECT with 405 in the envelope instead of closing the connection', async () => {
    const answer = await rawRequest(mock.url, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(expectEnvelope(answer, null)).toBe(405);
    expect(answer!.status).toBe(405);
  });

  it('serves an HTTP/1.1 request without a Host header instead of a bare 400', async () => {
    const answer = await rawRequest(
      mock.url,
      `GET ${CONFIGS_PATH}?keys=site_name HTTP/1.1\r\nConnection: close\r\n\r\n`,
    );
    expect(expectEnvelope(answer, 'ConfigsSubsetResponse')).toBe(0);
  });
});
