// A credential or --lang that no HTTP header can carry (a line break, a control character, a character past U+00FF):
// fetch refused it on every request, and the run blamed the server with 40 failures and exit 1. Now it is a usage
// error naming the flag (or the option of runContract) and the place, never the value, before any request; spaces and
// line breaks at the ends are dropped as fetch drops them (a token read from a file with its newline still works).
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract, type RunContractOptions } from '../../src/contract/run-contract.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';
import { mockPerFile } from '../helpers/mock-per-file.js';

let requests = 0;
let counting: OnLoopback;
beforeAll(async () => {
  counting = await onLoopback(createServer((_req, res) => (requests++, res.end('{}'))));
});
afterAll(() => counting.close());
const mock = mockPerFile();

describe('credentials and --lang no HTTP header can carry', () => {
  it.each([
    [
      { uidToken: 'abc\rdef' },
      [],
      {},
      /--uid-token \(or CORE_UID_TOKEN\) holds a character .* \(U\+000D, character 4\)/,
    ],
    [
      { aidToken: '令牌-token' },
      [],
      {},
      /--aid-token \(or CORE_AID_TOKEN\) holds a character .* \(U\+4EE4, character 1\)/,
    ],
    [{}, ['--lang', 'e\u0001n'], {}, /--lang holds a character no HTTP header can carry \(U\+0001, character 2\)/],
    [
      { aid: '' },
      [],
      { CORE_AID: 'de\u007fmo' },
      /--aid \(or CORE_AID\) holds a character .* \(U\+007F, character 3\)/,
    ],
  ])('%j %j %j: exit 2 before any request, naming the flag', async (change, extra, env, message) => {
    const credentials = { ...DEMO_CREDENTIALS, ...change };
    const flags = credentialFlags(credentials).filter((_, i, all) => all[i] !== '' && all[i + 1] !== '');
    requests = 0;
    const { code, stdout, stderr } = await coreKit(['contract', counting.url, ...flags, ...extra], env, 30_000);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stdout).not.toMatch(/\bFAIL\b/);
    expect(requests).toBe(0);
  });

  it('sends a token given with a trailing newline as fetch does, without it', async () => {
    const { code } = await coreKit(
      ['contract', mock().url, ...credentialFlags(DEMO_CREDENTIALS), '--only', 'successEnvelopeIsCodeZeroOk'],
      {
        CORE_UID_TOKEN: `${DEMO_CREDENTIALS.uidToken}\n`,
      },
    );
    expect(code).toBe(0);
  });

  it.each([
    [
      { credentials: { ...DEMO_CREDENTIALS, uidToken: 'a\nb' } },
      /^runContract: credentials\.uidToken holds a character/,
    ],
    [{ credentials: null }, /^runContract: credentials must be an object/],
    [{ credentials: DEMO_CREDENTIALS, lang: 'ar\r\n' + 'x' }, /^runContract: lang holds a character .*U\+000D/],
    [
      { credentials: DEMO_CREDENTIALS, otherCredentials: { ...DEMO_CREDENTIALS, aid: 'ä\u0000' } },
      /otherCredentials\.aid/,
    ],
  ])('runContract(%j) rejects with a TypeError before any request', async (options, message) => {
    requests = 0;
    const run = runContract({ baseUrl: counting.url, ...options } as RunContractOptions);
    await expect(run).rejects.toThrow(TypeError);
    await expect(runContract({ baseUrl: counting.url, ...options } as RunContractOptions)).rejects.toThrow(message);
    expect(requests).toBe(0);
  });

  it('runContract(null) names the options, not a property of null', async () => {
    await expect(runContract(null as unknown as RunContractOptions)).rejects.toThrow(
      /^runContract: the options must be an object/,
    );
  });
});
