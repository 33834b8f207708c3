// The kit proves itself on the mock: it passes the mock (with a second account, --strict too), and every
// deliberately broken mock (a proxy corrupting one behaviour) fails on the check named for it, or, for a check of the
// mock's own choice, is noted without failing the run. Every check is proven by a mutant or by a corpus defect.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageUrl, sectionPages, withSections } from '../../scripts/docs-sections.js';
import { killMatrix } from './self-test/kill-matrix.js';
import { allChecks } from '../../src/contract/checks/all-checks.js';
import { CONTRACT_DEFAULTS, executeContract, type ContractReport } from '../../src/contract/execute-contract.js';
import { allDefects } from './corpus/all-defects.js';
import { allMutants } from './mutants/all-mutants.js';
import { kitOptions, MockPool, onlyNotes, runMutants, type MutantRun } from './self-test/run-kit-against.js';
import { withoutAlsoCaughtBy } from './self-test/stable-table.js';
import { rootCauseLines, subjectsCounted } from './self-test/root-cause-counts.js';

const pool = new MockPool();
afterAll(() => pool.close());

const failedNames = (report: ContractReport) =>
  report.results.filter((r) => r.outcome.status === 'fail').map((r) => r.check.name);

describe('the kit against the mock', () => {
  it('passes it with a second account, in strict mode too, every check but those without data passing', async () => {
    const mock = await pool.get();
    const report = await executeContract(kitOptions(mock.url, true, mock.accounts[1]));
    expect(failedNames(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    // The mock writes wall clocks of no zone, as the real system does: they cannot be placed against its Date.
    expect(report.results.filter((r) => r.outcome.status === 'skip').map((r) => r.check.name)).toEqual([
      'timeAgoAgreesWithTheAnswersDate',
    ]);
  });

  // Its speed is the bench's to measure (npm run bench); here, that every class fits the budget with room to spare.
  it('sends every class of every parameter within 70% of the default request budget', async () => {
    const mock = await pool.get();
    const report = await executeContract(kitOptions(mock.url, false, mock.accounts[1]));
    expect(report.exitCode).toBe(0);
    expect(report.requests).toBeLessThan(CONTRACT_DEFAULTS.maxRequests * 0.7);
  });

  it("passes the mock answering quotes by the spec's sentence (--quotes sentence) by default, noting the real reading", async () => {
    const mock = await pool.get({ quotes: 'sentence' });
    const report = await executeContract(kitOptions(mock.url, false, mock.accounts[1]));
    expect(failedNames(report)).toEqual(['quotesFollowTheRealSystemsReading']);
    expect(report.exitCode).toBe(0);
  });

  it('passes the mock answering errors with HTTP 400/401 (--http-errors) by default', async () => {
    const mock = await pool.get({ httpErrors: true });
    const report = await executeContract(kitOptions(mock.url, false, mock.accounts[1]));
    expect(report.exitCode).toBe(0);
  });
});

describe('the kit against broken mocks', () => {
  let runs: MutantRun[] = [];
  beforeAll(async () => {
    runs = await runMutants(pool, allMutants);
  }, 900_000); // 90+ mutants, each a whole run: about 280 s on a two-core machine under load, more beside another file (speed is the bench's)

  it('has a mutant or a corpus defect for every check', () => {
    const proven = new Set([...allMutants.map((m) => m.killedBy), ...allDefects.map((d) => d.killedBy)]);
    expect(allChecks.map((c) => c.name).filter((name) => !proven.has(name))).toEqual([]);
  });

  it('is shown in the kill matrix of docs/contract-kit.md as it is (run `npm run docs` to refresh it)', () => {
    const page = readFileSync(pageUrl(sectionPages['kill-matrix']!), 'utf8');
    expect(withoutAlsoCaughtBy(page)).toBe(
      withoutAlsoCaughtBy(withSections(page, { 'kill-matrix': killMatrix(runs) })),
    );
  });

  // The counts themselves move with the run's timing (which other checks also fail); the set they count must not.
  it("counts every mutant in the manual's root-cause lines (run `npm run docs` to refresh them)", () => {
    const page = readFileSync(pageUrl(sectionPages['root-causes']!), 'utf8');
    expect(subjectsCounted(rootCauseLines(page)[0]!)).toBe(allMutants.length);
  });

  it.each(allMutants.map((m) => [m.name, m.killedBy] as const))('catches %s with %s', (name, killedBy) => {
    const run = runs.find((r) => r.mutant.name === name)!;
    const failed = run.report.results.filter((r) => r.outcome.status === 'fail').map((r) => r.check.name);
    expect(run.report.exitCode, `${name}: exit code (failed: ${failed.join(', ')})`).toBe(
      onlyNotes(run.mutant) ? 0 : 1,
    );
    expect(run.caughtBy, `${name} should ${onlyNotes(run.mutant) ? 'be noted by' : 'fail'} ${killedBy}`).toContain(
      killedBy,
    );
  });
});
