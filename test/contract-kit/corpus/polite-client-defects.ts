// Class 13, a polite client (issue 22): servers that throttle or compress and get it wrong. A 429/503 is never
// judged, so each defect shows in what comes after it: the answer to the retry, a throttle disguised as a success,
// or compressed bytes that do not decode.
import { gzipSync } from 'node:zlib';
import { writeAnswer } from '../independent-server/independent-server.js';
import type { Wire } from '../independent-server/server-manners.js';
import type { Answer, Request } from '../independent-server/pipeline.js';
import type { Choices } from '../independent-server/choices.js';
import { corpusDefect, onWire } from './corpus-defect.js';

const isList = (request: Request) => request.path.endsWith('/notification/list');
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Wire => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * The first time a list URL is asked: `first` (a 429 or 503 asking to come back at once); asked again (the kit's
 * retry): the correct answer spoilt by `spoil`, as a cache warmed while throttling would serve it.
 */
const afterAThrottle =
  (first: Wire, spoil: (data: { pagination: Record<string, number>; list: unknown[] }) => void) =>
  (_c: unknown, choices: Choices) => {
    const asked = new Set<string>();
    return {
      write(answer: Answer, request: Request): Wire {
        if (!isList(request)) return writeAnswer(answer, choices);
        const key = `${request.query.toString()} ${request.headers['x-core-uid-token'] ?? ''}`;
        if (!asked.has(key)) {
          asked.add(key);
          return first;
        }
        const body = answer.body as { code?: number; data?: { pagination: Record<string, number>; list: unknown[] } };
        if (answer.status === 200 && body.code === 0 && body.data) spoil(body.data);
        return writeAnswer(answer, choices);
      },
    };
  };

/** List answers past page 1 replaced: a limiter tripped by a client paging quickly, answering in its own way. */
const onLaterPages = (wire: Wire) => (_c: unknown, choices: Choices) => ({
  write: (answer: Answer, request: Request): Wire =>
    isList(request) && Number(request.query.get('page') ?? 1) >= 2 ? wire : writeAnswer(answer, choices),
});

const PAST = 'Wed, 21 Oct 2015 07:28:00 GMT';

export const politeClientDefects = [
  corpusDefect({
    name: 'wrongPageAfterA503',
    breaks:
      "each list URL first answers 503 Retry-After: 0; the retry gets the next page's pagination (a stale page of another query)",
    killedBy: 'currentPageEchoesTheRequestedPage',
    blindSpot: 13,
    defect: afterAThrottle(
      json(503, { message: 'Service Unavailable' }, { 'retry-after': '0' }),
      (data) => void (data.pagination.currentPage! += 1),
    ),
  }),
  corpusDefect({
    name: 'oldestFirstAfterA429',
    breaks: 'each list URL first answers 429 with a Retry-After date already past; the retry is ordered oldest first',
    killedBy: 'listIsNewestFirst',
    blindSpot: 13,
    defect: afterAThrottle(
      json(429, { message: 'Too Many Attempts.' }, { 'retry-after': PAST }),
      (data) => void data.list.reverse(),
    ),
  }),
  corpusDefect({
    name: 'duplicateItemAfterA503',
    breaks:
      'each list URL first answers 503 without Retry-After; the retry repeats its first item in place of its last',
    killedBy: 'walkingEveryPageYieldsTotalDistinctItems',
    blindSpot: 13,
    defect: afterAThrottle(json(503, { message: 'Service Unavailable' }), (data) => {
      if (data.list.length > 1) data.list[data.list.length - 1] = data.list[0];
    }),
  }),
  corpusDefect({
    name: 'throttleAsCodeZeroEnvelope',
    breaks: 'list answers past page 1 are the limiter\'s HTTP 200 {code: 0, message: "Too Many Attempts.", data: null}',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 13,
    defect: onLaterPages(json(200, { code: 0, message: 'Too Many Attempts.', data: null })),
  }),
  corpusDefect({
    name: 'throttleLabelledHtml',
    breaks: 'list answers past page 1 are the limiter\'s HTTP 200 {"message": "Too Many Attempts."} labelled text/html',
    killedBy: 'everyListAnswerIsDeclaredJson',
    blindSpot: 13,
    defect: onLaterPages({
      status: 200,
      headers: { 'content-type': 'text/html; charset=UTF-8' },
      body: Buffer.from('{"message":"Too Many Attempts."}'),
    }),
  }),
  corpusDefect({
    name: 'gzipHeaderOnAPlainBody',
    breaks:
      'list answers say Content-Encoding: gzip but the body is plain JSON (a proxy that strips the compression, not the header)',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 13,
    defect: onWire((wire) => void (wire.headers['content-encoding'] = 'gzip')),
  }),
  corpusDefect({
    name: 'truncatedGzipStream',
    breaks: 'list answers are gzip streams cut in half (Content-Length of the cut bytes)',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 13,
    defect: onWire((wire) => {
      const gzipped = gzipSync(wire.body);
      wire.body = gzipped.subarray(0, Math.floor(gzipped.length / 2));
      wire.headers['content-encoding'] = 'gzip';
    }),
  }),
];
