// An answer larger than the kit reads (its body size cap) is one the kit did not judge: the spec sets no size, so a
// configs or list answer beyond the cap SKIPs the checks that read it, saying why, and never FAILs a correct server.
import { describe, expect, it } from 'vitest';
import { kitAgainstIndependent } from './self-test/run-corpus.js';

describe('a configs answer beyond the body size cap', () => {
  it('skips the configs checks with the reason, failing none', async () => {
    const only = [
      'everySpecKeyIsPresent',
      'everyKeyHasItsType',
      'timeFormatsContainN',
      'configsUseTheEnvelope',
      'configsNeedNoLogin',
    ];
    const report = await kitAgainstIndependent({}, undefined, { only, maxBodyBytes: 4_096 });
    const outcomes = report.results.map((r) => [r.check.name, r.outcome.status]);
    expect(outcomes.filter(([, status]) => status === 'fail')).toEqual([]);
    const present = report.results.find((r) => r.check.name === 'everySpecKeyIsPresent')!.outcome;
    expect(present).toMatchObject({ status: 'skip', reason: expect.stringContaining('larger than the kit reads') });
  });
});

describe('list answers beyond the body size cap', () => {
  it('leave the checks that read them unjudged, saying how to read them, and fail none', async () => {
    const only = [
      'walkingEveryPageYieldsTotalDistinctItems',
      'pagesDoNotOverlap',
      'typesFilterReturnsOnlyThoseTypes',
      'statusSplitsTheWholeIntoUnreadAndRead',
    ];
    // Pages of several notifications do not fit in 4 KB.
    const report = await kitAgainstIndependent({}, undefined, { only, maxBodyBytes: 4_096 });
    const outcomes = report.results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o.status === 'fail')).toEqual([]);
    const unjudged = outcomes.filter((o) => o.status === 'skip' && o.limit === 'size');
    expect(unjudged.length).toBeGreaterThan(0);
    for (const o of unjudged)
      expect(o).toMatchObject({ reason: expect.stringMatching(/raise --max-body to read it$/) });
    expect(report.exitCode).toBe(3); // most checks unjudged: inconclusive, not green
  });
});
