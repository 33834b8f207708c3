// The one PHP-datetime reader, both ways: `exact` takes only what the format writes, `lenient` what a server may write.
import { describe, expect, it } from 'vitest';
import { phpDatetimeReader } from '../../src/php-date/index.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('phpDatetimeReader', () => {
  // format, text, read exactly, read leniently (null: not a datetime of that format)
  it.each<[string, string, number | null, number | null]>([
    ['m/d/Y H:i:s', '11/22/2026 12:05:09', utc('2026-11-22T12:05:09'), utc('2026-11-22T12:05:09')],
    ['d/m/Y H:i:s', '22/11/2026 12:05:09', utc('2026-11-22T12:05:09'), utc('2026-11-22T12:05:09')],
    ['Y-m-d H:i:s', '2026-11-22 12:05:09', utc('2026-11-22T12:05:09'), utc('2026-11-22T12:05:09')],
    ['d.m.Y H:i:s', '22.11.2026 00:00:00', utc('2026-11-22T00:00:00'), utc('2026-11-22T00:00:00')],
    ['j M y G:i:s', '2 Feb 26 7:05:09', utc('2026-02-02T07:05:09'), utc('2026-02-02T07:05:09')],
    ['M j, Y G:i', 'Oct 1, 2024 4:05', utc('2024-10-01T04:05:00'), utc('2024-10-01T04:05:00')],
    ['\\Y Y', 'Y 2026', utc('2026-01-01T00:00:00'), utc('2026-01-01T00:00:00')],
    // What a server plausibly writes but this format never does: only the lenient reader takes it.
    ['m/d/Y H:i:s', ' 11/22/2026 12:05:09 ', null, utc('2026-11-22T12:05:09')],
    ['j M y G:i:s', '02 feb 26 07:05:09', null, utc('2026-02-02T07:05:09')],
    ['m/d/Y H:i:s', '02/30/2026 12:05:09', null, utc('2026-03-02T12:05:09')],
    ['m/d/Y H:i:s', '12/31/2016 23:59:60', null, utc('2017-01-01T00:00:00')],
    // Neither: out of range, the wrong widths or another format altogether.
    ['m/d/Y H:i:s', '11/22/2026 24:00:00', null, null],
    ['m/d/Y H:i:s', '13/21/2024 14:05:09', null, null],
    ['m/d/Y H:i:s', '11/32/2026 12:05:09', null, null],
    ['m/d/Y H:i:s', '2/3/2026 12:05:09', null, null],
    ['M j, Y G:i', 'Foo 1, 2024 4:05', null, null],
    ['m/d/Y H:i:s', '2026-11-22T12:05:09Z', null, null],
    ['m/d/Y H:i:s', '2024-10-21 14:05:09', null, null],
  ])('%s reads %j: exactly %j, leniently %j', (format, text, exact, lenient) => {
    expect(phpDatetimeReader(format, 'exact')(text)).toBe(exact);
    expect(phpDatetimeReader(format, 'lenient')(text)).toBe(lenient);
  });
});
