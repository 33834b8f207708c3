// The kit against the real system behind the spec (../shared/real-system, when it is beside the checkout), as
// installed (multilingual off) and with languages on: by default and with --strict it fails exactly the checks
// docs/contract-kit.md lists as the real system's true deviations from the spec, each with its evidence. Every fact of
// the real system the kit asserts is thereby checked against the running system, under its preconditions.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DEFAULTS, executeContract, type ContractReport } from '../../src/contract/execute-contract.js';
import { failsTheRun } from '../../src/contract/kit/check.js';
import { realSystemSkipReason, startRealSystem, type RealSystem } from '../helpers/real-system.js';

const skipReason = realSystemSkipReason();

/**
 * What the manual lists between the real-deviations markers: rows `| \`check\` | spec | …` are the real system's
 * true deviations from the spec; rows `| \`check\` | pending …` are facts of the real system the kit or the document
 * still states otherwise, each naming the change that settles it (none should stay).
 */
export function listedDeviations(page: string): { spec: string[]; pending: string[] } {
  const section = /<!-- real-deviations:start -->([\s\S]*?)<!-- real-deviations:end -->/.exec(page)?.[1] ?? '';
  const rows = [...section.matchAll(/^\| `(\w+)` \| (spec|pending)\b/gm)];
  const of = (kind: string) => rows.filter((r) => r[2] === kind).map((r) => r[1]!);
  return { spec: of('spec'), pending: of('pending') };
}

const listed = listedDeviations(readFileSync(new URL('../../docs/contract-kit.md', import.meta.url), 'utf8'));

/** What fails by default (spec checks) and what fails with --strict (real-system checks besides), from one run. */
function failures(report: ContractReport) {
  const failed = report.results.filter((r) => r.outcome.status === 'fail');
  return {
    spec: failed.filter((r) => failsTheRun(r.check, false)).map((r) => r.check.name),
    strict: failed.filter((r) => failsTheRun(r.check, true) && !failsTheRun(r.check, false)).map((r) => r.check.name),
  };
}

describe('the deviations the manual lists', () => {
  it('name checks of the kit, each once', async () => {
    const { allChecks } = await import('../../src/contract/checks/all-checks.js');
    const names = [...listed.spec, ...listed.pending];
    expect(listed.spec.length).toBeGreaterThan(0);
    expect(names.filter((n) => !allChecks.some((c) => c.name === n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.skipIf(skipReason !== undefined)(
  `the kit against the real system${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    const runs: { name: string; report: ContractReport }[] = [];
    const systems: RealSystem[] = [];
    beforeAll(async () => {
      for (const languageStatus of [false, true]) {
        const real = await startRealSystem({ languageStatus });
        systems.push(real);
        const report = await executeContract({
          ...CONTRACT_DEFAULTS,
          baseUrl: real.url,
          credentials: real.admin,
          otherCredentials: real.alice,
          strict: true,
          only: [],
          skip: [],
          deadlineMs: 120_000,
        });
        runs.push({ name: languageStatus ? 'languages on' : 'as installed', report });
      }
    }, 300_000);
    afterAll(async () => {
      await Promise.all(systems.map((s) => s.stop()));
    }, 120_000);

    it.each([0, 1])('fails by default exactly on the true deviations (run %i)', (i) => {
      const { report } = runs[i]!;
      expect(report.reachable).toBe(true);
      expect(failures(report).spec.sort()).toEqual([...listed.spec].sort());
    });

    it.each([0, 1])(
      "with --strict fails besides only where the real system's facts await a pending change (run %i)",
      (i) => {
        const strict = failures(runs[i]!.report).strict;
        expect(strict.filter((n) => !listed.pending.includes(n))).toEqual([]);
      },
    );

    it('needs every pending entry: a pending fact that passes on both runs is to be struck from the list', () => {
      const failing = new Set(runs.flatMap((r) => failures(r.report).strict));
      expect(listed.pending.filter((n) => !failing.has(n))).toEqual([]);
    });

    it('checks the language facts when the configs say the switch is on, and says why it does not when it is off', () => {
      const outcome = (i: number, name: string) => runs[i]!.report.results.find((r) => r.check.name === name)!.outcome;
      expect(outcome(0, 'languageHeaderPicksTheCurrentLanguage')).toMatchObject({
        status: 'skip',
        reason: expect.stringContaining('language_status is false'),
      });
      expect(outcome(1, 'languageHeaderPicksTheCurrentLanguage').status).toBe('pass');
      expect(outcome(1, 'datetimeFollowsTheLanguageFormats').status).toBe('pass');
    });
  },
);
