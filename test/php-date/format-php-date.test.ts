// PHP date() tokens as the languages' dateFormat uses them, written in UTC (assumption datetime-format).
import { describe, expect, it } from 'vitest';
import { formatPhpDate, withoutYear } from '../../src/php-date/index.js';

const now = Date.parse('2024-10-21T14:05:09Z');

describe('formatPhpDate', () => {
  it.each([
    ['m/d/Y H:i:s', '10/21/2024 14:05:09'],
    ['Y-m-d', '2024-10-21'],
    ['d.m.Y', '21.10.2024'],
    ['j/n/y G:i', '21/10/24 14:05'],
    ['M j, Y', 'Oct 21, 2024'],
    ['\\Y\\m Y', 'Ym 2024'],
  ])('%s -> %s', (format, expected) => {
    expect(formatPhpDate(format, now)).toBe(expected);
  });

  it.each([
    ['m/d/Y', 'm/d'],
    ['Y-m-d', 'm-d'],
    ['d.m.Y', 'd.m'],
    ['Y/m/d', 'm/d'],
  ])('withoutYear(%s) -> %s', (format, expected) => {
    expect(withoutYear(format)).toBe(expected);
  });
});
