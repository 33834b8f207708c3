// English long and medium datetimes: read when they name one time, left unread (never guessed) when they do not.
import { describe, expect, it } from 'vitest';
import { englishInstant, readEnglishDatetime } from '../../../src/contract/invariants/english-datetime.js';
import { readCalendarTime } from '../../../src/contract/invariants/calendar-time.js';
import { chooseDatetimeParser } from '../../../src/contract/kit/datetime-parsers.js';

const at = (iso: string) => Date.parse(iso);

describe('englishInstant', () => {
  it.each([
    ['27 November 2026 at 14:12', at('2026-11-27T14:12:00Z')],
    ['27 November 2026, 14:12:05', at('2026-11-27T14:12:05Z')],
    ['27 Nov 2026 14:12', at('2026-11-27T14:12:00Z')],
    ['Nov 27, 2026 2:12 PM', at('2026-11-27T14:12:00Z')],
    ['Nov 27, 2026, 2:12:05 PM', at('2026-11-27T14:12:05Z')],
    ['November 27, 2026 at 2:12 PM', at('2026-11-27T14:12:00Z')],
    ['Friday, November 27, 2026 at 2:12 p.m.', at('2026-11-27T14:12:00Z')],
    ['Fri, Nov 27, 2026 12:05 AM', at('2026-11-27T00:05:00Z')],
    ['Sept 3, 2026 12:00 PM', at('2026-09-03T12:00:00Z')],
    ['Nov. 27th, 2026 9:00 am', at('2026-11-27T09:00:00Z')],
    ['November 27, 2026 2:12 PM UTC', at('2026-11-27T14:12:00Z')],
    ['27 November 2026 at 22:12 +08:00', at('2026-11-27T14:12:00Z')],
    ['May 1, 2026 08:00', at('2026-05-01T08:00:00Z')],
  ])('%j -> %j', (text, instant) => {
    expect(englishInstant(text)).toBe(instant);
    expect(readCalendarTime(text)).toEqual({ instant });
  });

  it.each([
    // No year: which year is a guess.
    'Nov 27 2:12 PM',
    '27 November at 14:12',
    // A two-digit year: 1926 or 2026.
    'Nov 27, 26 2:12 PM',
    // A zone by abbreviation: CST is China (+8) or Central (−6).
    'Nov 27, 2026 2:12 PM CST',
    'Nov 27, 2026 2:12 PM EST',
    // No time: no instant.
    'November 27, 2026',
    // Not a month.
    'Nav 27, 2026 2:12 PM',
    'Monday 27, 2026 2:12 PM',
    // Numbers only, or words only: the other readers' (or nobody's).
    '11/27/2026 14:12',
    'yesterday at noon',
    '3 minutes ago',
  ])('%j is left unread', (text) => {
    expect(readEnglishDatetime(text)).toBeUndefined();
    expect(englishInstant(text)).toBeNull();
  });

  it.each([
    ['November 31, 2026 2:12 PM', 'day 31 of month 11 of 2026'],
    ['February 29, 2026 at 10:00', 'day 29 of month 2 of 2026'],
    ['27 November 2026 at 24:12', 'hour 24'],
    ['Nov 27, 2026 13:12 PM', 'hour 13 on a 12-hour clock'],
    ['Nov 27, 2026 0:12 AM', 'hour 0 on a 12-hour clock'],
    ['27 November 2026 at 14:60', 'minute 60'],
  ])('%j is on no calendar (%s), no instant', (text, problem) => {
    expect(readCalendarTime(text)).toEqual({ problem });
    expect(englishInstant(text)).toBeNull();
  });

  it('leaves the forms the other readers own as they were (RFC 2822, with a zone by name too)', () => {
    expect(readCalendarTime('Fri, 27 Nov 2026 14:12:00 GMT')).toEqual({ instant: at('2026-11-27T14:12:00Z') });
    expect(readCalendarTime('Fri, 27 Nov 2026 14:12:00 +0800')).toEqual({ instant: at('2026-11-27T06:12:00Z') });
  });

  it('orders a list of English datetimes (the reader chooseDatetimeParser picks)', () => {
    const values = ['27 November 2026 at 14:12', '27 November 2026 at 09:05', '3 October 2026 at 23:59'];
    const parser = chooseDatetimeParser(values, 'm/d/Y')!;
    expect(parser.name).toBe('English long or medium date and time');
    const instants = values.map((v) => parser.parse(v)!);
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);
    expect(chooseDatetimeParser(['Nov 27 2:12 PM', 'Nov 27, 2026 2:12 PM'], 'm/d/Y')?.name).not.toBe(
      'English long or medium date and time',
    );
  });
});
