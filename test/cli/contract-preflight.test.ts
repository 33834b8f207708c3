// The first step of a run: the accounts, one request each. A typo in a credential stops the run with exit 2 and one
// line naming the flag to fix and what the server answered, however the server words its refusal; a correct server
// is never stopped (the corpus of correct servers passes the same way).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { executeContract, CONTRACT_DEFAULTS } from '../../src/contract/execute-contract.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';
import { mockPerFile } from '../helpers/mock-per-file.js';

const mock = mockPerFile({ extraAccounts: 1 });
const withHttpErrors = mockPerFile({ httpErrors: true });

describe('core-kit contract with credentials the server refuses', () => {
  it.each([
    [
      'a typo in the account token',
      { aidToken: 'demo-aid-tokne' },
      /Check --aid-token \(or CORE_AID_TOKEN\) and run/,
      'code 31505',
    ],
    // The mock checks the user's token against the account named, as the real system's header checks run: an unknown
    // account is read as a user token that does not belong to it.
    [
      'an account that does not exist',
      { aid: 'dmeo' },
      /Check --uid-token \(or CORE_UID_TOKEN\) or --uid \(or CORE_UID\)/,
      'code 31603',
    ],
    [
      'a typo in the user token',
      { uidToken: 'demo-uid-tken' },
      /Check --uid-token \(or CORE_UID_TOKEN\) or --uid \(or CORE_UID\)/,
      'code 31603',
    ],
  ])('%s: exit 2 and one line naming the flag and the code, no check run', async (_what, typo, flag, code) => {
    const { code: exit, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags({ ...DEMO_CREDENTIALS, ...typo }),
    ]);
    expect(exit).toBe(2);
    const line = stdout.split('\n').find((l) => l.startsWith('The server refused the test account'))!;
    expect(line).toMatch(flag);
    expect(line).toContain(code);
    expect(stdout.split('\n').indexOf(line)).toBeLessThanOrEqual(2); // the first lines, under the header
    expect(stdout).not.toMatch(/\bFAIL\b/);
    expect(stdout).toMatch(/· [1-3] requests ·/);
  });

  it('names the second account’s flag when that one is refused', async () => {
    const other = mock().accounts[1]!;
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      ...credentialFlags({ ...other, aidToken: `${other.aidToken}x` }, 'other-'),
    ]);
    expect(code).toBe(2);
    expect(stdout).toMatch(
      /The server refused the second account: .*code 31505.*Check --other-aid-token \(or CORE_OTHER_AID_TOKEN\)/,
    );
  });

  it('reads a refusal in HTTP 401 as one too (the mock with --http-errors)', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      withHttpErrors().url,
      ...credentialFlags({ ...DEMO_CREDENTIALS, aidToken: 'nope-nope' }),
    ]);
    expect(code).toBe(2);
    expect(stdout).toMatch(/refused the test account: HTTP 401, code 31505/);
  });
});

/** A server that answers the list with a list for the right tokens and as `refuse` says otherwise. */
async function serverRefusing(
  refuse: (headers: IncomingHttpHeaders) => { status: number; body: string; type?: string } | undefined,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const refusal = req.url!.includes('/notification/list') ? refuse(req.headers) : undefined;
    const answer = refusal ?? {
      status: 200,
      body: JSON.stringify({
        code: 0,
        message: 'ok',
        data: { pagination: { total: 0, pageSize: 15, currentPage: 1, lastPage: 1 }, list: [] },
      }),
    };
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const RIGHT = 'the-right-token';
const rightTokens = (h: IncomingHttpHeaders) => h['x-core-aid-token'] === RIGHT && h['x-core-uid-token'] === RIGHT;

async function runAgainst(refuse: Parameters<typeof serverRefusing>[0], aidToken: string) {
  const { url, server } = await serverRefusing(refuse);
  try {
    return await executeContract({
      ...CONTRACT_DEFAULTS,
      baseUrl: url,
      credentials: { aid: 'a1', aidToken, uid: 'u1', uidToken: RIGHT },
      strict: false,
      only: ['successEnvelopeIsCodeZeroOk'],
      skip: [],
    });
  } finally {
    server.close();
  }
}

describe('a refusal in any shape', () => {
  it.each([
    [
      'Laravel: 401 {"message":"Unauthenticated."}',
      401,
      '{"message":"Unauthenticated."}',
      'application/json',
      /^--aid, --aid-token, --uid, --uid-token$/,
    ],
    ['plain text 403', 403, 'Forbidden', 'text/plain', /--aid/],
    [
      'problem+json 401',
      401,
      '{"type":"about:blank","title":"Unauthorized","status":401,"detail":"bad token"}',
      'application/problem+json',
      /token/,
    ],
    [
      'HTTP 200 with a code and words of its own',
      200,
      '{"code":4001,"message":"签名无效","data":null}',
      'application/json',
      /--aid/,
    ],
    [
      'HTTP 400 {"error":{"message":"invalid credentials"}}',
      400,
      '{"error":{"code":"E_AUTH","message":"invalid credentials"}}',
      'application/json',
      /--aid/,
    ],
  ])('%s stops the run (exit 2) and names flags', async (_what, status, body, type, named) => {
    const report = await runAgainst((h) => (rightTokens(h) ? undefined : { status, body, type }), 'a-typo');
    expect(report.exitCode).toBe(2);
    expect(report.refused?.flags.join(', ')).toMatch(named);
    expect(report.results.every((r) => r.outcome.status === 'skip')).toBe(true);
  });

  it.each([
    ['a 404 for an empty inbox (a page beyond lastPage 0)', { status: 404, body: '{"error":"not found"}' }],
    ['a 400 for a query it does not take, while wrong tokens get 401', undefined],
  ])('is never read into %s: the run goes on', async (_what, answer) => {
    const report = await runAgainst(
      (h) =>
        answer ??
        (rightTokens(h)
          ? { status: 400, body: '{"error":"pageSize is required"}' }
          : { status: 401, body: '{"error":"unauthenticated"}' }),
      RIGHT,
    );
    expect(report.refused).toBeUndefined();
    expect(report.exitCode).not.toBe(2);
  });

  it('lets a correct server through with one request for the account', async () => {
    const report = await runAgainst((h) => (rightTokens(h) ? undefined : { status: 401, body: '{}' }), RIGHT);
    expect(report.refused).toBeUndefined();
    expect(report.exitCode).toBe(0);
  });
});
