// Blind spot 10: values that betray a bug in rendering (issue 22, item 3): an unfilled placeholder, a serialized
// NaN, object or null, an HTML entity or half an emoji in text, a time on no calendar, a timeAgo that contradicts
// datetime, an anonymous trigger's identity revealed under a projection.
import { INDEPENDENT_NOW } from '../independent-server/choices.js';
import { corpusDefect, onEachItem, onEachRendered } from './corpus-defect.js';

const rich = { rich: true };
const MINUTE = 60_000;

/** The real system's timeAgo units, each labelled with the unit before it (an off-by-one in a lookup table). */
function shiftedUnits(ms: number): string {
  const age = INDEPENDENT_NOW - ms;
  const [n, unit] =
    age < 60 * MINUTE
      ? [age / MINUTE, 'minute']
      : age < 1_440 * MINUTE
        ? [age / (60 * MINUTE), 'minute']
        : age < 30 * 1_440 * MINUTE
          ? [age / (1_440 * MINUTE), 'hour']
          : age < 336 * 1_440 * MINUTE
            ? [age / (28 * 1_440 * MINUTE), 'day']
            : [age / (336 * 1_440 * MINUTE), 'month'];
  return `${Math.max(1, Math.floor(n))} ${unit} ago`;
}

/** timeAgo from a clock two hours behind the one that stamped the notifications, without the floor at 1. */
function laggingTimeAgo(ms: number): string {
  const age = INDEPENDENT_NOW - 2 * 60 * MINUTE - ms;
  return Math.abs(age) < 60 * MINUTE
    ? `${Math.trunc(age / MINUTE)} minute ago`
    : `${Math.trunc(age / (60 * MINUTE))} hour ago`;
}

export const valueDefects = [
  corpusDefect({
    name: 'monthAndYearWordingsUnfilled',
    breaks: 'timeAgo "{n} month ago": the code fills {num}, the month and year templates say {n}',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: onEachItem((n) => (n.timeAgo = String(n.timeAgo).replace(/^\d+ (month|year) ago$/, '{n} $1 ago'))),
  }),
  corpusDefect({
    name: 'nanMinutesForSystemMessages',
    breaks: 'System messages (no created_at column) say "NaN minute ago"',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: onEachItem((n) => n.type === 1 && (n.timeAgo = 'NaN minute ago')),
  }),
  corpusDefect({
    name: 'mentionContentIsAnObject',
    breaks: 'mention content built with `${summary}` from an object: "[object Object]"',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: onEachItem((n) => n.type === 7 && (n.content = String({ summary: n.content }))),
  }),
  corpusDefect({
    name: 'appUrlNullAsText',
    breaks: 'appUrl written with a template literal: "null"',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: onEachItem((n) => (n.appUrl = `${n.appUrl as string | null}`)),
  }),
  corpusDefect({
    name: 'validationMessagesWithAttribute',
    breaks: 'refusals say "The :attribute must be …" (the attribute name never filled)',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: (c) => ({
      refusal: (r) =>
        c.refusal(
          r.kind === 'validation'
            ? { ...r, message: r.message.replace(/^The [\w ]+? (must|field)/, 'The :attribute $1') }
            : r,
        ),
    }),
  }),
  corpusDefect({
    name: 'nicknamesHtmlEscapedOnInput',
    breaks: 'nicknames escaped for HTML when stored: "Tom &amp; Jerry" (rich data)',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    choices: rich,
    defect: onEachRendered((out) => {
      const u = out.actionUser as Record<string, unknown> | null;
      if (u && typeof u.nickname === 'string') out.actionUser = { ...u, nickname: u.nickname.replace(/&/g, '&amp;') };
    }),
  }),
  corpusDefect({
    name: 'summaryCutInsideASurrogatePair',
    breaks: 'content summaries cut with slice(0, 280): half an emoji (rich data)',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    choices: rich,
    defect: onEachRendered((out, item) => {
      if (typeof item.content === 'string' && item.content.length > 280) out.content = item.content.slice(0, 280);
    }),
  }),
  corpusDefect({
    name: 'negativeCountsFromALaggingClock',
    breaks: 'timeAgo from an app server whose clock lags two hours, not floored at 1: "-45 minute ago"',
    killedBy: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    blindSpot: 10,
    defect: onEachRendered((out, item) => {
      out.timeAgo = laggingTimeAgo(item.createdAt);
    }),
  }),
  corpusDefect({
    name: 'midnightWrittenAsHour24',
    breaks: 'datetime with a 1–24 hour clock (moment\'s "kk"): 00:15 written as 24:15',
    killedBy: 'datetimesAreRealCalendarTimes',
    blindSpot: 10,
    defect: onEachItem((n) => (n.datetime = String(n.datetime).replace(/ 00:(\d\d):(\d\d)$/, ' 24:$1:$2'))),
  }),
  corpusDefect({
    name: 'monthCountedFromZero',
    breaks: 'datetime month from getMonth() without + 1: January is 00, March 31 is 02/31',
    killedBy: 'datetimesAreRealCalendarTimes',
    blindSpot: 10,
    defect: onEachItem(
      (n) =>
        (n.datetime = String(n.datetime).replace(
          /^(\d\d)\//,
          (_m, mm: string) => `${String(Number(mm) - 1).padStart(2, '0')}/`,
        )),
    ),
  }),
  corpusDefect({
    name: 'timeAgoUnitsShiftedByOne',
    breaks: 'timeAgo unit from a lookup table off by one: a 3-day-old item says "3 hour ago"',
    killedBy: 'timeAgoAgreesWithDatetime',
    blindSpot: 10,
    defect: onEachRendered((out, item) => {
      out.timeAgo = shiftedUnits(item.createdAt);
    }),
  }),
  corpusDefect({
    name: 'anonymousActorUnderAWhitelist',
    breaks: 'a projection reads the stored actor: whitelisting uid reveals an anonymous user (rich data)',
    killedBy: 'anonymousActionUserRevealsNoIdentity',
    blindSpot: 10,
    choices: rich,
    defect: onEachRendered((out, item, q) => {
      if (q.user && item.actor) out.actionUser = item.actor;
    }),
  }),
];
