// Property tests over the whole query and header space: hostile query strings and headers, sent over a real socket to
// a running mock, on both operations (their exact paths, and the other spellings of them, which are no route) and on
// every other path.
// Every answer is an answer, below 500, with nosniff; API answers are the JSON envelope (a success that conforms to the
// committed document, or an error with a catalogue code); no HTML answer echoes markup it was sent.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { operationPath } from '../../../src/mock/request/operation-path.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';
import {
  expectEnvelope,
  expectNoMarkupEcho,
  expectSafeAnswer,
  successComponent,
  type Operation,
} from './expect-answer.js';
import {
  CONFIGS_PARAMETERS,
  hostileHeaders,
  hostileQuery,
  hostileValue,
  LIST_PARAMETERS,
  percentEncode,
  PROTOTYPE_KEYS,
} from './hostile-input.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

type Headers = readonly (readonly [string, string])[];
const send = (method: string, target: string, headers: Headers = []) =>
  rawRequest(mock.url, rawHead(method, target, headers), { head: method === 'HEAD' });

/** What a request sent, as the server may see it: the target, its decoded parameters, the header values. */
function sentValues(target: string, headers: Headers): string[] {
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
  return [target, ...[...new URLSearchParams(query)].flat(), ...headers.map(([, value]) => value)];
}

const operations: [string, string, Operation, string[]][] = [
  ['the notification list', NOTIFICATION_LIST_PATH, 'notificationList', LIST_PARAMETERS],
  ['the configs', CONFIGS_PATH, 'configs', CONFIGS_PARAMETERS],
];

describe.each(operations)('%s under hostile queries and headers', (_name, path, operation, known) => {
  it('answers every one on the lean path with the envelope below 500, successes conforming to the document', async () => {
    const codes = { success: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(hostileQuery(known), hostileHeaders, async (query, headers) => {
        const code = expectEnvelope(await send('GET', `${path}?${query}`, headers), successComponent(operation, query));
        codes[code === 0 ? 'success' : 'error']++;
      }),
      { numRuns: 300 },
    );
    // The generator reaches both outcomes: the property is not vacuously about errors only (or successes only).
    expect(codes.success).toBeGreaterThan(15);
    expect(codes.error).toBeGreaterThan(15);
  });

  // The path as the real system's router reads it (operation-path.ts): another case or an escaped slash reaches no route.
  it('answers other spellings of the path (upper case, escaped slash) as no route, whatever the query and headers', async () => {
    const spellings = [`${path}%2F`, path.toUpperCase(), path.replace('/v1/', '/V1/')];
    const codes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...spellings),
        hostileQuery(known),
        hostileHeaders,
        async (spelling, query, headers) => {
          const answer = await send('GET', `${spelling}?${query}`, headers);
          const code = expectEnvelope(answer, null);
          codes.set(code, (codes.get(code) ?? 0) + 1);
          // A request the mock cannot read (a target or headers past its limits) is refused before any routing.
          if (code === 10000) expect([400, 408, 414, 417, 431]).toContain(answer!.status);
          else expect([code, answer!.status]).toEqual([404, 404]);
        },
      ),
      { numRuns: 150 },
    );
    // Most of them reach the router: the property is not vacuously about unreadable requests.
    expect(codes.get(404) ?? 0).toBeGreaterThan(100);
  });
});

const DOCS = /^\/(docs(\/|$|\?)|openapi\.(json|yaml)($|\?)|($|\?))/;

/** Paths of every kind: the operations, the docs, near misses, traversal, prototype names, random segments. */
const anyPath = fc.oneof(
  fc.constantFrom(NOTIFICATION_LIST_PATH, CONFIGS_PATH, `${CONFIGS_PATH}/`, NOTIFICATION_LIST_PATH.toUpperCase()),
  fc.constantFrom(
    '/',
    '/docs',
    '/docs/',
    '/docs/index.html',
    '/docs/swagger-ui-init.js',
    '/docs/swagger-ui.css',
    '/docs/package.json',
    '/openapi.json',
    '/openapi.yaml',
  ),
  fc.constantFrom(
    '/nothing',
    '/api/core/v1/',
    '/api/core/v1/notification',
    '/api/core/v2/global/configs',
    '//api/core/v1/global/configs',
    '/api/core/v1/%E0%A4%A',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/docs/../openapi.json',
    '/docs/%2e%2e/package.json',
    '/__proto__',
    '/constructor/prototype',
    '*',
  ),
  fc
    .array(
      fc.oneof(
        hostileValue.map((v) => percentEncode(v.slice(0, 200))),
        fc.constantFrom(...PROTOTYPE_KEYS),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((segments) => `/${segments.join('/')}`),
);

/** The operation at a path, read as the router reads it (trailing slashes dropped; any other spelling can only fail). */
const operationOf = (path: string): Operation | null => {
  const read = operationPath(path);
  return read === NOTIFICATION_LIST_PATH ? 'notificationList' : read === CONFIGS_PATH ? 'configs' : null;
};

describe('every path and method under hostile queries and headers', () => {
  it('answers in the envelope below 500 (the docs with their own types), with nosniff, never echoing markup into HTML', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyPath,
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        hostileQuery([...LIST_PARAMETERS, ...CONFIGS_PARAMETERS, 'url', 'configUrl']),
        hostileHeaders,
        fc.constantFrom('text/html', 'application/json', '*/*'),
        async (path, method, query, headers, accept) => {
          const target = `${path}?${query}`;
          const all = [...headers, ['Accept', accept] as const];
          const answer = await send(method, target, all);
          expectSafeAnswer(answer);
          expectNoMarkupEcho(answer, sentValues(target, all));
          // A preflight (204) or a plain OPTIONS on an operation (200): CORS, and no body.
          if (method === 'OPTIONS' && (answer.status === 204 || (answer.status === 200 && operationOf(path)))) {
            expect(answer.headers['access-control-allow-origin']).toBe('*');
            expect(answer.text).toBe('');
          } else if (DOCS.test(path) && answer.status < 400)
            return; // Swagger UI, its assets, the document, the index: not the envelope
          else if (method === 'HEAD') expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
          else {
            const operation = method === 'GET' ? operationOf(path) : null;
            expectEnvelope(answer, operation && successComponent(operation, query));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
