// timeAgo against the answer's own Date: each notification places "now" in a window; Date must lie in every one,
// give or take the slack. Judged per answer: the same text arriving at another time is judged again.
import { describe, expect, it } from 'vitest';
import { answerFromText, judgeAnswer } from '../../../src/contract/invariants/judge-answer.js';
import { valueContextOf } from '../../../src/contract/invariants/judge-values.js';
import { DATE_SLACK_MS, judgeTimeAgoAgainstDate } from '../../../src/contract/invariants/time-ago-now.js';
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/index.js';
import { validatorsOf } from '../../../src/contract/kit/run-validators.js';
import { committedDocument } from '../../../src/validation/committed-document.js';

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
const NOW = Date.parse('2026-11-27T16:00:00Z');
const MINUTE = 60_000;
const http = (ms: number) => new Date(ms).toUTCString();
const page = (...items: [string, string][]) => ({
  code: 0,
  message: 'ok',
  data: { list: items.map(([datetime, timeAgo], i) => ({ nmid: `n${i}`, datetime, timeAgo })) },
});
const judge = (body: unknown, date: string | undefined) =>
  judgeTimeAgoAgainstDate({ status: 200, headers: date === undefined ? {} : { date }, json: body }, context);

describe('judgeTimeAgoAgainstDate', () => {
  it.each([
    ['ISO with Z, floor', [['2026-11-27T15:57:10Z', '2 minute ago']], NOW, true],
    ['ISO with an offset', [['2026-11-28T00:57:10+09:00', '2 minute ago']], NOW, true],
    ['Unix seconds, rounded up', [[String((NOW - 150_000) / 1000), '3 minute ago']], NOW, true],
    ['RFC 2822 +0000, hours', [['Fri, 27 Nov 2026 12:30:00 +0000', '3 hour ago']], NOW, true],
    ['months of 28 days', [['2026-09-01T16:00:00Z', '3 month ago']], NOW, true],
    ['English with UTC', [['November 27, 2026 3:50 PM UTC', '10 minute ago']], NOW, true],
    ['a slow page: Date 4 minutes after the window', [['2026-11-27T15:50:00Z', '5 minute ago']], NOW, true],
    ['three hours ahead', [['2026-11-27T15:58:00Z', '3 hour ago']], NOW, false],
    ['two days behind (any rounding passes one)', [['2026-11-24T16:00:00Z', '1 day ago']], NOW, false],
    ['ten minutes ahead, in minutes', [['2026-11-27T15:58:00Z', '12 minute ago']], NOW, false],
    ['a Date a day later than the page', [['2026-11-27T15:58:00Z', '2 minute ago']], NOW + 86_400_000, false],
  ] as const)('%s: agrees %s', (_what, items, date, agrees) => {
    const judged = judge(page(...(items as unknown as [string, string][])), http(date));
    expect(judged.judged).toEqual(['timeAgoAgreesWithTheAnswersDate']);
    expect(judged.violations.length === 0).toBe(agrees);
  });

  it.each([
    ['no Date header', [['2026-11-27T15:58:00Z', '3 hour ago']], undefined],
    ['a Date that is no date', [['2026-11-27T15:58:00Z', '3 hour ago']], 'soon'],
    ['a wall clock of no zone (any zone may be meant)', [['11/27/2026 15:58:00', '3 hour ago']], http(NOW)],
    ['ISO without an offset', [['2026-11-27T15:58:00', '3 hour ago']], http(NOW)],
    ['a wording the templates do not match', [['2026-11-27T15:58:00Z', 'just now']], http(NOW)],
    ['a day-month date real both ways', [['03/11/2026 15:58:00 +0000', '3 hour ago']], http(NOW)],
    ['an empty page', [], http(NOW)],
  ] as const)('%s: not judged', (_what, items, date) => {
    expect(judge(page(...(items as unknown as [string, string][])), date)).toEqual({ judged: [], violations: [] });
  });

  it('says which notification and how far off, as expected / received', () => {
    const judged = judge(page(['2026-11-27T15:58:00Z', '3 hour ago']), http(NOW));
    expect(judged.violations[0]).toEqual({
      rule: 'timeAgoAgreesWithTheAnswersDate',
      expected: `timeAgo as old as datetime is at the answer's Date (within the unit's rounding and ${DATE_SLACK_MS / MINUTE} minutes)`,
      received:
        'nmid "n0" "3 hour ago" with datetime "2026-11-27T15:58:00Z" says now is 2026-11-27T17:58:00.000Z or later, but the answer\'s Date is "Fri, 27 Nov 2026 16:00:00 GMT" (118 minutes earlier)',
    });
  });

  it('judges the same text again when it arrives at another time (never once per text)', () => {
    const validators = validatorsOf(committedDocument());
    const text = JSON.stringify(
      page(['2026-11-27T15:58:00Z', '2 minute ago'], ['2026-11-27T15:30:00Z', '30 minute ago']),
    );
    const at = (date: number) =>
      judgeAnswer(
        answerFromText(
          { path: NOTIFICATION_LIST_PATH, search: new URLSearchParams() },
          { status: 200, headers: { 'content-type': 'application/json', date: http(date) }, text },
        ),
        validators,
        context,
      ).violations.filter((v) => v.rule === 'timeAgoAgreesWithTheAnswersDate');
    expect(at(NOW)).toEqual([]);
    expect(at(NOW + 3 * 3_600_000)).toHaveLength(1);
    expect(at(NOW)).toEqual([]);
  });
});
