// Values that betray a bug (issue 22, item 3), judged on single answers: template and serializer marks, calendar
// times, timeAgo against datetime (with the repeated DST hour), an anonymous actionUser; and the ordering check's
// allowance for the repeated hour, and the queries whose naive cache keys collide.
import { describe, expect, it } from 'vitest';
import { collidingQueries } from '../../../src/contract/checks/answer-order-checks.js';
import { repeatedHour } from '../../../src/contract/checks/list-order-checks.js';
import { readCalendarTime } from '../../../src/contract/invariants/calendar-time.js';
import { judgeValues, valueContextOf } from '../../../src/contract/invariants/judge-values.js';
import { templateMark } from '../../../src/contract/invariants/template-marks.js';
import { disagreeingTimeAgo, readTimeAgo, templatesOf } from '../../../src/contract/invariants/time-ago-agreement.js';

describe('templateMark', () => {
  it.each([
    ['3 minute ago', 'rendered', false, undefined],
    ['{n} minute ago', 'rendered', false, 'an unfilled placeholder ({n})'],
    ['Hello {{ name }}', 'rendered', false, 'an unfilled placeholder ({{ name }})'],
    ['Your post %s was featured', 'rendered', false, 'an unfilled placeholder (%s)'],
    ['NaN minute ago', 'rendered', false, 'a serialized NaN in the text'],
    ['null', 'rendered', false, 'a serialized null as the whole text'],
    ['None', 'message', false, 'a serialized None as the whole text'],
    ['NaN', 'setting', false, 'a serialized NaN'],
    ['None', 'rendered', false, 'a serialized None as the whole text'],
    ['[object Object]', 'text', false, 'a serialized [object Object] as the whole text'],
    ['[object Object]', 'name', false, 'a serialized [object Object] as the whole text'],
    ['see [object Object] here', 'rendered', false, 'a serialized object ("[object …]")'],
    // What people write passes: nicknames people really pick, a post about JavaScript, printf or templates.
    ['None', 'name', false, undefined],
    ['null', 'name', false, undefined],
    ['NaN', 'name', false, undefined],
    ['undefined', 'text', false, undefined],
    ['Why does JS print [object Object]?', 'text', false, undefined],
    ['Use %s in printf', 'text', false, undefined],
    ['{name}', 'name', false, undefined],
    ['null', 'message', false, 'a serialized null as the whole text'],
    ['Tom &amp; Jerry', 'name', false, 'an HTML entity in plain text (&amp;)'],
    ['Tom & Jerry', 'name', false, undefined],
    ['<p>Fish &amp; chips</p>', 'text', false, undefined],
    ['{n} days ago', 'template', false, undefined],
    ['The :attribute must be an integer.', 'message', false, 'an unfilled :attribute placeholder'],
    ['half \uD83D', 'text', false, 'a lone UTF-16 surrogate (a character cut in half)'],
    ['whole 😀', 'text', false, undefined],
    ['-3 minute ago', 'rendered', true, 'a negative count in a humanized time'],
    ['vor 3 Minuten', 'rendered', true, undefined],
    ['we use {curly} braces and undefined words', 'text', false, undefined],
  ] as const)('%j as %s', (value, role, humanized, mark) => {
    expect(templateMark(value, role, humanized)).toBe(mark);
  });
});

describe('readCalendarTime', () => {
  it.each([
    ['11/22/2026 14:05:09', ['m/d/Y'], undefined],
    ['11/22/2026 24:05:09', ['m/d/Y'], 'hour 24'],
    ['00/22/2026 10:05:09', ['m/d/Y'], 'month 0'],
    ['02/30/2026 10:05:09', ['m/d/Y'], 'day 30 of month 2 of 2026'],
    ['02/29/2028 10:05:09', ['m/d/Y'], undefined],
    ['22/11/2026 10:05:09', ['d/m/Y'], undefined],
    ['22/11/2026 10:05:09', ['m/d/Y'], undefined],
    ['13/13/2026 10:05:09', ['m/d/Y'], 'month 13'],
    ['2026-13-01 10:00:00', [], 'month 13'],
    ['2026-11-22T10:61:00Z', [], 'minute 61'],
    ['Sun, 31 Nov 2026 10:00:00 +0000', [], 'day 31 of month 11 of 2026'],
    ['02/30 10:05', ['m/d/Y'], 'day 30 of month 2'],
    ['10:05', [], undefined],
    ['2026-12-31T23:59:60Z', [], undefined],
    ['11/22/2026 12:30:00 PM', ['m/d/Y'], undefined],
    ['11/22/2026 13:30 PM', ['m/d/Y'], 'hour 13 on a 12-hour clock'],
    ['11/22/2026 0:30 am', ['m/d/Y'], 'hour 0 on a 12-hour clock'],
  ])('%s with %j', (text, formats, problem) => {
    expect(readCalendarTime(text, formats)?.problem).toBe(problem);
  });

  it('reads the instant, minus any offset written', () => {
    expect(readCalendarTime('2026-11-01T01:30:00-04:00')?.instant).toBe(Date.parse('2026-11-01T05:30:00Z'));
    expect(readCalendarTime('11/01/2026 01:30:00', ['m/d/Y'])?.instant).toBe(Date.UTC(2026, 10, 1, 1, 30));
    expect(readCalendarTime('yesterday')).toBeUndefined();
    // A 12-hour clock: 1:30 PM is 13:30, 12:05 AM is 00:05, 12:05 PM is noon.
    expect(readCalendarTime('11/01/2026 01:30:00 PM', ['m/d/Y'])?.instant).toBe(Date.UTC(2026, 10, 1, 13, 30));
    expect(readCalendarTime('11/01/2026 12:05 a.m.', ['m/d/Y'])?.instant).toBe(Date.UTC(2026, 10, 1, 0, 5));
    expect(readCalendarTime('2026-11-01 12:05 pm')?.instant).toBe(Date.UTC(2026, 10, 1, 12, 5));
  });

  it('reads Unix time in seconds or milliseconds (the spec does not show the format; JSON APIs often send it)', () => {
    expect(readCalendarTime('1764245531')?.instant).toBe(1_764_245_531_000);
    expect(readCalendarTime('1764245531123')?.instant).toBe(1_764_245_531_123);
    // Too short or too long for an instant of this era: not a time at all, not judged.
    expect(readCalendarTime('20261122')).toBeUndefined();
    expect(readCalendarTime('17642455311234')).toBeUndefined();
  });

  it('reads a year-first date with its own separators (CJK dates: 2026年11月22日)', () => {
    expect(readCalendarTime('2026年11月22日 14:05:09')?.instant).toBe(Date.UTC(2026, 10, 22, 14, 5, 9));
    expect(readCalendarTime('2026年2月30日 14:05:09')?.problem).toBe('day 30 of month 2 of 2026');
  });
});

const H = 3_600_000;
const templates = templatesOf({
  timeFormatMinute: '{n} minute ago',
  timeFormatHour: '{n} hour ago',
  timeFormatDay: '{n} day ago',
  timeFormatMonth: '{n} month ago',
  timeFormatYear: '{n} year ago',
});
const item = (label: string, hoursAgo: number, said: string) => ({
  label,
  instant: Date.UTC(2026, 10, 22, 12) - hoursAgo * H,
  ...readTimeAgo(said, templates)!,
});

describe('disagreeingTimeAgo', () => {
  it("accepts the real system's units, a calendar month, and an hour of DST difference", () => {
    expect(
      disagreeingTimeAgo([
        item('a', 0.5, '30 minute ago'),
        item('b', 5, '5 hour ago'),
        item('c', 72, '3 day ago'),
        item('d', 24 * 45, '1 month ago'),
        item('e', 24 * 400, '1 year ago'),
      ]),
    ).toBeUndefined();
    expect(disagreeingTimeAgo([item('a', 2, '1 hour ago'), item('b', 3, '3 hour ago')])).toBeUndefined();
  });

  it('accepts any rounding: Math.round on a page with hours and days', () => {
    expect(
      disagreeingTimeAgo([
        item('a', 1.6, '2 hour ago'),
        item('b', 2.6 * 24, '3 day ago'),
        item('c', 20.4, '20 hour ago'),
      ]),
    ).toBeUndefined();
  });

  it('finds the item that contradicts the others', () => {
    expect(
      disagreeingTimeAgo([item('a', 1, '1 hour ago'), item('b', 72, '3 hour ago'), item('c', 5, '5 hour ago')])?.label,
    ).toBe('b');
  });

  it('does not match another wording (not judged)', () => {
    expect(readTimeAgo('vor 3 Minuten', templates)).toBeUndefined();
  });
});

describe('judgeValues', () => {
  const context = valueContextOf({
    current_language_menu: {
      dateFormat: 'm/d/Y',
      timeFormatMinute: '{n} minute ago',
      timeFormatHour: '{n} hour ago',
      timeFormatDay: '{n} day ago',
      timeFormatMonth: '{n} month ago',
      timeFormatYear: '{n} year ago',
    },
  });
  const list = (items: object[]) => ({
    status: 200,
    json: { code: 0, message: 'ok', data: { pagination: {}, list: items } },
  });
  const broken = (items: object[]) =>
    judgeValues('list', list(items), context).violations.map((v) => `${v.rule}: ${v.received}`);

  it('passes a correct page, anonymous placeholder included', () => {
    expect(
      broken([
        {
          nmid: 'a',
          datetime: '11/22/2026 10:00:00',
          timeAgo: '2 hour ago',
          actionUserIsAnonymous: true,
          actionUser: { uid: null, nickname: 'Anonymous' },
        },
        {
          nmid: 'b',
          datetime: '11/19/2026 10:00:00',
          timeAgo: '3 day ago',
          actionUserIsAnonymous: false,
          actionUser: { uid: 7, nickname: 'Tom & Jerry' },
        },
        {
          nmid: 'c',
          datetime: '11/18/2026 10:00:00',
          timeAgo: '4 day ago',
          actionUserIsAnonymous: true,
          actionUser: { id: 0, handle: 'anonymous' },
        },
        // Another team's guest placeholder: ids -1 and "0", names in Chinese or Spanish.
        {
          nmid: 'd',
          datetime: '11/18/2026 09:00:00',
          timeAgo: '4 day ago',
          actionUserIsAnonymous: true,
          actionUser: { uid: -1, fsid: '0', username: '匿名', nickname: '匿名用户' },
        },
        {
          nmid: 'e',
          datetime: '11/18/2026 08:00:00',
          timeAgo: '4 day ago',
          actionUserIsAnonymous: true,
          actionUser: { id: '-1', username: 'Anónimo', url: 'https://x.example/u/guest' },
        },
      ]),
    ).toEqual([]);
  });

  it('reads a page written day first though the configs say m/d/Y, dates real both ways included (03/11 is 3 November)', () => {
    const page = (ago: string) => [
      { nmid: 'a', datetime: '22/11/2026 10:00:00', timeAgo: '2 hour ago' },
      { nmid: 'c', datetime: '18/11/2026 12:00:00', timeAgo: '4 day ago' },
      { nmid: 'b', datetime: '03/11/2026 12:00:00', timeAgo: ago },
    ];
    expect(broken(page('19 day ago'))).toEqual([]);
    expect(broken(page('8 month ago'))).toEqual([
      'timeAgoAgreesWithDatetime: nmid "b": timeAgo "8 month ago" with datetime "03/11/2026 12:00:00", against the other 2 items of the page',
    ]);
  });

  it('finds an anonymous actionUser named as who they are', () => {
    expect(
      broken([
        {
          nmid: 'a',
          datetime: '11/22/2026 10:00:00',
          timeAgo: '2 hour ago',
          actionUserIsAnonymous: true,
          actionUser: { uid: -1, username: 'zoe' },
        },
        {
          nmid: 'b',
          datetime: '11/22/2026 09:00:00',
          timeAgo: '3 hour ago',
          actionUserIsAnonymous: true,
          actionUser: { fsid: '8fk2', uid: null },
        },
      ]),
    ).toEqual(['anonymousActionUserRevealsNoIdentity: nmid "a": actionUser.username "zoe"']);
  });

  it('names the field and what is wrong with it', () => {
    expect(
      broken([
        {
          nmid: 'a',
          datetime: '11/22/2026 24:00:00',
          timeAgo: '{n} hour ago',
          actionUserIsAnonymous: true,
          actionUser: { uid: 70001 },
        },
        { nmid: 'b', datetime: '11/19/2026 10:00:00', timeAgo: '3 day ago' },
      ]),
    ).toEqual([
      'renderedStringsCarryNoTemplateOrSerializerMarks: /data/list/0/timeAgo "{n} hour ago": an unfilled placeholder ({n}) (Resources › Notification › timeAgo)',
      'datetimesAreRealCalendarTimes: nmid "a": datetime "11/22/2026 24:00:00" has hour 24',
      'anonymousActionUserRevealsNoIdentity: nmid "a": actionUser.uid 70001',
    ]);
  });

  it('holds the configs to serializer marks only (their templates hold {n} by design)', () => {
    expect(
      judgeValues(
        'configs',
        { status: 200, json: { data: { timeFormatDay: '{n} day ago', site_name: 'undefined' } } },
        context,
      ).violations.map((v) => v.received),
    ).toEqual(['/data/site_name "undefined": a serialized undefined (Resources › Configuration item › site_name)']);
  });
});

describe('repeatedHour', () => {
  const at = (text: string) => Date.parse(`${text}Z`);
  it.each([
    ['2026-11-01T01:10:00', '2026-11-01T01:50:00', '11/01/2026 01:50:00', true],
    ['2026-11-01T01:10:00', '2026-11-01T02:20:00', '11/01/2026 02:20:00', false],
    ['2026-11-01T13:10:00', '2026-11-01T13:50:00', '11/01/2026 13:50:00', false],
    ['2026-11-01T01:10:00', '2026-11-01T01:50:00', '2026-11-01T01:50:00Z', false],
  ])('%s then %s (%s): %s', (newer, older, text, allowed) => {
    expect(repeatedHour(at(newer), at(older), text)).toBe(allowed);
  });
});

describe('collidingQueries', () => {
  it('derives page and pageSize pairs whose naive keys collide, and the values-only ones', () => {
    const queries = collidingQueries(120, [1, 3, 5], true).map((q) =>
      Object.entries(q)
        .map(([k, v]) => `${k}=${v}`)
        .join('&'),
    );
    expect(queries).toEqual(
      expect.arrayContaining([
        'page=1&pageSize=15',
        'page=11&pageSize=5',
        'page=3&pageSize=5',
        'page=5&pageSize=3',
        'page=1&pageSize=13',
        'types=3',
        'pageSize=3',
        'status=1',
      ]),
    );
    expect(collidingQueries(10, [1], true)).toEqual([]);
  });
});
