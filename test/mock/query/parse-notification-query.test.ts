// parseNotificationQuery: every parameter, its defaults, and a clear 10000 error for each invalid form.
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
    expect(parsed('')).toEqual({ types: [], status: null, userFilter: null, infoFilter: null, pageSize: 15, page: 1 });
  });

  it.each([
    ['types=3', [3]],
    ['types=3,5,8', [3, 5, 8]],
    ['types=8,3,3', [3, 8]],
    ['types=3,,5,', [3, 5]],
    ['types=3,%205', [3, 5]],
    ['types=', []],
    ['types=,', []],
    ['types=1,2,3,4,5,6,7,8,9', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('%s -> types %j', (raw, types) => {
    expect(parsed(raw).types).toEqual(types);
  });

  it.each([
    ['status=0', 0],
    ['status=1', 1],
    ['status=', null],
  ])('%s -> status %j', (raw, status) => {
    expect(parsed(raw).status).toBe(status);
  });

  it.each([
    ['pageSize=1', 1],
    ['pageSize=30', 30],
    ['pageSize=', 15],
    ['page=2', 2],
    ['page=9007199254740991', 9007199254740991],
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
    ['types=0', 'types must be a comma list of notification types 1 to 9 (received "0")'],
    ['types=10', 'types must be a comma list of notification types 1 to 9 (received "10")'],
    ['types=3,x', 'types must be a comma list of notification types 1 to 9 (received "x")'],
    ['status=2', 'status must be 0 (unread) or 1 (read) (received "2")'],
    ['status=true', 'status must be 0 (unread) or 1 (read) (received "true")'],
    ['pageSize=0', 'pageSize must be an integer from 1 to 30 (received "0")'],
    ['pageSize=31', 'pageSize must be an integer from 1 to 30 (received "31")'],
    ['pageSize=abc', 'pageSize must be an integer from 1 to 30 (received "abc")'],
    ['pageSize=1e309', 'pageSize must be an integer from 1 to 30 (received "1e309")'],
    ['pageSize=%2B15', 'pageSize must be an integer from 1 to 30 (received "+15")'],
    ['pageSize=+15', 'pageSize must be an integer from 1 to 30 (received " 15")'],
    ['pageSize=15.0', 'pageSize must be an integer from 1 to 30 (received "15.0")'],
    ['pageSize=015', 'pageSize must be an integer from 1 to 30 (received "015")'],
    ['page=0', 'page must be an integer from 1 to 9007199254740991 (received "0")'],
    ['page=-1', 'page must be an integer from 1 to 9007199254740991 (received "-1")'],
    [
      'page=12345678901234567890',
      'page must be an integer from 1 to 9007199254740991 (received "12345678901234567890")',
    ],
    ['filterUserType=graylist&filterUserKeys=a', 'filterUserType must be whitelist or blacklist (received "graylist")'],
    [
      'filterInfoType=Whitelist&filterInfoKeys=a',
      'filterInfoType must be whitelist or blacklist (received "Whitelist")',
    ],
    ['filterUserType=whitelist', 'filterUserType needs filterUserKeys: the key names to keep'],
    ['filterInfoType=blacklist&filterInfoKeys=,', 'filterInfoType needs filterInfoKeys: the key names to remove'],
    ['page=1&page=2', 'page is given more than once'],
    ['types[]=1', 'types must be a single value, not "types[]"'],
    ['page[a]=1', 'page must be a single value, not "page[a]"'],
  ])('%s -> 10000 "%s"', (raw, message) => {
    expect(rejected(raw)).toEqual({ code: 10000, message });
  });

  it('cuts long received values in messages', () => {
    const { message } = rejected(`pageSize=${'9'.repeat(5000)}`);
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
