// Blind spot 16: times a server renders from "now". A correct server whose clock ticks between two requests passes
// (correct-servers: tickingClockFreshData); these render a humanized time the absolute one contradicts.
import { corpusDefect, onEachItem, onEachRendered } from './corpus-defect.js';
import { timeAgo } from '../independent-server/render-notification.js';
import type { Json } from '../independent-server/subjects.js';

const HOUR = 3_600_000;
/** timeAgo counted from a clock `shift` ahead of the server's own: every age too old by as much, all agreeing. */
const timeAgoAhead = (shift: number) =>
  onEachRendered((out, item) => {
    out.timeAgo = timeAgo(item.createdAt - shift);
  });

/** Changes every nested `…TimeAgo` string of a notification's structures. */
const eachNestedTimeAgo = (change: (text: string) => string) =>
  onEachItem((n) => {
    const visit = (value: unknown): void => {
      if (value === null || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (key.endsWith('TimeAgo') && typeof inner === 'string') (value as Json)[key] = change(inner);
        else visit(inner);
      }
    };
    visit(n.actionUser);
    visit(n.actionInfo);
  });

export const renderedTimeDefects = [
  corpusDefect({
    name: 'timeAgoFromAClockThreeHoursAhead',
    breaks:
      'timeAgo counted from a clock three hours ahead of the answer\'s Date (Unix-time datetimes): "3 hour ago" on a minute-old notification, every item of a page agreeing',
    killedBy: 'timeAgoAgreesWithTheAnswersDate',
    blindSpot: 16,
    choices: { datetime: 'unix' },
    defect: timeAgoAhead(3 * HOUR),
  }),
  corpusDefect({
    name: 'timeAgoFromTokyoWallClockReadAsUtc',
    breaks:
      "datetimes with Tokyo's offset (2026-11-22T21:00:00+09:00), timeAgo counted from Tokyo's wall clock read as UTC: every age nine hours too old",
    killedBy: 'timeAgoAgreesWithTheAnswersDate',
    blindSpot: 16,
    choices: { datetime: 'iso', timeZone: 'Asia/Tokyo' },
    defect: timeAgoAhead(9 * HOUR),
  }),
  corpusDefect({
    name: 'nestedTimeAgoInTheWrongUnit',
    breaks:
      "the structures' createdTimeAgo and lastPublishPostTimeAgo one unit too coarse (minutes written as hours, hours as days), on fresh data",
    killedBy: 'timeAgoAgreesWithDatetime',
    blindSpot: 16,
    choices: { nestedTimes: true, freshData: true, inboxSize: 40 },
    defect: eachNestedTimeAgo((t) =>
      t
        .replace(/ day ago$/, ' month ago')
        .replace(/ hour ago$/, ' day ago')
        .replace(/ minute ago$/, ' hour ago'),
    ),
  }),
  corpusDefect({
    name: 'nestedTimeAgoCachedWithTheData',
    breaks:
      'the structures\' …TimeAgo rendered once, when the data was fresh, and cached with it: "1 minute ago" on content days old (the notification\'s own timeAgo is right)',
    killedBy: 'timeAgoAgreesWithDatetime',
    blindSpot: 16,
    choices: { nestedTimes: true, freshData: true },
    defect: eachNestedTimeAgo(() => '1 minute ago'),
  }),
];
