// parseNotificationQuery: every parameter, its defaults, the real system's lenient readings, and its 10000 error (in its
// own words) for each invalid form.
import { describe, expect, it } from 'vitest';
import { parseNotificationQuery } from '../../../src/mock/query/parse-notification-query.js';

const parsed = (raw: string) => {
  const result = parseNotificationQuery(raw);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
};
const rejected = (raw: string) => {
  const result = parseNotificationQuery(raw);
  if (result.ok) throw new Error(`expected an error for ${raw}`);
  return { code: result.error.entry.code, message: result.error.message };
};

describe('parseNotificationQuery', () => {
  it('"" -> the defaults: all types, any status, no filters, pageSize 15, page 1', () => {
    expect(parsed('')).toEqual({
      types: null,
      status: null,
      userFilter: null,
      infoFilter: null,
      pageSize: 15,
      page: 1,
    });
  });

  it.each([
    ['types=3', [3]],
    ['types=3,5,8', [3, 5, 8]],
    ['types=8,3,3', [3, 8]],
    ['types=3,,5,', [3, 5]],
    ['types=3,%205', [3, 5]],
    ['types=', null],
    ['types=,', null],
    ['types=0', null],
    ['types=0,3', [3]],
    ['types=03,%2B5,1.0,1e0', [1, 3, 5]],
    ['types=3,x', [3]],
    ['types=abc', []],
    ['types=10', []],
    ['types=-1,0.0,9.5', []],
    ['types=1,2,3,4,5,6,7,8,9', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('%s -> types %j (null: all; []: none)', (raw, types) => {
    expect(parsed(raw).types).toEqual(types);
  });

  it.each([
    ['status=0', 0],
    ['status=1', 1],
    ['status=', null],
    ['status=%200', 0],
  ])('%s -> status %j', (raw, status) => {
    expect(parsed(raw).status).toBe(status);
  });

  it.each([
    ['pageSize=1', 1],
    ['pageSize=30', 30],
    ['pageSize=', 15],
    ['page=2', 2],
    ['page=9007199254740991', 9007199254740991],
    ['page=0', 1],
    ['page=-1', 1],
    ['page=-0', 1],
    ['page=%2B2', 2],
    ['page=1&page=3', 3],
    ['pageSize=30&pageSize=', 15],
    ['pageSize=%2B15', 15],
    ['pageSize=%2015%20', 15],
  ])('%s -> %j', (raw, value) => {
    const q = parsed(raw);
    expect(raw.startsWith('pageSize') ? q.pageSize : q.page).toBe(value);
  });

  it.each([
    [
      'filterUserType=whitelist&filterUserKeys=fsid,stats.likerCount',
      { type: 'whitelist', paths: [['fsid'], ['stats', 'likerCount']] },
    ],
    [
      'filterUserType=blacklist&filterUserKeys=%20roles.0.name%20',
      { type: 'blacklist', paths: [['roles', '0', 'name']] },
    ],
    ['filterUserType=whitelist&filterUserKeys=,', null],
    ['filterUserType=&filterUserKeys=uid', null],
  ])('%s -> userFilter %j', (raw, filter) => {
    expect(parsed(raw).userFilter).toEqual(filter);
  });

  it('ignores filter keys without a filter type, as the real system does', () => {
    expect(parsed('filterInfoKeys=pid').infoFilter).toBeNull();
  });

  it('ignores unknown parameters', () => {
    expect(parsed('foo=bar&__proto__=1&constructor.prototype.x=1&pageSize=5').pageSize).toBe(5);
  });

  it.each([
    ['status=2', 'The status field must be true or false.'],
    ['status=true', 'The status field must be true or false.'],
    ['status=01', 'The status field must be true or false.'],
    ['pageSize=0', 'The page size field must be between 1 and 30.'],
    ['pageSize=31', 'The page size field must be between 1 and 30.'],
    ['pageSize=-5', 'The page size field must be between 1 and 30.'],
    ['pageSize=abc', 'The page size field must be an integer.'],
    ['pageSize=1e309', 'The page size field must be an integer.'],
    ['pageSize=15.0', 'The page size field must be an integer.'],
    ['pageSize=015', 'The page size field must be an integer.'],
    ['pageSize[]=15', 'The page size field must be an integer.'],
    ['page=02', 'The page field must be an integer.'],
    ['page=1.5', 'The page field must be an integer.'],
    ['page=12345678901234567890', 'The page field must be an integer.'],
    ['page[a]=1', 'The page field must be an integer.'],
    ['types[]=1', 'The types field must be a string.'],
    ['filterUserType=graylist&filterUserKeys=a', 'The selected filter user type is invalid.'],
    ['filterInfoType=Whitelist&filterInfoKeys=a', 'The selected filter info type is invalid.'],
    ['filterUserType[]=whitelist&filterUserKeys=a', 'The filter user type field must be a string.'],
    ['filterUserType=whitelist&filterUserKeys[]=a', 'The filter user keys field must be a string.'],
    ['filterUserType=whitelist', 'The filter user keys field is required when filter user type is present.'],
    [
      'filterInfoType=blacklist&filterInfoKeys=%20',
      'The filter info keys field is required when filter info type is present.',
    ],
  ])('%s -> 10000 "%s"', (raw, message) => {
    expect(rejected(raw)).toEqual({ code: 10000, message });
  });

  it('keeps messages short whatever was received', () => {
    const { message } = rejected(`pageSize=${'9'.repeat(4000)}`);
    expect(message.length).toBeLessThan(160);
  });

  it.each([
    [`types=${'3,'.repeat(3000)}`, 'types is longer than 4096 characters'],
    [
      `filterUserType=whitelist&filterUserKeys=${Array.from({ length: 51 }, (_, i) => `k${i}`).join(',')}`,
      'filterUserKeys names more than 50 keys',
    ],
    [Array.from({ length: 101 }, (_, i) => `p${i}=1`).join('&'), 'too many query parameters (at most 100)'],
  ])('enforces limits: %#', (raw, message) => {
    expect(rejected(raw).message).toBe(message);
  });
});

describe('parseNotificationQuery remembers what it parsed', () => {
  const query = 'types=3,5&filterUserType=whitelist&filterUserKeys=stats.likerCount';

  it('gives the same answer for the same text, before and after other texts pushed it out', () => {
    const first = parseNotificationQuery(query);
    expect(parseNotificationQuery(query)).toBe(first);
    for (let i = 0; i < 1100; i++) parseNotificationQuery(`page=${i + 1}`);
    const again = parseNotificationQuery(query);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('shares results that cannot be changed, so one caller cannot corrupt the next request', () => {
    const result = parsed(query);
    expect(() => (result.types as number[]).push(9)).toThrow(TypeError);
    expect(() => result.userFilter!.paths[0]!.push('x')).toThrow(TypeError);
    expect(() => Object.assign(result, { page: 2 })).toThrow(TypeError);
    expect(parsed(query).types).toEqual([3, 5]);
  });

  it('parses long texts each time without keeping them', () => {
    const long = `types=3&filterUserType=whitelist&filterUserKeys=${'k'.repeat(1100)}`;
    expect(parseNotificationQuery(long)).not.toBe(parseNotificationQuery(long));
    expect(parseNotificationQuery(long)).toEqual(parseNotificationQuery(long));
  });
});
