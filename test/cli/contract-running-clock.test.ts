// The contract kit passes the mock with a running clock (no --now), as it must pass every correct server whose
// clock runs: here one that starts a minute before midnight and runs 600 times as fast, so that timeAgo grows and
// datetimeFormat turns from H:i to the date between the kit's requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';

let mock: RunningMock;
beforeAll(async () => {
  const [startsAt, realStart] = [Date.parse('2026-11-22T23:59:00Z'), Date.now()];
  mock = await launchMock({ port: 0, extraAccounts: 1, clock: () => startsAt + (Date.now() - realStart) * 600 });
});
afterAll(() => mock.close());

describe('core-kit contract against a mock whose clock runs', () => {
  it.each([[[]], [['--strict']]])('exits 0 with no failed check (%j)', async (flags) => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock.url,
      ...credentialFlags(mock.accounts[0]!),
      ...flags,
    ]);
    expect(stdout).toMatch(/^\d+ checks: \d+ passed, 0 failed, 0 warned/m);
    expect(code).toBe(0);
  });
});
