// classify: what counts as a success, a rejection (any error shape the spec allows) or a broken answer.
import { describe, expect, it } from 'vitest';
import { carriesAList, classify } from '../../../src/contract/kit/answer.js';
import type { Exchange } from '../../../src/contract/kit/kit-http.js';

const exchange = (status: number | undefined, body: string, extra: Partial<Exchange> = {}): Exchange => {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return {
    id: 1,
    path: '/x',
    url: 'http://h/x',
    headers: {},
    durationMs: 1,
    body,
    json,
    ...(status === undefined ? {} : { status }),
    ...extra,
  };
};

describe('classify', () => {
  it.each([
    [exchange(200, '{"code":0,"message":"ok","data":{}}'), 'success'],
    [exchange(200, '{"site_name":"x"}'), 'success'],
    [exchange(200, '{"code":31501,"message":"no","data":null}'), 'rejection'],
    [exchange(401, '{"error":{"reason":"no"}}'), 'rejection'],
    [exchange(404, 'Not Found'), 'rejection'],
    [exchange(500, '{"code":500,"message":"boom","data":null}'), 'broken'],
    [exchange(302, '', { responseHeaders: { location: '/elsewhere' } }), 'broken'],
    [exchange(200, '<html>hello</html>'), 'broken'],
    [exchange(200, '{"code":0,"message":"ok","data":{"pagina'), 'broken'],
    [exchange(200, '[1,2]'), 'broken'],
    [exchange(undefined, '', { transportError: 'connection reset by the server (ECONNRESET)' }), 'broken'],
  ])('%# -> %s', (e, kind) => {
    expect(classify(e).kind).toBe(kind);
  });

  it('describes a redirect with its target', () => {
    expect(classify(exchange(302, '', { responseHeaders: { location: '/elsewhere' } }))).toEqual({
      kind: 'broken',
      summary: 'HTTP 302 redirect to /elsewhere',
    });
  });

  it.each([
    ['{"code":0,"data":{"list":[]}}', true],
    ['{"list":[]}', true],
    ['{"code":31501,"data":null}', false],
    ['nope', false],
  ])('carriesAList(%s) -> %s', (body, expected) => {
    expect(carriesAList(exchange(200, body))).toBe(expected);
  });
});
