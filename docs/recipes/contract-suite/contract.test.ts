// The contract kit as a vitest suite: one run against your server, then one test per check (jest: drop the import
// line, write it.each and `return` where this skips). The server and the account come from the environment.
import { beforeAll, expect, it } from 'vitest';
import { listChecks, runContract, type ContractRun } from 'core-kit/contract';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} (CORE_BASE_URL, CORE_AID, CORE_AID_TOKEN, CORE_UID, CORE_UID_TOKEN)`);
  return value;
};

let run: ContractRun;

beforeAll(async () => {
  run = await runContract({
    baseUrl: env('CORE_BASE_URL'),
    credentials: {
      aid: env('CORE_AID'),
      aidToken: env('CORE_AID_TOKEN'),
      uid: env('CORE_UID'),
      uidToken: env('CORE_UID_TOKEN'),
    },
    deadlineMs: 120_000,
  });
  // Refused credentials, an unreachable server or a run its limits left mostly unchecked prove nothing: say why.
  if (run.exitCode >= 2) throw new Error(run.refused ?? run.inconclusive ?? run.text);
}, 150_000);

it.for(listChecks())('$name', ({ name }, context) => {
  const check = run.checks.find((c) => c.name === name)!;
  if (check.status === 'skip') context.skip(check.reason);
  const cause = check.restsOn ? `rests on ${check.restsOn.rootCause}, which failed too\n` : '';
  expect(check.blocking, `${cause}expected ${check.expected}\nreceived ${check.received}\n${check.curl ?? ''}`).toBe(false);
});
