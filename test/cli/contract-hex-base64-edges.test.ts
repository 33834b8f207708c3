// A server that echoes the tokens it was sent hex-encoded (lower and upper case) and in base64 or base64url after 0, 1
// or 2 other bytes: the hex forms were shown whole in the text, JSON and JUnit reports, and of the base64 forms the
// characters at the edges of the token's run (up to five, carrying some of its bits) were left beside the redaction.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';
import { echoText, encodedEchoes, leakedEchoes } from '../helpers/encoded-echoes.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';

const ACCOUNT = { aid: 'acct-hex', aidToken: 'Hx7/Kq2+Lm9=Np4-Rs6_Tv8', uid: '778', uidToken: 'u1d-t0ken-Wq5Ez8Ty3' };

let server: OnLoopback;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'core-kit-hex-secrets-'));
  // One echo an answer, in turn (a report quotes a message's first 80 characters or so): most forms get shown (every
  // one of them, alignment by alignment, in test/redaction/encoded-forms.test.ts).
  let sent = 0;
  server = await onLoopback(
    createServer((req, res) => {
      const tokens = [req.headers['x-core-aid-token'], req.headers['x-core-uid-token']].map((t) => String(t ?? ''));
      const echoes = tokens.flatMap((t, i) => (t.length >= 8 ? echoText(t, 'au'[i]!).split(' ') : []));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 10000, message: `rejected ${echoes[sent++ % echoes.length] ?? ''}`, data: null }));
    }),
  );
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('core-kit contract against a server echoing tokens in hex and base64 at every alignment', () => {
  it('shows no character of any echo that carries a token bit, in any output', async () => {
    const json = join(dir, 'report.json');
    const junit = join(dir, 'report.xml');
    const run = await coreKit(
      ['contract', server.url, ...credentialFlags(ACCOUNT), '--deadline', '20s', '--json', json, '--junit', junit],
      {},
      60_000,
    );
    expect(run.code).toBe(1);
    const outputs = [run.stdout, run.stderr, await readFile(json, 'utf8'), await readFile(junit, 'utf8')];
    const shown = new Set(
      [...run.stdout.matchAll(/<<([au]\d):[^>\n]*\[redacted CORE_(?:AID|UID)_TOKEN\]/g)].map((m) => m[1]),
    );
    expect(shown.size, [...shown].join(' ')).toBeGreaterThanOrEqual(6);
    for (const [token, tag] of [
      [ACCOUNT.aidToken, 'a'],
      [ACCOUNT.uidToken, 'u'],
    ] as const)
      for (const output of outputs) {
        expect(leakedEchoes(output, token, tag)).toEqual([]);
        for (const { form } of encodedEchoes(token).slice(0, 2))
          expect(output.toLowerCase()).not.toContain(form.slice(0, 8).toLowerCase());
      }
  });
});
