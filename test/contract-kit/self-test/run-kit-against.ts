// Runs the kit against in-process servers: the mock itself, the alternative server and each mutant.
import { launchMock, type MockOptions, type RunningMock } from '../../../src/mock/launch-mock.js';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { CONTRACT_DEFAULTS, executeContract, type ContractReport } from '../../../src/contract/execute-contract.js';
import type { Mutant } from '../mutants/mutant.js';
import { startAlteringProxy, type Alteration } from '../mutants/altering-proxy.js';

export const SELF_TEST_NOW = Date.parse('2026-11-22T12:00:00Z');

/** Mocks behind the servers under test, one per option set, started on port 0 when first needed. */
export class MockPool {
  private readonly mocks = new Map<string, Promise<RunningMock>>();

  get(options: MockOptions = {}): Promise<RunningMock> {
    const key = JSON.stringify(options);
    let mock = this.mocks.get(key);
    if (!mock) {
      mock = launchMock({ seed: 1, nowMs: SELF_TEST_NOW, port: 0, extraAccounts: 1, ...options });
      this.mocks.set(key, mock);
    }
    return mock;
  }

  async close(): Promise<void> {
    await Promise.all([...this.mocks.values()].map(async (m) => (await m).close()));
  }
}

/** Options of a run: the demo account, and the mock's second account for the isolation checks. */
export const kitOptions = (baseUrl: string, strict: boolean, other?: RunningMock['accounts'][number]) => ({
  baseUrl,
  credentials: DEMO_CREDENTIALS,
  otherCredentials: other,
  strict,
  only: [],
  skip: [],
  timeoutMs: CONTRACT_DEFAULTS.timeoutMs,
  deadlineMs: CONTRACT_DEFAULTS.deadlineMs,
  maxRequests: CONTRACT_DEFAULTS.maxRequests,
  concurrency: CONTRACT_DEFAULTS.concurrency,
});

export async function runKitAgainstProxy(
  pool: MockPool,
  alteration: Alteration,
  strict: boolean,
  mockOptions: MockOptions = {},
): Promise<ContractReport> {
  const mock = await pool.get(mockOptions);
  const proxy = await startAlteringProxy(mock.url, alteration);
  try {
    return await executeContract(kitOptions(proxy.url, strict, mock.accounts[1]));
  } finally {
    await proxy.close();
  }
}

export interface MutantRun {
  mutant: Mutant;
  /** Mutants of assumed checks are run with --strict. */
  strict: boolean;
  report: ContractReport;
  /** Names of the checks that failed the run (or, for a check of the mock's own choice, that noted it). */
  caughtBy: string[];
}

const checkNamed = (name: string) => allChecks.find((c) => c.name === name);
export const needsStrict = (mutant: Mutant) => checkNamed(mutant.killedBy)?.provenance === 'assumed';
/** A check of the mock's own choice never fails a run: it catches by noting (INFO). */
export const onlyNotes = (mutant: Mutant) => checkNamed(mutant.killedBy)?.basis === 'mock';

export async function runMutants(pool: MockPool, mutants: readonly Mutant[], parallel = 3): Promise<MutantRun[]> {
  const runs = Array.from<MutantRun>({ length: mutants.length });
  let next = 0;
  const worker = async () => {
    while (next < mutants.length) {
      const index = next++;
      const mutant = mutants[index]!;
      const strict = needsStrict(mutant);
      const report = await runKitAgainstProxy(pool, mutant.alteration, strict, mutant.mock);
      const noted = report.results
        .filter((r) => r.outcome.status === 'fail' && r.check.basis === 'mock')
        .map((r) => r.check.name);
      runs[index] = {
        mutant,
        strict,
        report,
        caughtBy: [...report.results.filter((r) => r.blocking).map((r) => r.check.name), ...noted],
      };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return runs;
}
