// A server that echoes the tokens it was sent in the forms servers log them in: percent-encoded (once and twice), in
// base64 and base64url, and inside a Basic credential (`aid:token` in base64). The text report, stderr, the JSON and the
// JUnit report show none of them: a base64 token's escapes (`%2F`, `%2B`, `%3D`) cut it into runs too short to be
// caught as the token, and its base64 forms were not looked for at all. A secret path parameter in the base URL
// (`/access_token=…/`, as gateways take it), quoted back by the server, was shown 70 times in each report.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';

const ACCOUNT = {
  aid: 'acct-encoded',
  aidToken: 'Ab1/Cd2+Ef3/Gh4=Ij5+Kl6/Mn7=',
  uid: '777',
  uidToken: 'Zq9+Yx8/Wv7+Ut6=Sr5/Po4',
};

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
/** Every form the server echoes a token in; what the outputs must not hold of each (its part that is the token's). */
const echoes = (token: string, aid: string) => [
  { form: encodeURIComponent(token), secret: encodeURIComponent(token) },
  { form: encodeURIComponent(encodeURIComponent(token)), secret: encodeURIComponent(encodeURIComponent(token)) },
  { form: b64(token), secret: b64(token).slice(0, -4) },
  { form: b64url(token), secret: b64url(token).slice(0, -4) },
  { form: b64(`${aid}:${token}`), secret: b64(`${aid}:${token}`).slice(4 * Math.ceil((aid.length + 1) / 3), -4) },
];

let server: OnLoopback;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'core-kit-encoded-secrets-'));
  server = await onLoopback(
    createServer((req, res) => {
      const aid = String(req.headers['x-core-aid'] ?? '');
      const tokens = [req.headers['x-core-aid-token'], req.headers['x-core-uid-token']].map((t) => String(t ?? ''));
      const forms = tokens.flatMap((token) => echoes(token, aid).map((e) => e.form));
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ code: 10000, message: `rejected ${forms.join(' ')} at ${req.url}`, data: { seen: forms } }),
      );
    }),
  );
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The runs of 8 characters of `secret` found in `output`, in any letter case. */
function leaks(output: string, secret: string): string[] {
  const text = output.toLowerCase();
  const found: string[] = [];
  for (let i = 0; i + 8 <= secret.length; i++) {
    const run = secret.slice(i, i + 8).toLowerCase();
    if (text.includes(run)) found.push(run);
  }
  return found;
}

describe('core-kit contract against a server echoing encoded tokens', () => {
  it('shows no token in any encoded form, in any output', async () => {
    const json = join(dir, 'report.json');
    const junit = join(dir, 'report.xml');
    const run = await coreKit(
      ['contract', server.url, ...credentialFlags(ACCOUNT), '--deadline', '20s', '--json', json, '--junit', junit],
      {},
      60_000,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('rejected [redacted CORE_AID_TOKEN]');
    const outputs = [run.stdout, run.stderr, await readFile(json, 'utf8'), await readFile(junit, 'utf8')];
    for (const token of [ACCOUNT.aidToken, ACCOUNT.uidToken])
      for (const { secret } of echoes(token, ACCOUNT.aid))
        for (const output of outputs) expect(leaks(output, secret)).toEqual([]);
  });

  it('shows no secret path parameter of the base URL the server quotes back', async () => {
    const secret = 'PathS3cretValue77x';
    const json = join(dir, 'path.json');
    const run = await coreKit(
      [
        'contract',
        `${server.url}/access_token=${secret}/`,
        ...credentialFlags(ACCOUNT),
        '--deadline',
        '20s',
        '--json',
        json,
      ],
      {},
      60_000,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('/access_token=[redacted BASE_URL_SECRET_1_TOKEN]/api/core/v1/');
    for (const output of [run.stdout, run.stderr, await readFile(json, 'utf8')])
      expect(leaks(output, secret)).toEqual([]);
    expect(run.stdout).toMatch(
      /^repro lines read the credentials from CORE_AID, CORE_AID_TOKEN, CORE_UID, CORE_UID_TOKEN:/m,
    );
  });
});
