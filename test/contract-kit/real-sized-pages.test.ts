// No verdict from a slimmed answer (issue 27, item 3): past its memory budget the kit keeps answers cut down to the
// fields walks read, and a check that needs whole objects asks again. A full run over pages of the real system's size
// (about 250 KB for 15 notifications) passes a correct server, with every check that reads objects judging them, and
// still catches a projection that leaks a key when almost every answer is kept slim.
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../src/contract/report/report-text.js';
import { allDefects } from './corpus/all-defects.js';
import type { Choices } from './independent-server/choices.js';
import type { Defect } from './independent-server/independent-server.js';
import { kitAgainstIndependent } from './self-test/run-corpus.js';

const REAL_SIZED: Partial<Choices> = { realSized: true, nestedTimes: true };

/** The checks that read whole objects (projections, nested fields, the default page's objects again). */
const READING_OBJECTS = [
  'userWhitelistKeepsOnlyNamedKeys',
  'userBlacklistFollowsDotPaths',
  'userWhitelistFollowsListIndexPaths',
  'infoWhitelistFollowsDotPaths',
  'infoBlacklistFollowsListIndexPaths',
  'userFilterLeavesActionInfoWhole',
  'infoFilterLeavesActionUserWhole',
  'filtersLeaveNullObjectsNull',
  'filterKeysWithEmptyPiecesNameOnlyTheOthers',
  'dotPathsReachAsDeepAsTheDataNests',
  'parametersCombinePairwise',
  'defaultPageIsTheSameAfterEveryOtherRequest',
  'commentsPointAtTheCommentNotTheCommentedContent',
  'quotesNameTheQuotingAndTheQuotedPost',
];

const run = (strict: boolean, retainedBudget?: number, defect?: Defect) =>
  kitAgainstIndependent(REAL_SIZED, defect, { strict, ...(retainedBudget ? { retainedBudget } : {}) });

const statusOf = (report: Awaited<ReturnType<typeof run>>, name: string) =>
  report.results.find((r) => r.check.name === name)!.outcome.status;

describe('a full run over pages of the real system’s size', () => {
  it.each([
    ['the default budget, with --strict', true, undefined],
    ['a budget that keeps almost every answer slim', false, 2 * 1024 * 1024],
  ] as const)(
    'passes a correct server, every check reading objects judging them (%s)',
    async (_, strict, budget) => {
      const report = await run(strict, budget);
      const failed = report.results.filter((r) => labelOf(r) === 'FAIL').map((r) => r.check.name);
      expect(failed).toEqual([]);
      expect(report.exitCode).toBe(0);
      for (const name of READING_OBJECTS) expect(statusOf(report, name), name).toBe('pass');
    },
    60_000,
  );

  it('still catches a whitelist that leaks a key when the answers are kept slim', async () => {
    const defect = allDefects.find((d) => d.killedBy === 'userWhitelistKeepsOnlyNamedKeys')!;
    const report = await run(false, 2 * 1024 * 1024, defect.defect);
    expect(statusOf(report, 'userWhitelistKeepsOnlyNamedKeys')).toBe('fail');
  }, 60_000);
});
