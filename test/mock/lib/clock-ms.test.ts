// clockMs: the one reading of a user's "now" (`--now`, startMock's and createHandlers' `now`).
import { describe, expect, it } from 'vitest';
import { clockMs } from '../../../src/mock/lib/clock-ms.js';

const NOON = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('clockMs', () => {
  it.each<[string, unknown, number | null]>([
    ['an instant in UTC', '2026-11-22T12:00:00Z', NOON],
    ['an instant with an offset', '2026-11-22T13:00:00+01:00', NOON],
    ['minutes only', '2026-11-22T12:00Z', NOON],
    ['fractions, cut to the second', '2026-11-22T12:00:00.999Z', NOON],
    ['a Date', new Date(NOON + 250), NOON],
    ['epoch milliseconds', NOON + 999, NOON],
    ['no zone (another instant on another machine)', '2026-11-22T12:00:00', null],
    ['a date alone', '2026-11-22', null],
    ['words', 'yesterday', null],
    ['an invalid Date', new Date(Number.NaN), null],
    ['infinity', Number.POSITIVE_INFINITY, null],
    ['nothing', undefined, null],
  ])('%s', (_, now, expected) => {
    expect(clockMs(now)).toBe(expected);
  });
});
