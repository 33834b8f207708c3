// Blind spots 7 and 8: servers that used to get misleading PASS lines ({} for everything, 404 HTML for everything),
// and a defect behind a base path (--base-url http://host/prefix must test /prefix/api/core/v1/…).
import { corpusDefect } from './corpus-defect.js';

export const outputDefects = [
  corpusDefect({
    name: 'emptyObjectForEverything',
    breaks: 'every answer is `{}` (everyKeyHasItsType used to PASS on it)',
    killedBy: 'everySpecKeyIsPresent',
    blindSpot: 7,
    defect: () => ({
      write: () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') }),
    }),
  }),
  corpusDefect({
    name: 'notFoundHtmlForEverything',
    breaks: 'every answer is a 404 HTML page, as behind a wrong base path (the six auth checks used to PASS)',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 7,
    defect: () => ({
      write: () => ({
        status: 404,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<html><body><h1>404 Not Found</h1></body></html>'),
      }),
    }),
  }),
  corpusDefect({
    name: 'statusFilterDropsOldUnread',
    breaks:
      'status=0 loses unread notifications older than 200 days (the failure must name the status filter, not paging)',
    killedBy: 'statusSplitsTheWholeIntoUnreadAndRead',
    blindSpot: 7,
    defect: (c) => ({
      select: (inbox, q) =>
        c.select(inbox, q).filter((n) => q.status !== false || n.createdAt > Date.parse('2026-05-06T00:00:00Z')),
    }),
  }),
  corpusDefect({
    name: 'newestLastUnderAPrefix',
    breaks: 'served under /community, each page oldest first',
    killedBy: 'listIsNewestFirst',
    blindSpot: 8,
    choices: { basePath: '/community' },
    defect: (c) => ({ order: (items) => c.order(items).reverse() }),
  }),
];
