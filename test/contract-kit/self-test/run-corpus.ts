// Runs the kit against the independent implementation: correct variants, each defect of the corpus, and replays of
// some defects on other data. Runs go in parallel in-process (the kit and the servers share nothing but HTTP).
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { failsTheRun } from '../../../src/contract/kit/check.js';
import { CONTRACT_DEFAULTS, executeContract, type ContractReport } from '../../../src/contract/execute-contract.js';
import { labelOf } from '../../../src/contract/report/report-text.js';
import type { Choices } from '../independent-server/choices.js';
import { startIndependentServer, type Defect } from '../independent-server/independent-server.js';
import type { KitLimits } from '../corpus/corpus-defect.js';

export interface SubjectRun {
  name: string;
  strict: boolean;
  report: ContractReport;
  /** Checks whose failure fails the run. */
  failed: string[];
  /** Checks of the mock's own choices that noted a difference (INFO). */
  noted: string[];
}

/** A check resting on an assumption is run with --strict (a spec one fails either way). */
export const strictFor = (checkName: string) => allChecks.find((c) => c.name === checkName)?.provenance === 'assumed';

export async function runIndependent(
  name: string,
  choices: Partial<Choices>,
  strict: boolean,
  defect?: Defect,
  kit: KitLimits = {},
): Promise<SubjectRun> {
  const server = await startIndependentServer(choices, defect);
  try {
    const [account, other] = server.accounts;
    const report = await executeContract({
      ...CONTRACT_DEFAULTS,
      baseUrl: server.url,
      credentials: account!,
      otherCredentials: other!,
      strict,
      only: [],
      skip: [],
      ...kit,
    });
    return {
      name,
      strict,
      report,
      failed: report.results.filter((r) => r.blocking).map((r) => r.check.name),
      noted: report.results.filter((r) => labelOf(r) === 'INFO').map((r) => r.check.name),
    };
  } finally {
    await server.close();
  }
}

/** The same run read without --strict: outcomes do not depend on it, only which failures fail the run. */
export function withoutStrict(run: SubjectRun): SubjectRun {
  const results = run.report.results.map((r) => ({
    ...r,
    blocking: r.outcome.status === 'fail' && failsTheRun(r.check, false),
  }));
  const exitCode = !run.report.reachable ? 2 : results.some((r) => r.blocking) ? 1 : run.report.inconclusive ? 3 : 0;
  return {
    ...run,
    strict: false,
    report: { ...run.report, strict: false, results, exitCode },
    failed: results.filter((r) => r.blocking).map((r) => r.check.name),
  };
}

/** Runs jobs `parallel` at a time, keeping their order. */
export async function inParallel<T, R>(jobs: readonly T[], run: (job: T) => Promise<R>, parallel = 4): Promise<R[]> {
  const out = Array.from<R>({ length: jobs.length });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await run(jobs[i]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}
