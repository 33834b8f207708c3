// Reading a raw query string as the real system's framework does: which characters each value loses at its ends.
import { describe, expect, it } from 'vitest';
import { ARRAY_FORM, parseQueryString, trimQueryValue } from '../../../src/mock/query/query-string.js';

describe('trimQueryValue', () => {
  // Each row measured on the real system with `pageSize=<c>5<c>` (read as 5 or refused as no integer).
  it.each([
    ['5', '5'],
    [' 5 ', '5'],
    ['\t5\n', '5'],
    ['\v5\f', '5'],
    ['\u00a05\u3000', '5'],
    ['\ufeff5\u2028', '5'],
    ['\u20005\u202f', '5'],
    ['\u00005\u0000', '5'],
    ['\u00855\u0085', '5'],
    ['\u200b5\u200b', '5'],
    ['\u180e5\u180e', '5'],
    [' \u200b\u0000 5 \u0000\u200b ', '5'],
    ['\u00015\u0001', '\u00015\u0001'],
    ['\u001f5\u007f', '\u001f5\u007f'],
    ['site_name\u0000,site_mode', 'site_name\u0000,site_mode'],
    ['\u0000', ''],
  ])('%j → %j', (value, trimmed) => {
    expect(trimQueryValue(value)).toBe(trimmed);
  });
});

describe('parseQueryString', () => {
  const read = (raw: string) => {
    const result = parseQueryString(raw, ['keys', 'pageSize', 'types']);
    return result.ok ? Object.fromEntries(result.value) : result.error.message;
  };
  it.each([
    ['pageSize=5%00', { pageSize: '5' }],
    ['pageSize=%E2%80%8B5', { pageSize: '5' }],
    ['keys=site_name%00', { keys: 'site_name' }],
    ['keys=%00', {}],
    ['pageSize=5&pageSize=%00', {}],
    ['types=1&types=2', { types: '2' }],
    ['types[]=1', { types: ARRAY_FORM }],
    ['other=1', {}],
  ])('%s', (raw, expected) => {
    expect(read(raw)).toEqual(expected);
  });
});
