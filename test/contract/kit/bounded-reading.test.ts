// Reading what a server sends within bounds, and printing it safely: JSON depth and size, kept answers, base URLs,
// survey pages and terminal escapes, each a table.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_CONTAINERS, measureJson, readJsonText } from '../../../src/contract/invariants/read-json-text.js';
import { apiUrl, InvalidBaseUrl, parseBaseUrl } from '../../../src/contract/kit/base-url.js';
import type { Exchange } from '../../../src/contract/kit/kit-http.js';
import { slimmed } from '../../../src/contract/kit/slim-answer.js';
import { surveyPages } from '../../../src/contract/kit/survey-pages.js';
import { terminalSafe } from '../../../src/contract/report/terminal-safe.js';

describe('readJsonText', () => {
  it.each([
    ['{"a":[1,{"b":"[{,"}]}', { bom: false, containers: 3, values: 2, json: { a: [1, { b: '[{,' }] } }],
    ['\ufeff{"a":1}', { bom: true, containers: 1, values: 1, json: { a: 1 } }],
    ['{"a":', { bom: false, containers: 1, values: 1, problem: 'not JSON' }],
    ['<html>', { bom: false, containers: 0, values: 1, problem: 'not JSON' }],
    [
      `${'['.repeat(65)}${']'.repeat(65)}`,
      { bom: false, containers: 65, values: 1, problem: 'JSON nested deeper than 64 levels (not read)' },
    ],
    [
      `${'['.repeat(64)}${']'.repeat(64)}`,
      { bom: false, containers: 64, values: 1, json: JSON.parse(`${'['.repeat(64)}${']'.repeat(64)}`) },
    ],
    ['[1,2.5,"x",null]', { bom: false, containers: 1, values: 4, json: [1, 2.5, 'x', null] }],
  ])('%j -> %j', (text, expected) => {
    expect(readJsonText(text)).toEqual(expected);
  });

  it('refuses more than MAX_JSON_CONTAINERS objects and arrays before parsing them', () => {
    const text = `[${Array.from({ length: MAX_JSON_CONTAINERS + 1 }, () => '{}').join(',')}]`;
    expect(readJsonText(text).problem).toBe('JSON with more than 200,000 objects and arrays (not read)');
    expect(measureJson('"[[[" [ "\\"[" ]').containers).toBe(1);
  });
});

describe('parseBaseUrl and apiUrl', () => {
  it.each([
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010', 'http://127.0.0.1:4010/api/core/v1/notification/list?page=2'],
    ['http://host/community/', 'http://host/community', 'http://host/community/api/core/v1/notification/list?page=2'],
    ['https://host/a/b//', 'https://host/a/b', 'https://host/a/b/api/core/v1/notification/list?page=2'],
  ])('%s -> %s', (raw, base, url) => {
    expect(parseBaseUrl(raw)).toBe(base);
    expect(apiUrl(parseBaseUrl(raw), '/api/core/v1/notification/list?page=2')).toBe(url);
  });

  it.each([
    ['ftp://host', 'the base URL must be an http(s) URL (received a ftp: URL)'],
    [
      'http://user:hunter2@host',
      'the base URL must not carry a user name or password; pass credentials with --aid/--aid-token/--uid/--uid-token',
    ],
    ['http://user:hunter2@[bad', 'the base URL must be an http(s) URL (received "http://[credentials]@[bad")'],
    ['http://host/?x=1', 'the base URL must not carry a query or a fragment'],
  ])('refuses %s, never echoing a password', (raw, message) => {
    expect(() => parseBaseUrl(raw)).toThrow(new InvalidBaseUrl(message));
  });
});

describe('surveyPages', () => {
  it.each([
    [1, [1]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [16, Array.from({ length: 16 }, (_, i) => i + 1)],
    [100, [1, 2, 3, 4, 5, 6, 15, 30, 45, 60, 75, 90, 98, 99, 100]],
  ])('a list of %i pages -> %j', (lastPage, pages) => {
    expect(surveyPages(lastPage)).toEqual(pages);
  });
});

describe('slimmed', () => {
  const exchange = (json: unknown): Exchange => ({
    id: 1,
    path: '/',
    url: 'http://h/',
    headers: {},
    durationMs: 0,
    json,
  });
  it.each([
    [
      {
        code: 0,
        message: 'ok',
        data: { pagination: { total: 1 }, list: [{ nmid: 'a', type: 3, actionUser: { big: 'x' }, readStatus: true }] },
      },
      { code: 0, message: 'ok', data: { pagination: { total: 1 }, list: [{ nmid: 'a', type: 3, readStatus: true }] } },
    ],
    [
      { code: 0, message: 'ok', data: { site_name: 'x', bulk: 'y'.repeat(100) } },
      { code: 0, message: 'ok', data: { site_name: 'x' } },
    ],
    [{ site_mode: 'public', junk: [1, 2, 3] }, { site_mode: 'public' }],
  ])('keeps of %j only %j', (json, kept) => {
    const e = exchange(json);
    slimmed(e);
    expect(e.json).toEqual(kept);
    expect(e.slim).toBe(true);
  });
});

describe('terminalSafe', () => {
  it.each([
    ['plain text, tabs\tand\nnewlines', 'plain text, tabs\tand\nnewlines'],
    ['\u001b[2J', '\\u{001b}[2J'],
    ['\u009b31m', '\\u{009b}31m'],
    ['abc\u202edcba\u2066x\u2069', 'abc\\u{202e}dcba\\u{2066}x\\u{2069}'],
    ['\u200f\u061c\u2028', '\\u{200f}\\u{061c}\\u{2028}'],
    ['\u007f\u0000', '\\u{007f}\\u{0000}'],
  ])('%j -> %j', (text, safe) => {
    expect(terminalSafe(text)).toBe(safe);
  });
});
