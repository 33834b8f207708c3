// Times of notifications: PHP date tokens, datetime/datetimeFormat rules and timeAgo thresholds (assumption datetime-format).
import { describe, expect, it } from 'vitest';
import { formatDatetime, formatDatetimeShort, timeAgo } from '../../../src/mock/lib/notification-times.js';

const en = {
  dateFormat: 'm/d/Y',
  timeFormatMinute: '{n} minutes ago',
  timeFormatHour: '{n} hours ago',
  timeFormatDay: '{n} days ago',
  timeFormatMonth: '{n} months ago',
  timeFormatYear: '{n} years ago',
};
const at = (iso: string) => Date.parse(iso);
const now = at('2024-10-21T14:05:09Z');

describe('datetime and datetimeFormat', () => {
  it('datetime is the dateFormat plus H:i:s', () => {
    expect(formatDatetime(en, now)).toBe('10/21/2024 14:05:09');
  });

  it.each([
    ['2024-10-21T09:30:00Z', '09:30'],
    ['2024-10-20T23:59:00Z', '10/20 23:59'],
    ['2024-01-02T08:00:00Z', '01/02 08:00'],
    ['2023-12-31T23:00:00Z', '12/31/2023 23:00:00'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatDatetimeShort(en, at(iso), now)).toBe(expected);
  });
});

describe('timeAgo', () => {
  it.each([
    [0, '1 minutes ago'],
    [59, '1 minutes ago'],
    [60 * 59, '59 minutes ago'],
    [3600, '1 hours ago'],
    [3600 * 23 + 3599, '23 hours ago'],
    [86400, '1 days ago'],
    [86400 * 29, '29 days ago'],
    [86400 * 30, '1 months ago'],
    [86400 * 335, '11 months ago'],
    [86400 * 336, '1 years ago'],
    [86400 * 800, '2 years ago'],
  ])('%i seconds -> %s', (seconds, expected) => {
    expect(timeAgo(en, seconds)).toBe(expected);
  });
});
