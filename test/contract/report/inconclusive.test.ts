// Which runs proved too little to be green: more than half of the checks skipped, once a limit of the run (deadline,
// request budget, throttling, the body size cap) left one of them unchecked.
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/contract/kit/check.js';
import type { CheckResult } from '../../../src/contract/kit/runner.js';
import { inconclusiveLine, inconclusiveOf } from '../../../src/contract/report/inconclusive.js';

const result = (outcome: Outcome): CheckResult =>
  ({ check: { name: 'someCheck' }, outcome, blocking: false, durationMs: 0 }) as unknown as CheckResult;
const passed = result({ status: 'pass' });
const nothingToJudge = result({ status: 'skip', reason: 'no answer this rule applies to was seen' });
const unjudged = result({ status: 'skip', reason: 'not judged: larger than the cap', limit: 'size' });
const late = result({ status: 'skip', reason: 'the deadline passed', limit: 'deadline' });
const limits = { deadlineMs: 60_000, maxRequests: 500 };

describe('inconclusiveOf', () => {
  it.each([
    ['every check passed', [passed, passed, passed], undefined],
    ['most skipped, no limit met', [nothingToJudge, nothingToJudge, passed], undefined],
    ['half skipped by a limit', [unjudged, passed], undefined],
    ['most skipped by the size cap', [unjudged, unjudged, passed], { limit: 'size', unchecked: 2, total: 3 }],
    [
      'one skipped by the cap, the rest left with nothing to judge',
      [unjudged, nothingToJudge, nothingToJudge, passed],
      { limit: 'size', unchecked: 3, total: 4 },
    ],
    ['the limit that left the most', [late, late, unjudged, passed], { limit: 'deadline', unchecked: 3, total: 4 }],
  ] as const)('%s', (_, results, expected) => {
    const found = inconclusiveOf(results, limits, 0);
    if (expected === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject(expected);
  });

  it('names the size cap and how to raise it', () => {
    const found = inconclusiveOf([unjudged, unjudged, passed], limits, 0)!;
    expect(inconclusiveLine(found, 3)).toBe(
      'Inconclusive (exit 3): answers larger than the kit reads left 2 of 3 checks unjudged; raise --max-body.',
    );
  });
});
