// Class 14, speed and exit (issue 22): answers that cost the kit time — a list of 1,000,000 or 100,000 {}, an answer
// that never ends — must fail quickly, by the check that reads them, and the run must end.
import { corpusDefect } from './corpus-defect.js';
import { writeAnswer } from '../independent-server/independent-server.js';
import type { Wire } from '../independent-server/server-manners.js';
import type { Answer, Request } from '../independent-server/pipeline.js';
import type { Choices } from '../independent-server/choices.js';

const isList = (request: Request) => request.path.endsWith('/notification/list');

/** A list answer of `count` empty objects (built once, on the first list request). */
const emptyItems = (count: number) => (_c: unknown, choices: Choices) => {
  let bytes: Buffer | undefined;
  return {
    write(answer: Answer, request: Request): Wire {
      if (!isList(request)) return writeAnswer(answer, choices);
      bytes ??= Buffer.from(
        `{"code":0,"message":"ok","data":{"pagination":{"total":${count},"pageSize":15,"currentPage":1,"lastPage":${Math.ceil(count / 15)}},"list":[${Array(count).fill('{}').join(',')}]}}`,
      );
      return { status: 200, headers: { 'content-type': 'application/json' }, body: bytes };
    },
  };
};

/** List answers matching `which` never end: the head and a first part, then a space a second or nothing. */
const neverEnding =
  (how: 'drip' | 'silence', which: (request: Request) => boolean) => (_c: unknown, choices: Choices) => ({
    write(answer: Answer, request: Request): Wire {
      const wire = writeAnswer(answer, choices);
      return isList(request) && which(request) ? { ...wire, stall: how } : wire;
    },
  });

/** A short timeout, so that a run against a server that never answers ends in seconds (and well before its deadline). */
const impatient = { timeoutMs: 1_000, deadlineMs: 30_000 };

/** Big answers on a loaded machine: the default minute was cut short once, leaving the run inconclusive. */
const patient = { deadlineMs: 180_000 };

export const speedDefects = [
  corpusDefect({
    name: 'millionEmptyItems',
    breaks: 'every list answer is HTTP 200 with a list of 1,000,000 {} (3 MB)',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 14,
    kit: patient,
    defect: emptyItems(1_000_000),
  }),
  corpusDefect({
    name: 'hundredThousandEmptyItems',
    breaks: 'every list answer is HTTP 200 with a list of 100,000 {} (read, and validated in linear time)',
    killedBy: 'everyListAnswerMatchesTheSchema',
    blindSpot: 14,
    kit: patient,
    defect: emptyItems(100_000),
  }),
  corpusDefect({
    name: 'drippingListAnswer',
    breaks: 'list answers send their head and a first part, then a space a second, never ending',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 14,
    kit: impatient,
    defect: neverEnding('drip', () => true),
  }),
  corpusDefect({
    name: 'silentAfterTheHead',
    breaks: 'list answers send their head and a first part, then nothing, never ending',
    killedBy: 'successEnvelopeIsCodeZeroOk',
    blindSpot: 14,
    kit: impatient,
    defect: neverEnding('silence', () => true),
  }),
  corpusDefect({
    name: 'lastPageNeverEnds',
    breaks: 'the last page of the 15-item walk (page 8) never finishes arriving',
    killedBy: 'walkingEveryPageYieldsTotalDistinctItems',
    blindSpot: 14,
    kit: impatient,
    defect: neverEnding(
      'drip',
      (request) => request.query.get('page') === '8' && request.query.get('pageSize') === '15',
    ),
  }),
];
