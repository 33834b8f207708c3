// No credential, nor anything derived from one, in any output: distinctive tokens are planted in a server that takes
// them in another letter case or cut short and echoes what it was sent in its errors; every output of the run (the
// text report, stderr, JSON, JUnit, an explore run, a usage error) is scanned for them and their variants, and a
// repro line, run with the variables the report names, sends the very request again.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { startAlteringProxy, type ProxiedRequest } from '../contract-kit/mutants/altering-proxy.js';
import { MIN_RUN } from '../../src/contract/report/redact-secrets.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';

const PLANTED = {
  aid: 'acct-Qx71lemon',
  aidToken: 'Tk9fLimeAidSeCrEt42zz',
  uid: '424242',
  uidToken: 'uSrTokenPlumBerry77qq',
};
const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

let mock: RunningMock;
let leaky: { url: string; close: () => Promise<void> };
const sent = new WeakMap<ProxiedRequest, string>();

beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW, demo: PLANTED, extraAccounts: 1 });
  leaky = await startAlteringProxy(mock.url, {
    request: (r) => {
      const aidToken = r.headers['x-core-aid-token'] ?? '';
      const uidToken = r.headers['x-core-uid-token'] ?? '';
      sent.set(r, `${aidToken} / ${uidToken}`);
      // Tokens compared without their letter case, and a user token cut short still accepted.
      if (aidToken.toLowerCase() === PLANTED.aidToken.toLowerCase()) r.headers['x-core-aid-token'] = PLANTED.aidToken;
      if (uidToken.length >= 8 && PLANTED.uidToken.startsWith(uidToken))
        r.headers['x-core-uid-token'] = PLANTED.uidToken;
    },
    // Errors that echo the tokens they were sent, as careless servers do.
    answer: (answer, request) => {
      const body = answer.body as { code?: number; message?: string };
      if (typeof body === 'object' && body !== null && body.code !== 0 && body.code !== undefined)
        return { ...answer, body: { ...body, message: `${body.message} (sent ${sent.get(request)})` } };
      return answer;
    },
  });
});
afterAll(async () => {
  await leaky.close();
  await mock.close();
});

/** Every variant of a token that would betray it: any run of MIN_RUN of its characters, in any letter case. */
function leaks(output: string, secret: string): string[] {
  const text = output.toLowerCase();
  const found: string[] = [];
  for (let i = 0; i + MIN_RUN <= secret.length; i++) {
    const run = secret.slice(i, i + MIN_RUN).toLowerCase();
    if (text.includes(run)) found.push(run);
  }
  return found;
}

function expectNoSecret(output: string, where: string) {
  const other = mock.accounts[1]!;
  for (const token of [PLANTED.aidToken, PLANTED.uidToken, other.aidToken, other.uidToken])
    expect(leaks(output, token), `${where}: a run of ${token}`).toEqual([]);
  expect(output.toLowerCase(), `${where}: the aid`).not.toContain(PLANTED.aid.toLowerCase());
  for (const variant of [PLANTED.aidToken.toUpperCase(), swapCase(PLANTED.aidToken), PLANTED.uidToken.slice(0, -1)])
    expect(output, where).not.toContain(variant);
}

describe('the outputs of a run against a server that leaks', () => {
  let stdout = '';
  let stderr = '';
  let json = '';
  let junit = '';

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-secrets-'));
    const other = mock.accounts[1]!;
    const run = await coreKit([
      'contract',
      '--base-url',
      leaky.url,
      ...credentialFlags(PLANTED),
      ...credentialFlags(other, 'other-'),
      '--strict',
      '--json',
      join(dir, 'r.json'),
      '--junit',
      join(dir, 'r.xml'),
    ]);
    ({ stdout, stderr } = run);
    expect(run.code).toBe(1);
    [json, junit] = await Promise.all([readFile(join(dir, 'r.json'), 'utf8'), readFile(join(dir, 'r.xml'), 'utf8')]);
  }, 120_000);

  it('fails where the server is wrong (a token in another letter case, a token cut short)', () => {
    expect(stdout).toMatch(/^ {2}FAIL {2}aidTokenInOtherLetterCaseIsRejected/m);
    expect(stdout).toMatch(/^ {2}FAIL {2}wrongCredentialsAreRefusedOnEveryRequest/m);
  });

  it('holds no token, no part of one and no variant of one in the text, stderr, JSON or JUnit report', () => {
    expectNoSecret(stdout, 'text report');
    expectNoSecret(stderr, 'stderr');
    expectNoSecret(json, 'JSON report');
    expectNoSecret(junit, 'JUnit report');
    expect(stdout).toContain('[redacted CORE_AID_TOKEN]'); // the server's echo, redacted
  });

  it('says how to set the variables its repro lines read, and a repro line sends the very request again', async () => {
    expect(stdout).toMatch(
      /^repro lines read the credentials from CORE_AID, CORE_AID_TOKEN, CORE_UID, CORE_UID_TOKEN, CORE_OTHER_AID/m,
    );
    const repro = stdout
      .split('\n')
      .slice(stdout.split('\n').findIndex((l) => /FAIL {2}aidTokenInOtherLetterCaseIsRejected/.test(l)))
      .find((l) => l.trim().startsWith('repro'))!;
    const line = repro.trim().replace(/^repro\s+/, '');
    expect(line).toContain('"X-Core-Aid-Token: $(printf %s "$CORE_AID_TOKEN" | tr a-zA-Z A-Za-z)"');
    const env = {
      ...process.env,
      CORE_AID: PLANTED.aid,
      CORE_AID_TOKEN: PLANTED.aidToken,
      CORE_UID: PLANTED.uid,
      CORE_UID_TOKEN: PLANTED.uidToken,
    };
    const { stdout: answer } = await promisify(execFile)('bash', ['-c', line], { env });
    expect(JSON.parse(answer)).toMatchObject({ code: 0, message: 'ok' }); // the swapped-case token, let through
  });
});

describe('other outputs', () => {
  it('an explore run and a usage error print no token either', async () => {
    const explore = await coreKit([
      'contract',
      '--base-url',
      leaky.url,
      ...credentialFlags(PLANTED),
      '--explore',
      '8',
      '--seed',
      '3',
    ]);
    expectNoSecret(explore.stdout + explore.stderr, 'explore');
    const usage = await coreKit([
      'contract',
      '--base-url',
      leaky.url,
      ...credentialFlags(PLANTED),
      '--rate',
      PLANTED.aidToken,
    ]);
    expect(usage.code).toBe(2);
    expectNoSecret(usage.stdout + usage.stderr, 'usage error');
  });
});
