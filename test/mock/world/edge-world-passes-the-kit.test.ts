// The mock's edge world (`serve --data edge`: nulls, widest text, right-to-left scripts, emoji sequences, combining
// marks, empty lists, extreme counts, anonymous authors, deleted targets) holds values valid for the document, so the
// contract kit must pass it: by default, with --strict, and exploring. A FAIL or WARN here is a bug in one of the two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DEFAULTS, executeContract, type ContractReport } from '../../../src/contract/execute-contract.js';
import { labelOf } from '../../../src/contract/report/report-text.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { SELF_TEST_NOW } from '../../contract-kit/self-test/run-kit-against.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ seed: 1, nowMs: SELF_TEST_NOW, port: 0, extraAccounts: 1, data: 'edge' });
});
afterAll(() => mock.close());

const run = (strict: boolean, explore?: number) =>
  executeContract({
    ...CONTRACT_DEFAULTS,
    baseUrl: mock.url,
    credentials: DEMO_CREDENTIALS,
    otherCredentials: mock.accounts[1],
    strict,
    only: [],
    skip: [],
    ...(explore === undefined ? {} : { explore, seed: 7 }),
  });

/** Every FAIL and WARN of a report, with what the check received. */
const alarms = (report: ContractReport) =>
  report.results
    .filter((r) => ['FAIL', 'WARN'].includes(labelOf(r)))
    .map(
      (r) => `${labelOf(r)} ${r.check.name}: ${r.outcome.status === 'fail' ? r.outcome.received : r.outcome.status}`,
    );

describe('the contract kit against the edge world', () => {
  it('is the edge world the kit meets (every answer says data=edge)', async () => {
    const answer = await fetch(`${mock.url}/api/core/v1/notification/list?pageSize=3`, {
      headers: {
        'X-Core-Aid': DEMO_CREDENTIALS.aid,
        'X-Core-Aid-Token': DEMO_CREDENTIALS.aidToken,
        'X-Core-Uid': DEMO_CREDENTIALS.uid,
        'X-Core-Uid-Token': DEMO_CREDENTIALS.uidToken,
      },
    });
    expect(answer.headers.get('preference-applied')).toBe('data=edge');
    expect(await answer.text()).toMatch(/[\u0590-\u05FF].*\u200D|\u200D.*[\u0590-\u05FF]/su);
  });

  it.each([false, true])(
    'passes every check (strict: %s), none failed or warned',
    async (strict) => {
      const report = await run(strict);
      expect(alarms(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      // The value rules met the edge world's text and anonymous authors, not nothing.
      const judged = report.results.filter((r) =>
        ['renderedStringsCarryNoTemplateOrSerializerMarks', 'anonymousActionUserRevealsNoIdentity'].includes(
          r.check.name,
        ),
      );
      expect(judged.map(labelOf)).toEqual(['PASS', 'PASS']);
    },
    60_000,
  );

  it('passes exploring too (--explore 50, --strict)', async () => {
    const report = await run(true, 50);
    expect(alarms(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
  }, 60_000);
});
