// parsePreferences and splitPreferHeader: RFC 7240 syntax, the six known preferences, their twins, and a 10000 error per invalid value.
import { describe, expect, it } from 'vitest';
import {
  parsePreferences,
  preferenceAppliedText,
  splitPreferHeader,
} from '../../../src/mock/request/parse-preferences.js';
import type { PreferenceName } from '../../../src/schema/preferences.js';

const twins = (entries: Record<string, string> = {}) => new Map(Object.entries(entries)) as Map<PreferenceName, string>;
const parsed = (header: string | undefined, twinValues?: Record<string, string>) => {
  const result = parsePreferences(header, twins(twinValues));
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
};
const rejected = (header: string | undefined, twinValues?: Record<string, string>) => {
  const result = parsePreferences(header, twins(twinValues));
  if (result.ok) throw new Error(`expected an error for ${header}`);
  return { code: result.error.entry.code, message: result.error.message };
};

describe('splitPreferHeader', () => {
  it.each([
    ['code=31505', [['code', '31505']]],
    [
      'code=31505, delay=200',
      [
        ['code', '31505'],
        ['delay', '200'],
      ],
    ],
    [
      'Delay = 200 ,FAULT=reset',
      [
        ['delay', '200'],
        ['fault', 'reset'],
      ],
    ],
    ['delay="200"', [['delay', '200']]],
    [
      'lang="zh-Hans-SG"; q=1, respond-async',
      [
        ['lang', 'zh-Hans-SG'],
        ['respond-async', undefined],
      ],
    ],
    [
      'return=minimal; foo="a,b", total=0',
      [
        ['return', 'minimal'],
        ['total', '0'],
      ],
    ],
    ['lang="a\\"b"', [['lang', 'a"b']]],
    [', ,delay=1,,', [['delay', '1']]],
    ['', []],
  ])('%j -> %j', (header, expected) => {
    expect(splitPreferHeader(header)).toEqual(expected);
  });
});

describe('parsePreferences', () => {
  it('no header and no twins -> no preferences', () => {
    expect(parsed(undefined)).toEqual({});
    expect(parsed('')).toEqual({});
  });

  it.each([
    ['code=31505', { code: 31505 }],
    ['code=404', { code: 404 }],
    ['code=10000', { code: 10000 }],
    ['delay=0', { delay: 0 }],
    ['delay=30000', { delay: 30000 }],
    ['fault=reset', { fault: 'reset' }],
    ['fault=malformed', { fault: 'malformed' }],
    ['fault=server-error', { fault: 'server-error' }],
    ['total=0', { total: 0 }],
    ['total=1000000', { total: 1000000 }],
    ['seed=2', { seed: 2 }],
    ['seed=2147483647', { seed: 2147483647 }],
    ['lang=ar', { lang: 'ar' }],
    ['data=edge', { data: 'edge' }],
    ['data=standard, total=3', { data: 'standard', total: 3 }],
    ['CODE=31601, Total="3"', { code: 31601, total: 3 }],
    ['delay=100, delay=900', { delay: 100 }],
    ['respond-async, wait=10, return=minimal', {}],
    ['delay=5; foo, handling=lenient', { delay: 5 }],
  ])('Prefer: %s -> %j', (header, expected) => {
    expect(parsed(header)).toEqual(expected);
  });

  it.each([
    [
      'code=0',
      'Prefer code must be a code of the error catalogue: 10000, 21005, 31501, 31502, 31504, 31505, 31601, 31602, 31603, 404, 405, 500, 502, 504 (received "0")',
    ],
    [
      'code=12345',
      'Prefer code must be a code of the error catalogue: 10000, 21005, 31501, 31502, 31504, 31505, 31601, 31602, 31603, 404, 405, 500, 502, 504 (received "12345")',
    ],
    [
      'code',
      'Prefer code must be a code of the error catalogue: 10000, 21005, 31501, 31502, 31504, 31505, 31601, 31602, 31603, 404, 405, 500, 502, 504 (received "")',
    ],
    ['delay=30001', 'Prefer delay must be an integer from 0 to 30000 (milliseconds) (received "30001")'],
    ['delay=-1', 'Prefer delay must be an integer from 0 to 30000 (milliseconds) (received "-1")'],
    ['delay=1.5', 'Prefer delay must be an integer from 0 to 30000 (milliseconds) (received "1.5")'],
    ['delay=soon', 'Prefer delay must be an integer from 0 to 30000 (milliseconds) (received "soon")'],
    ['fault=timeout', 'Prefer fault must be one of reset, malformed, server-error (received "timeout")'],
    ['total=1000001', 'Prefer total must be an integer from 0 to 1000000 (received "1000001")'],
    ['total=007', 'Prefer total must be an integer from 0 to 1000000 (received "007")'],
    ['seed=2147483648', 'Prefer seed must be an integer from 0 to 2147483647 (received "2147483648")'],
    ['lang=""', 'Prefer lang must be a language tag, e.g. en'],
    ['data=Edge', 'Prefer data must be one of standard, edge (received "Edge")'],
    ['delay=100, fault=boom', 'Prefer fault must be one of reset, malformed, server-error (received "boom")'],
  ])('Prefer: %s -> 10000 %s', (header, message) => {
    expect(rejected(header)).toEqual({ code: 10000, message });
  });

  it('takes the twins, and a twin wins over the header', () => {
    expect(parsed(undefined, { total: '0', delay: '200' })).toEqual({ total: 0, delay: 200 });
    expect(parsed('total=5, code=31505', { total: '0' })).toEqual({ total: 0, code: 31505 });
  });

  it('names the twin when a twin is invalid', () => {
    expect(rejected(undefined, { fault: 'boom' })).toEqual({
      code: 10000,
      message: '__fault must be one of reset, malformed, server-error (received "boom")',
    });
  });

  it('still rejects an invalid header value that a twin overrides (every given preference must be valid)', () => {
    expect(rejected('delay=soon', { delay: '5' }).message).toMatch(/^Prefer delay must be/);
  });
});

describe('preferenceAppliedText', () => {
  it.each([
    [{ delay: 200, total: 0 }, ['total', 'delay'], 'delay=200, total=0'],
    [{ code: 31505, delay: 1, lang: 'zh-Hans-SG' }, ['lang', 'code'], 'code=31505, lang=zh-Hans-SG'],
    [{ fault: 'malformed' as const }, ['fault'], 'fault=malformed'],
    [{ seed: 2 }, [], ''],
  ])('%j applied %j -> %j', (preferences, applied, text) => {
    expect(preferenceAppliedText(preferences, new Set(applied as PreferenceName[]))).toBe(text);
  });
});
