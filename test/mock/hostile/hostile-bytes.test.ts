// Property tests below the query parser: raw bytes (control characters, CR and LF, NUL, bytes above 0x7f that are not
// UTF-8) in the request target and in header values, written byte for byte on a socket. Node's parser rejects some of
// them before the listener, the API reads the rest: either way the answer is the envelope below 500, never a reset.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { rawRequest } from '../../helpers/raw-http.js';
import { expectEnvelope, successComponent, type Operation } from './expect-answer.js';
import { DEMO_HEADERS } from './hostile-input.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

/** Single bytes that HTTP forbids or that are not UTF-8 on their own, beside harmless ones. */
const hostileByte = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }),
  fc.constantFrom(
    0x7f,
    0x80,
    0xa0,
    0xc0,
    0xc3,
    0xe2,
    0xed,
    0xf0,
    0xff,
    0x20,
    0x22,
    0x23,
    0x25,
    0x3c,
    0x3e,
    0x5c,
    0x60,
    0x7b,
    0x7c,
  ),
  fc.integer({ min: 0x21, max: 0x7e }),
);
const hostileBytes = fc.array(hostileByte, { minLength: 1, maxLength: 6 }).map((bytes) => Buffer.from(bytes));

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A GET with `bytes` spliced into the query, or into one header's value; everything else well-formed. */
function request(path: string, query: string, bytes: Buffer, where: 'query' | 'header', header: number): Buffer {
  const headers = DEMO_HEADERS.map(([name, value]) => latin1(`${name}: ${value}`));
  if (where === 'header') headers[header % headers.length] = Buffer.concat([headers[header % headers.length]!, bytes]);
  const target = where === 'query' ? Buffer.concat([latin1(`${path}?${query}`), bytes]) : latin1(`${path}?${query}`);
  const head = [
    Buffer.concat([latin1('GET '), target, latin1(' HTTP/1.1')]),
    latin1('Host: 127.0.0.1'),
    ...headers,
    latin1('Connection: close'),
  ];
  return Buffer.concat([...head.flatMap((line) => [line, latin1('\r\n')]), latin1('\r\n')]);
}

const operations: [string, Operation, string][] = [
  [NOTIFICATION_LIST_PATH, 'notificationList', 'pageSize=2&types='],
  [CONFIGS_PATH, 'configs', 'keys=site_name,'],
];

describe('raw bytes in the request target and the headers', () => {
  it.each(operations)(
    "%s answers every byte sequence with the envelope below 500 (or Node's 400 in the envelope)",
    async (path, operation, query) => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          hostileBytes,
          fc.constantFrom('query', 'header') as fc.Arbitrary<'query' | 'header'>,
          fc.nat(3),
          async (bytes, where, header) => {
            const answer = await rawRequest(mock.url, request(path, query, bytes, where, header));
            expectEnvelope(answer, successComponent(operation, query));
            statuses.add(answer!.status);
          },
        ),
        { numRuns: 200 },
      );
      // Both the parser's rejection and the API's own answers were reached.
      expect([...statuses].sort()).toEqual([200, 400]);
    },
  );

  it.each([
    ['a NUL in the path', 'GET /api/core/v1/global\0configs HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a bare LF line ending', 'GET /api/core/v1/global/configs HTTP/1.1\nHost: x\n\n'],
    ['bytes above 0x7f in the path', 'GET /api/core/v1/\xff\xfe<script> HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\nX-Core-Aid demo\r\n\r\n'],
    ['a space before the colon', 'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\nX-Core-Aid : demo\r\n\r\n'],
    [
      'an obsolete folded header',
      'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\nPrefer: code=10000,\r\n delay=1\r\n\r\n',
    ],
    [
      'Content-Length with Transfer-Encoding',
      'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n',
    ],
    ['a negative Content-Length', 'GET /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
    ['HTTP/2 prior knowledge', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/core/v1/global/configs HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a request line that is not one', 'GARBAGE\r\n\r\n'],
    ['an unknown method', 'BREW /api/core/v1/global/configs HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['TLS bytes on the plain port', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03'],
  ])('answers %s in the envelope (never a reset or a bare status)', async (_name, text) => {
    const answer = await rawRequest(mock.url, latin1(text));
    expectEnvelope(answer, null);
  });
});
