// The rules added for defects an outside evaluator planted: datetimeFormat against a wall-clock datetime, the real
// system's datetimeFormat and timeAgo unit by age, and the near-miss filter keys (other letters, a prefix).
import { describe, expect, it } from 'vitest';
import { nearMisses } from '../../../src/contract/checks/filter-key-name-checks.js';
import { expectedForm, realUnit } from '../../../src/contract/checks/time-field-checks.js';
import { wallClockClash } from '../../../src/contract/invariants/judge-values.js';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

describe('wallClockClash', () => {
  it.each([
    ['10/21/2026 14:05:09', '10/21 14:05', false],
    ['10/21/2026 14:05:09', '14:05', false],
    ['10/21/2026 14:05:09', '2:05 PM', false],
    ['10/21/2026 14:05:09', '10/21 09:05', true],
    ['10/21/2026 14:05:09', '10/21 14:06', true],
    ['2026-10-21T14:05:09Z', '2026-10-21 10:05', undefined],
    ['2026-10-21T14:05:09-04:00', '10/21 18:05', undefined],
    ['Wed, 21 Oct 2026 14:05:09 +0000', '21 Oct 2026 14:05', undefined],
    ['10/21/2026 14:05:09', '3 hours ago', undefined],
    [1_792_000_000, '14:05', undefined],
  ] as const)('%s against %s: %s', (datetime, formatted, clash) => {
    expect(wallClockClash(datetime, formatted)).toBe(clash);
  });
});

describe('the real system by age', () => {
  it.each([
    [59 * MINUTE, 'minute'],
    [60 * MINUTE, 'hour'],
    [29 * DAY, 'day'],
    [30 * DAY, 'month'],
    [335 * DAY, 'month'],
    [336 * DAY, 'year'],
  ] as const)('an age of %i ms is said in %ss', (age, unit) => {
    expect(realUnit(age)).toBe(unit);
  });

  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    [now - 2 * 60 * MINUTE, 'time'],
    [now - 3 * DAY, 'without year'],
    [Date.parse('2025-12-30T10:00:00Z'), 'whole'],
    [Date.parse('2026-11-21T23:30:00Z'), 'without year'],
  ] as const)('datetimeFormat of an item at %i: %s', (at, form) => {
    expect(expectedForm(at, now - 65 * MINUTE, now + 65 * MINUTE)).toBe(form);
  });

  it('leaves an item undecided when "now" may be on either side of midnight', () => {
    const midnight = Date.parse('2026-11-23T00:30:00Z');
    expect(
      expectedForm(Date.parse('2026-11-22T20:00:00Z'), midnight - 65 * MINUTE, midnight + 65 * MINUTE),
    ).toBeUndefined();
  });
});

describe('nearMisses', () => {
  it('names a key really held, then another key in other letters and its first half, none of them a key but the first', () => {
    expect(nearMisses([{ uid: 1, fsid: '1', nickname: 'Ada' }])).toEqual(['uid', 'NICKNAME', 'nick']);
    expect(nearMisses([{ id: 1 }])).toBeUndefined();
    expect(nearMisses([{ nickname: 'Ada', nick: 'A' }])).toBeUndefined();
  });
});
