// The kit against an independent implementation: every correct variant passes (the real-system copies with --strict
// too), every defect of the corpus fails the check named for it, and replays on other data are still caught. The
// docs' corpus tables are what these runs produce.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageUrl, sectionPages, withSections } from '../../scripts/docs-sections.js';
import { allChecks } from '../../src/contract/checks/all-checks.js';
import { allDefects } from './corpus/all-defects.js';
import { correctServers, replays } from './corpus/correct-servers.js';
import { corpusSections, defectNamed, runWholeCorpus } from './self-test/corpus-runs.js';
import type { SubjectRun } from './self-test/run-corpus.js';
import { withoutAlsoCaughtBy } from './self-test/stable-table.js';
import { rootCauseLines, subjectsCounted } from './self-test/root-cause-counts.js';

let lenient: SubjectRun[] = [];
let strict: SubjectRun[] = [];
let defects: SubjectRun[] = [];
let replayed: SubjectRun[] = [];
let sections: Record<string, string> = {};

beforeAll(async () => {
  const runs = await runWholeCorpus();
  ({ lenient, strict, defects, replayed } = runs);
  sections = corpusSections(runs);
}, 900_000); // 150+ whole runs, four at a time: minutes on a two-core machine under load, more beside another file (speed is the bench's)

describe('correct servers that choose differently', () => {
  // Passing: no check fails. A run whose own deadline (or a throttling server) left most checks unchecked says so
  // with exit 3 (inconclusive), never 1; only the servers run under a tight deadline may.
  it.each(correctServers.map((s, i) => [s.name, i] as const))('%s passes by default', (_name, i) => {
    expect(lenient[i]!.failed, lenient[i]!.name).toEqual([]);
    const { exitCode, inconclusive } = lenient[i]!.report;
    if (correctServers[i]!.kit?.deadlineMs === undefined) expect(exitCode).toBe(0);
    else
      expect([exitCode, inconclusive?.limit ?? 'none']).toEqual(
        exitCode === 0 ? [0, 'none'] : [3, expect.stringMatching(/deadline|throttled/)],
      );
  });

  it.each(correctServers.map((s, i) => [s.name, i] as const))(
    '%s fails with --strict only on checks resting on the real system',
    (_name, i) => {
      const failed = strict[i]!.failed.map((n) => allChecks.find((c) => c.name === n)!);
      expect(failed.every((c) => c.provenance === 'assumed' && c.basis === 'real system')).toBe(true);
      if (correctServers[i]!.strict)
        expect(strict[i]!.report.exitCode, strict[i]!.failed.join(', ')).toBe(strict[i]!.report.inconclusive ? 3 : 0);
    },
  );

  it('find the data their checks need beyond the first page, and say where (a server whose first pages are flat)', () => {
    const run = lenient[correctServers.findIndex((s) => s.name === 'interestingDataDeep')]!;
    const outcome = (name: string) => run.report.results.find((r) => r.check.name === name)!.outcome;
    for (const name of [
      'userWhitelistFollowsListIndexPaths',
      'userBlacklistFollowsDotPaths',
      'infoWhitelistFollowsListIndexPaths',
      'dotPathsReachAsDeepAsTheDataNests',
      'filtersLeaveNullObjectsNull',
    ])
      expect(outcome(name).status, name).toBe('pass');
    expect(outcome('userWhitelistFollowsListIndexPaths')).toMatchObject({
      note: expect.stringContaining('on page 4 (looked at 4 pages, 60 notifications, of 120)'),
    });
  });

  it("are at least ten, and the real-system copy notes the mock's own choices without failing", () => {
    expect(correctServers.length).toBeGreaterThanOrEqual(10);
    expect(strict[0]!.noted).toEqual(expect.arrayContaining(['unknownConfigKeyIsRejected']));
  });
});

describe('the independent implementation', () => {
  it('imports nothing of the mock (a bug shared with the mock would hide in both)', () => {
    const dirs = ['independent-server', 'corpus'].map((d) => new URL(`./${d}/`, import.meta.url));
    const imports = dirs.flatMap((dir) =>
      readdirSync(dir).flatMap((file) =>
        [...readFileSync(new URL(file, dir), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => `${file}: ${m[1]}`),
      ),
    );
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter((i) => /\/mock\//.test(i))).toEqual([]);
  });
});

describe('the defect corpus', () => {
  it('holds at least 60 defects, covering every blind spot, with a defect for every check of the kit', () => {
    expect(allDefects.length).toBeGreaterThanOrEqual(60);
    expect(new Set(allDefects.map((d) => d.blindSpot))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]),
    );
    const proven = new Set(allDefects.map((d) => d.killedBy));
    expect(allChecks.filter((c) => c.basis !== 'mock' && !proven.has(c.name)).map((c) => c.name)).toEqual([]);
  });

  it.each(allDefects.map((d, i) => [d.name, d.killedBy, i] as const))('catches %s with %s', (name, killedBy, i) => {
    expect(defects[i]!.report.exitCode, `${name}: exit code`).toBe(1);
    expect(defects[i]!.failed, `${name} should fail ${killedBy}`).toContain(killedBy);
  });

  it.each(replays.map((r, i) => [r.defect, r.on, i] as const))('still catches %s on %s', (name, _on, i) => {
    expect(replayed[i]!.failed).toContain(defectNamed(name).killedBy);
  });

  it('is shown in docs/contract-kit.md as it is (run `npm run docs` to refresh it)', () => {
    const page = readFileSync(pageUrl(sectionPages['corpus-matrix']!), 'utf8');
    expect(withoutAlsoCaughtBy(page)).toBe(withoutAlsoCaughtBy(withSections(page, sections)));
  });

  it("counts every defect in the manual's root-cause lines (run `npm run docs` to refresh them)", () => {
    const page = readFileSync(pageUrl(sectionPages['root-causes']!), 'utf8');
    expect(subjectsCounted(rootCauseLines(page)[1]!)).toBe(allDefects.length);
  });
});
