// The kit proves itself: it passes the mock and a correct server that chooses differently, and every
// deliberately broken server fails on the check named for it. Every check is proven by at least one mutant.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageUrl, sectionPages, withSections } from '../scripts/docs-sections.js';
import { killMatrix } from './self-test/kill-matrix.js';
import { allChecks } from '../src/contract/checks/all-checks.js';
import { executeContract, type ContractReport } from '../src/contract/execute-contract.js';
import { alternativeServer } from './mutants/alternative-server.js';
import { allMutants } from './mutants/all-mutants.js';
import { kitOptions, MockPool, runKitAgainstProxy, runMutants, type MutantRun } from './self-test/run-kit-against.js';

const pool = new MockPool();
afterAll(() => pool.close());

const failedNames = (report: ContractReport) => report.results.filter((r) => r.outcome.status === 'fail').map((r) => r.check.name);

describe('the kit against correct servers', () => {
  it('passes the mock, in strict mode too', async () => {
    const mock = await pool.get();
    const report = await executeContract(kitOptions(mock.url, true));
    expect(failedNames(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.results.filter((r) => r.outcome.status === 'pass').length).toBeGreaterThan(50);
  });

  it('passes the mock answering errors with HTTP 400/401 (--http-errors) by default', async () => {
    const mock = await pool.get({ httpErrors: true });
    const report = await executeContract(kitOptions(mock.url, false));
    expect(report.exitCode).toBe(0);
  });

  it('passes a correct server that chooses differently where the spec is silent, and flags only assumed checks with --strict', async () => {
    const lenient = await runKitAgainstProxy(pool, alternativeServer, false);
    expect(lenient.results.filter((r) => r.blocking).map((r) => r.check.name)).toEqual([]);
    expect(lenient.exitCode).toBe(0);
    const strict = await runKitAgainstProxy(pool, alternativeServer, true);
    expect(strict.exitCode).toBe(1);
    const blocking = strict.results.filter((r) => r.blocking);
    expect(blocking.every((r) => r.check.provenance === 'assumed')).toBe(true);
    expect(blocking.map((r) => r.check.name)).toEqual(expect.arrayContaining(['configsUseTheEnvelope', 'errorsAreHttp200Envelopes', 'pageSizeAboveThirtyIsRejected', 'actionTypeMatchesTheNotificationType', 'datetimeFollowsTheLanguageFormats']));
  });
});

describe('the kit against broken servers', () => {
  let runs: MutantRun[] = [];
  beforeAll(async () => {
    runs = await runMutants(pool, allMutants);
  }, 120_000);

  it('has a mutant for every check', () => {
    const proven = new Set(allMutants.map((m) => m.killedBy));
    expect(allChecks.map((c) => c.name).filter((name) => !proven.has(name))).toEqual([]);
    expect(allMutants.length).toBeGreaterThanOrEqual(15);
  });

  it('is shown in the kill matrix of docs/contract-kit.md as it is (run `npm run docs` to refresh it)', () => {
    const page = readFileSync(pageUrl(sectionPages['kill-matrix']!), 'utf8');
    expect(page).toBe(withSections(page, { 'kill-matrix': killMatrix(runs) }));
  });

  it.each(allMutants.map((m) => [m.name, m.killedBy] as const))('catches %s with %s', (name, killedBy) => {
    const run = runs.find((r) => r.mutant.name === name)!;
    expect(run.report.exitCode, `${name}: exit code`).toBe(1);
    expect(run.caughtBy, `${name} should fail ${killedBy}`).toContain(killedBy);
  });
});
