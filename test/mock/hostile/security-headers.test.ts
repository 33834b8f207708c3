// `X-Content-Type-Options: nosniff` on every answer the mock can give, whoever writes it: the lean API path, Express,
// route errors, simulated faults, the limits, Node's own rejections, the docs and their assets, and the CORS preflight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';
import { DEMO_HEADERS } from './hostile-input.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

type Headers = readonly (readonly [string, string])[];
const long = 'a'.repeat(9000);

/** [what, request text, expected status]: every kind of answer, each written by a different part of the server. */
const answers: [string, string, number][] = [
  ['list success (lean path)', rawHead('GET', `${NOTIFICATION_LIST_PATH}?pageSize=1`, DEMO_HEADERS), 200],
  ['list auth error (lean path)', rawHead('GET', NOTIFICATION_LIST_PATH), 200],
  ['list validation error (lean path)', rawHead('GET', `${NOTIFICATION_LIST_PATH}?pageSize=99`, DEMO_HEADERS), 200],
  ['configs success (lean path)', rawHead('GET', CONFIGS_PATH), 200],
  ['the configs path with a trailing slash (the operation)', rawHead('GET', `${CONFIGS_PATH}/?keys=site_name`), 200],
  ['another spelling of the configs path (an escaped slash)', rawHead('GET', `${CONFIGS_PATH}%2F?keys=site_name`), 404],
  [
    'another spelling of the list path (upper case)',
    rawHead('GET', NOTIFICATION_LIST_PATH.toUpperCase(), DEMO_HEADERS),
    404,
  ],
  ['HEAD on an operation', rawHead('HEAD', CONFIGS_PATH), 200],
  ['simulated server error', rawHead('GET', CONFIGS_PATH, [['Prefer', 'fault=server-error']]), 500],
  ['requested catalogue code 500', rawHead('GET', CONFIGS_PATH, [['Prefer', 'code=500']]), 500],
  ['truncated JSON (fault=malformed)', rawHead('GET', CONFIGS_PATH, [['Prefer', 'fault=malformed']]), 200],
  ['a delayed answer', rawHead('GET', CONFIGS_PATH, [['Prefer', 'delay=5']]), 200],
  ['unknown path (404)', rawHead('GET', '/nothing'), 404],
  ['other method (405)', rawHead('DELETE', NOTIFICATION_LIST_PATH), 405],
  ['malformed path escape', rawHead('GET', '/api/core/v1/%E0%A4%A'), 404],
  ['URL over the limit (414)', rawHead('GET', `${CONFIGS_PATH}?x=${long}`), 414],
  ['headers over the limit (431)', rawHead('GET', CONFIGS_PATH, [['X-Pad', 'a'.repeat(17_000)]]), 431],
  ['malformed request (400)', 'GARBAGE\r\n\r\n', 400],
  ['unsupported Expect (417)', rawHead('GET', CONFIGS_PATH, [['Expect', 'teapot']]), 417],
  ['CONNECT (405)', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  [
    'CORS preflight',
    rawHead('OPTIONS', NOTIFICATION_LIST_PATH, [
      ['Origin', 'http://localhost:5173'],
      ['Access-Control-Request-Method', 'GET'],
    ]),
    204,
  ],
  ['index as JSON', rawHead('GET', '/', [['Accept', 'application/json']]), 200],
  ['index as HTML', rawHead('GET', '/', [['Accept', 'text/html']]), 200],
  ['openapi.json', rawHead('GET', '/openapi.json'), 200],
  ['openapi.yaml', rawHead('GET', '/openapi.yaml'), 200],
  ['/docs redirect', rawHead('GET', '/docs'), 301],
  ['Swagger UI page', rawHead('GET', '/docs/'), 200],
  ['Swagger UI init script', rawHead('GET', '/docs/swagger-ui-init.js'), 200],
  ['Swagger UI bundle', rawHead('GET', '/docs/swagger-ui-bundle.js'), 200],
  ['Swagger UI stylesheet', rawHead('GET', '/docs/swagger-ui.css'), 200],
  ['Swagger UI icon', rawHead('GET', '/docs/favicon-32x32.png'), 200],
  ["Swagger UI package.json (the envelope's 404)", rawHead('GET', '/docs/package.json'), 404],
];

describe('nosniff on every answer', () => {
  it.each(answers)('%s', async (_what, request, status) => {
    const answer = await rawRequest(mock.url, request, { head: request.startsWith('HEAD') });
    expect(answer!.status).toBe(status);
    expect(answer!.headers['x-content-type-options']).toBe('nosniff');
    expect(answer!.headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves no answer without it: fault=reset sends no answer at all', async () => {
    const headers: Headers = [['Prefer', 'fault=reset']];
    expect(await rawRequest(mock.url, rawHead('GET', CONFIGS_PATH, headers))).toBeNull();
  });
});
