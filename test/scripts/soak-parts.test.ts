// The soak's pure parts: the answer classifier holds every kind of broken answer to account, and the request mix is
// seeded, covers every kind, and gets the envelope from a real mock (no load, no timing: `npm run soak` does that).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAnswer } from '../../scripts/soak/classify-answer.js';
import { requestMix, seededRandom } from '../../scripts/soak/request-mix.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { rawRequest } from '../helpers/raw-http.js';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };

describe('classifyAnswer', () => {
  it.each([
    [200, JSON_HEADERS, '{"code":0,"message":"ok","data":{"list":[]}}', { envelope: true, success: true }],
    [200, JSON_HEADERS, '{"code":10000,"message":"pageSize must be…","data":null}', { envelope: true, success: false }],
    [404, JSON_HEADERS, '{"code":404,"message":"Route not found","data":null}', { envelope: true, success: false }],
    [
      414,
      { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' },
      '{"code":10000,"message":"too long","data":null}',
      { envelope: true, success: false },
    ],
    [
      500,
      JSON_HEADERS,
      '{"code":500,"message":"Internal server error","data":null}',
      { envelope: false, reason: 'HTTP 500' },
    ],
    [
      200,
      { ...JSON_HEADERS, 'X-Content-Type-Options': undefined },
      '{"code":0,"message":"ok","data":{}}',
      { envelope: false, reason: 'no X-Content-Type-Options: nosniff' },
    ],
    [
      200,
      { ...JSON_HEADERS, 'Content-Type': 'text/html' },
      '<h1>ok</h1>',
      { envelope: false, reason: 'Content-Type "text/html"' },
    ],
    [200, JSON_HEADERS, '{"code":0,"message":"ok","da', { envelope: false, reason: 'body is not JSON' }],
    [200, JSON_HEADERS, '[1,2]', { envelope: false, reason: 'body is not an object' }],
    [
      200,
      JSON_HEADERS,
      '{"code":"0","message":"ok","data":{}}',
      { envelope: false, reason: 'not {code, message, data}' },
    ],
    [200, JSON_HEADERS, '{"code":0,"message":"ok"}', { envelope: false, reason: 'not {code, message, data}' }],
    [
      200,
      JSON_HEADERS,
      '{"code":0,"message":"ok","data":null}',
      { envelope: false, reason: 'code 0 with HTTP 200 and data null' },
    ],
    [
      400,
      JSON_HEADERS,
      '{"code":0,"message":"ok","data":{}}',
      { envelope: false, reason: 'code 0 with HTTP 400 and data object' },
    ],
    [
      200,
      JSON_HEADERS,
      '{"code":12345,"message":"?","data":null}',
      { envelope: false, reason: 'code 12345 is not in the catalogue' },
    ],
    [200, JSON_HEADERS, '{"code":10000,"message":"x","data":{}}', { envelope: false, reason: 'error 10000 with data' }],
    [
      200,
      JSON_HEADERS,
      '{"code":10000,"message":"","data":null}',
      { envelope: false, reason: 'error 10000 without a message' },
    ],
  ])('HTTP %d %j %s -> %j', (status, headers, body, verdict) => {
    expect(classifyAnswer(status, headers, body)).toEqual(verdict);
  });
});

describe('requestMix', () => {
  const draw = (seed: number, count: number) => {
    const next = requestMix(seededRandom(seed));
    return Array.from({ length: count }, next);
  };

  it('is the same sequence for the same seed, and another for another seed', () => {
    expect(draw(7, 50)).toEqual(draw(7, 50));
    expect(draw(8, 50)).not.toEqual(draw(7, 50));
  });

  it('draws every kind of request, each a request autocannon can send and the server reads whole', () => {
    const requests = draw(1, 3000);
    expect(new Set(requests.map((r) => r.kind))).toEqual(
      new Set([
        'list: valid',
        'configs: valid',
        'list: invalid parameter',
        'configs: invalid parameter',
        'list: missing or wrong credentials',
        'route: other method',
        'route: unknown path',
        'hostile query',
        'preferences',
        'URL over the limit',
      ]),
    );
    for (const r of requests) {
      expect(r.path).toMatch(/^\/[\x21-\x7e]*$/); // printable ASCII: hostile values travel percent-encoded
      expect(r.path.length).toBeLessThan(13_000); // under the 16 KB head, so the connection stays open
    }
  });

  describe('against a real mock', () => {
    let mock: RunningMock;
    beforeAll(async () => {
      mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
    });
    afterAll(() => mock.close());

    it('gets the envelope below 500 for every request of the mix, and successes for the valid kinds', async () => {
      for (const r of draw(3, 400)) {
        const head = [
          `${r.method} ${r.path} HTTP/1.1`,
          'Host: 127.0.0.1',
          ...Object.entries(r.headers).map(([n, v]) => `${n}: ${v}`),
          'Connection: close',
        ].join('\r\n');
        const answer = await rawRequest(mock.url, `${head}\r\n\r\n`);
        const verdict = classifyAnswer(answer!.status, answer!.headers, answer!.text);
        expect(verdict, `${r.kind}: ${r.method} ${r.path.slice(0, 100)}`).toEqual({
          envelope: true,
          success: r.kind.endsWith(': valid') ? true : expect.any(Boolean),
        });
      }
    });
  });
});
