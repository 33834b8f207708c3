// The HTTP and JSON rules every answer meets (issue 22, item 2): pure judgements of one answer and the UTF-8 and
// duplicate-name readers behind them (the fetch transport reporting what the bytes showed: kit/transport.test.ts).
import { describe, expect, it } from 'vitest';
import { duplicateJsonKey } from '../../../src/contract/invariants/duplicate-json-key.js';
import { judgeEveryAnswer, type WireAnswer } from '../../../src/contract/invariants/judge-every-answer.js';
import { readJsonText } from '../../../src/contract/invariants/read-json-text.js';
import { decodeBody, firstInvalidUtf8 } from '../../../src/contract/invariants/wire-facts.js';

describe('firstInvalidUtf8', () => {
  it.each([
    ['ASCII', Buffer.from('{"a":"b"}'), -1],
    ['accents, CJK and an emoji', Buffer.from('Zoë 李 😀'), -1],
    ['a Latin-1 é', Buffer.from('caf\xe9"', 'latin1'), 3],
    ['an emoji cut in half at the end', Buffer.from('ok 😀').subarray(0, 5), 3],
    ['an overlong slash', Buffer.from([0x22, 0xc0, 0xaf]), 1],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80]), 0],
    ['a stray continuation byte', Buffer.from([0x41, 0x80]), 1],
  ])('%s', (_what, bytes, at) => {
    expect(firstInvalidUtf8(bytes)).toBe(at);
  });

  it('describes the problem and a Content-Length the bytes did not reach', () => {
    expect(decodeBody(Buffer.from('caf\xe9"', 'latin1'), 9).wire).toEqual({
      bytes: 5,
      utf8Problem: 'byte 0xE9 at offset 3',
      declaredLength: 9,
    });
    expect(decodeBody(Buffer.from('ok 😀').subarray(0, 5)).wire.utf8Problem).toBe(
      'byte 0xF0 at offset 3 (the body ends inside a character)',
    );
    expect(decodeBody(Buffer.from('{}'), 2).wire).toEqual({ bytes: 2 });
  });
});

describe('duplicateJsonKey', () => {
  it.each([
    ['{"a":1,"b":{"a":2}}', undefined],
    ['{"a":1,"b":2,"a":3}', 'a'],
    ['[{"x":1},{"x":2}]', undefined],
    ['{"list":[{"k":1,"k":1}]}', 'k'],
    ['{"a\\u0062":1,"ab":2}', 'ab'],
    ['{"s":"a,\\"b\\":{","b":1}', undefined],
  ])('%s -> %j', (text, key) => {
    expect(duplicateJsonKey(text)).toBe(key);
    expect(readJsonText(text).duplicateKey).toBe(key);
  });
});

const answer = (over: Partial<WireAnswer>): WireAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  json: { code: 0, message: 'ok', data: {} },
  bom: false,
  wire: { bytes: 40 },
  ...over,
});
const broken = (over: Partial<WireAnswer>) => judgeEveryAnswer(answer(over)).violations.map((v) => v.rule);

describe('judgeEveryAnswer', () => {
  it.each([
    ['a JSON success', {}, []],
    [
      'a JSON refusal as HTTP 400 with problem+json',
      { status: 400, headers: { 'content-type': 'application/problem+json' }, json: { title: 'bad' } },
      [],
    ],
    [
      'a 500 page',
      {
        status: 500,
        headers: { 'content-type': 'text/html' },
        json: undefined,
        jsonProblem: 'not JSON',
        excerpt: '<h1>Whoops</h1>',
      },
      ['noAnswerIsAServerError'],
    ],
    [
      'a refusal in plain text (the spec leaves the shape of errors to the server)',
      {
        status: 401,
        headers: { 'content-type': 'text/plain' },
        json: undefined,
        jsonProblem: 'not JSON',
        excerpt: 'Unauthorized',
        wire: { bytes: 12, utf8Problem: 'byte 0xE9 at offset 3' },
      },
      [],
    ],
    [
      'a refusal with no body at all',
      { status: 404, headers: {}, json: undefined, jsonProblem: 'not JSON', excerpt: '' },
      [],
    ],
    [
      'a refusal that says it is JSON and is not',
      { status: 400, json: undefined, jsonProblem: 'not JSON', excerpt: '{"message": NaN}' },
      ['everyAnswerIsStrictJson'],
    ],
    [
      'an envelope refusal with no Content-Type',
      { json: { code: 10000, message: 'bad', data: null }, headers: {} },
      ['everyAnswerIsDeclaredJson'],
    ],
    ['a 502 with a JSON body', { status: 502 }, ['noAnswerIsAServerError']],
    [
      'HTTP 200 with an HTML page',
      {
        headers: { 'content-type': 'text/html' },
        json: undefined,
        jsonProblem: 'not JSON',
        excerpt: '<!doctype html>',
      },
      ['everyHttp200IsAJsonEnvelope', 'everyAnswerIsDeclaredJson', 'everyAnswerIsStrictJson'],
    ],
    ['HTTP 200 with a bare array', { json: [] }, ['everyHttp200IsAJsonEnvelope']],
    ['no Content-Type', { headers: {} }, ['everyAnswerIsDeclaredJson']],
    ['text/plain', { headers: { 'content-type': 'text/plain; charset=utf-8' } }, ['everyAnswerIsDeclaredJson']],
    ['Latin-1 bytes', { wire: { bytes: 40, utf8Problem: 'byte 0xE9 at offset 3' } }, ['everyAnswerIsValidUtf8']],
    [
      'NaN or text after the value',
      { json: undefined, jsonProblem: 'not JSON', excerpt: '{"lastPage":NaN}' },
      ['everyHttp200IsAJsonEnvelope', 'everyAnswerIsStrictJson'],
    ],
    ['a repeated name', { duplicateKey: 'total' }, ['everyAnswerIsStrictJson']],
    ['a byte-order mark', { bom: true }, ['everyAnswerIsStrictJson']],
    [
      'a Content-Length the bytes never reached',
      { wire: { bytes: 40, declaredLength: 41 } },
      ['contentLengthMatchesTheBody'],
    ],
    [
      'JSON too deep to read (bounded, not judged as JSON)',
      { json: undefined, jsonProblem: 'JSON nested deeper than 64 levels (not read)' },
      ['everyHttp200IsAJsonEnvelope'],
    ],
  ] as const)('%s', (_what, over, rules) => {
    expect(broken(over as Partial<WireAnswer>)).toEqual(rules);
  });

  it('leaves throttle answers to the client that retries them (429, 503 with Retry-After)', () => {
    expect(judgeEveryAnswer(answer({ status: 429, headers: { 'content-type': 'text/html' } })).judged).toEqual([]);
    expect(judgeEveryAnswer(answer({ status: 503, headers: { 'retry-after': '2' } })).judged).toEqual([]);
    expect(broken({ status: 503, headers: {} })).toContain('noAnswerIsAServerError');
  });
});
