// splitTwins: the `__name` query twins of the preferences leave the query string before the engine parses it.
import { describe, expect, it } from 'vitest';
import { splitTwins } from '../../../src/mock/request/split-twins.js';

const split = (raw: string) => {
  const result = splitTwins(raw);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return { rawQuery: result.value.rawQuery, twins: Object.fromEntries(result.value.twins) };
};

describe('splitTwins', () => {
  it.each([
    ['', '', {}],
    ['types=3&page=2', 'types=3&page=2', {}],
    ['types=3&__total=0&page=2', 'types=3&page=2', { total: '0' }],
    [
      '__code=31505&__delay=200&__fault=reset&__total=9&__seed=2&__lang=ar',
      '',
      { code: '31505', delay: '200', fault: 'reset', total: '9', seed: '2', lang: 'ar' },
    ],
    ['__lang=zh-Hans-SG&types=8', 'types=8', { lang: 'zh-Hans-SG' }],
    ['%5F%5Ftotal=4&keys=site_name', 'keys=site_name', { total: '4' }],
    ['__total=&pageSize=5', 'pageSize=5', {}],
    ['__other=1&page_size=2&a__b=3', '__other=1&page_size=2&a__b=3', {}],
    ['__lang=zh%2DHans%2DSG', '', { lang: 'zh-Hans-SG' }],
  ])('%j -> query %j, twins %j', (raw, rawQuery, twins) => {
    expect(split(raw)).toEqual({ rawQuery, twins });
  });

  it.each([
    ['__code=1&__code=2', '__code is given more than once'],
    ['__total=&__total=3', '__total is given more than once'],
    ['__delay[]=5', '__delay must be a single value, not "__delay[]"'],
  ])('%j -> 10000 %s', (raw, message) => {
    const result = splitTwins(raw);
    expect(!result.ok && { code: result.error.entry.code, message: result.error.message }).toEqual({
      code: 10000,
      message,
    });
  });
});
