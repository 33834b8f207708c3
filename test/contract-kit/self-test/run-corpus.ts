// Runs the kit against the independent implementation: correct variants, each defect of the corpus, and replays of
// some defects on other data. Runs go in parallel in-process (the kit and the servers share nothing but HTTP).
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { failsTheRun } from '../../../src/contract/kit/check.js';
import {
  CONTRACT_DEFAULTS,
  executeContract,
  type ContractOptions,
  type ContractReport,
} from '../../../src/contract/execute-contract.js';
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

/** What a run against the independent server may set beyond the defaults: the server and its accounts are its own. */
export type IndependentRunOptions = Partial<Omit<ContractOptions, 'baseUrl' | 'credentials' | 'otherCredentials'>>;

/** One whole run of the kit against a fresh independent server: its first account, the second for the isolation checks. */
export async function kitAgainstIndependent(
  choices: Partial<Choices>,
  defect?: Defect,
  options: IndependentRunOptions = {},
): Promise<ContractReport> {
  const server = await startIndependentServer(choices, defect);
  try {
    const [account, other] = server.accounts;
    return await executeContract({
      ...CONTRACT_DEFAULTS,
      strict: false,
      only: [],
      skip: [],
      ...options,
      baseUrl: server.url,
      credentials: account!,
      otherCredentials: other!,
    });
  } finally {
    await server.close();
  }
}

export async function runIndependent(
  name: string,
  choices: Partial<Choices>,
  strict: boolean,
  defect?: Defect,
  kit: KitLimits = {},
): Promise<SubjectRun> {
  const report = await kitAgainstIndependent(choices, defect, { strict, ...kit });
  return {
    name,
    strict,
    report,
    failed: report.results.filter((r) => r.blocking).map((r) => r.check.name),
    noted: report.results.filter((r) => labelOf(r) === 'INFO').map((r) => r.check.name),
  };
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
