// `npm run contract`: the contract checks as a vitest suite (supertest against CORE_BASE_URL), one test per check.
import { afterAll, describe, it } from 'vitest';
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { curlLine } from '../../../src/contract/report/curl-line.js';
import { failsTheRun, provenanceLabel } from '../../../src/contract/kit/check.js';
import {
  CONTRACT_DEFAULTS,
  contractContext,
  contractSecrets,
  runDeadline,
  type ContractOptions,
} from '../../../src/contract/execute-contract.js';
import { deadlinePassed, runOne } from '../../../src/contract/kit/runner.js';
import { supertestTransport } from './supertest-transport.js';
import { extraHeaders, headerLines } from '../../../src/contract/kit/extra-headers.js';

const env = process.env;
const missing = ['CORE_BASE_URL', 'CORE_AID', 'CORE_AID_TOKEN', 'CORE_UID', 'CORE_UID_TOKEN'].filter(
  (name) => !env[name],
);

if (missing.length > 0) {
  describe('contract', () => {
    it('needs the server and credentials', () => {
      throw new Error(
        `set ${missing.join(', ')} (e.g. CORE_BASE_URL=http://127.0.0.1:4010 CORE_AID=demo …); CORE_STRICT=1 makes assumed checks fail too`,
      );
    });
  });
} else {
  const options: ContractOptions = {
    ...CONTRACT_DEFAULTS,
    baseUrl: env.CORE_BASE_URL!.replace(/\/+$/, ''),
    credentials: {
      aid: env.CORE_AID!,
      aidToken: env.CORE_AID_TOKEN!,
      uid: env.CORE_UID!,
      uidToken: env.CORE_UID_TOKEN!,
    },
    // A second account (all four CORE_OTHER_* variables) turns the isolation checks on.
    otherCredentials:
      env.CORE_OTHER_AID && env.CORE_OTHER_AID_TOKEN && env.CORE_OTHER_UID && env.CORE_OTHER_UID_TOKEN
        ? {
            aid: env.CORE_OTHER_AID,
            aidToken: env.CORE_OTHER_AID_TOKEN,
            uid: env.CORE_OTHER_UID,
            uidToken: env.CORE_OTHER_UID_TOKEN,
          }
        : undefined,
    strict: env.CORE_STRICT === '1' || env.CORE_STRICT === 'true',
    only: [],
    skip: [],
    lang: env.CORE_LANG || undefined,
    // A gateway's headers, one a line, read as `core-kit contract` reads CORE_HEADERS.
    headers: env.CORE_HEADERS ? extraHeaders(headerLines(env.CORE_HEADERS), 'flag') : undefined,
  };
  const { signal: deadline, clear } = runDeadline(options.deadlineMs);
  afterAll(clear);
  const ctx = contractContext(
    options,
    supertestTransport(options.maxBodyBytes ?? CONTRACT_DEFAULTS.maxBodyBytes),
    deadline,
  );
  const expired = deadlinePassed(deadline, options.deadlineMs, ctx);
  const secrets = contractSecrets(options);

  for (const endpoint of ['configs', 'notifications'] as const) {
    describe(endpoint, () => {
      for (const check of allChecks.filter((c) => c.endpoint === endpoint && !c.final)) register(check);
    });
  }
  describe('every answer', () => {
    for (const check of allChecks.filter((c) => c.final)) register(check);
  });

  function register(check: (typeof allChecks)[number]) {
    it(`${check.name} [${provenanceLabel(check)}]`, async (t) => {
      const outcome = await runOne(check, ctx, expired, options.deadlineMs);
      if (outcome.status === 'skip') return t.skip(outcome.reason);
      if (outcome.status === 'pass') return;
      const detail = [
        `${provenanceLabel(check)}: ${check.source}`,
        ...(outcome.feature ? [`broke    ${outcome.feature}`] : []),
        `expected ${outcome.expected}`,
        `received ${outcome.received}`,
        ...(outcome.exchange ? [`repro    ${curlLine(outcome.exchange, secrets)}`] : []),
      ].join('\n');
      if (failsTheRun(check, options.strict)) throw new Error(detail);
      console.warn(
        `${check.basis === 'mock' ? 'INFO' : 'WARN'} ${check.name} (${check.basis === 'mock' ? "the mock's own choice; never fails" : "the real system's fact; fails only with CORE_STRICT=1"})\n${detail}`,
      );
    });
  }
}
