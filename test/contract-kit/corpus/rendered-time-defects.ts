// Blind spot 16: times a server renders from "now". A correct server whose clock ticks between two requests passes
// (correct-servers: tickingClockFreshData); these render a humanized time the absolute one contradicts.
import { corpusDefect, onEachItem } from './corpus-defect.js';
import type { Json } from '../independent-server/subjects.js';

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
