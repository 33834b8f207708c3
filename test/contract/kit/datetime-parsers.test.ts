// chooseDatetimeParser reads datetimes in whatever format orders them, preferring the language's own dateFormat.
import { describe, expect, it } from 'vitest';
import { chooseDatetimeParser } from '../../../src/contract/kit/datetime-parsers.js';

describe('chooseDatetimeParser', () => {
  it.each([
    [['11/22/2026 11:42:45', '11/21/2026 09:00:00'], 'm/d/Y', 'PHP pattern "m/d/Y H:i:s"'],
    [['22.11.2026 11:42:45'], 'd.m.Y', 'PHP pattern "d.m.Y H:i:s"'],
    [['2026-11-22T11:42:45Z', '2026-11-21T09:00:00.000+01:00'], undefined, 'ISO 8601'],
    [['1795348965', '1795348000'], undefined, 'epoch seconds or milliseconds'],
    [['01/02/2026 10:00:00'], 'd/m/Y', 'PHP pattern "d/m/Y H:i:s"'],
    [['01/02/2026 10:00:00'], undefined, 'PHP pattern "m/d/Y H:i:s"'],
    [['2026年11月22日 11:42:45', '2026年11月2日 09:00'], undefined, 'year, month, day, hour, minute (any separators)'],
    [['2026.11.22 11h42'], undefined, 'year, month, day, hour, minute (any separators)'],
    [['2026年13月22日 11:42:45'], undefined, null],
    [['yesterday'], undefined, null],
    [['2026-11-22T11:42:45Z', 'soon'], undefined, null],
  ] as const)('%j with dateFormat %j -> %j', (values, dateFormat, name) => {
    expect(chooseDatetimeParser(values, dateFormat)?.name ?? null).toBe(name);
  });

  it('reads a year-first date with its own separators as the instant it names (CJK dates)', () => {
    const parser = chooseDatetimeParser(['2026年11月22日 11:42:45'])!;
    expect(parser.parse('2026年11月22日 11:42:45')).toBe(Date.UTC(2026, 10, 22, 11, 42, 45));
    expect(parser.parse('2026年11月2日 09:00')).toBe(Date.UTC(2026, 10, 2, 9, 0));
  });

  it('orders the English dates of the real system correctly across a year boundary', () => {
    const parser = chooseDatetimeParser(['01/02/2026 10:00:00', '12/31/2025 23:59:59'], 'm/d/Y')!;
    expect(parser.parse('01/02/2026 10:00:00')! > parser.parse('12/31/2025 23:59:59')!).toBe(true);
  });
});
