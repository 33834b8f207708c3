// `--header` (`-H`, CORE_HEADERS, runContract's `headers`): an implementation behind a gateway that refuses every
// request without its key is tested only with the key, sent on every request (the probes of wrong and missing
// credentials included); the key never reaches an output even when the server echoes it, repro lines read it from
// CORE_HEADER_X_API_KEY; the kit's own headers and malformed ones are usage errors before any request.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract, type RunContractOptions } from '../../src/contract/run-contract.js';
import { MIN_RUN } from '../../src/contract/report/redact-secrets.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';
import { mockPerFile } from '../helpers/mock-per-file.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';

const KEY = 'k3y-Gw7pQz9LeMonAde42';
const mock = mockPerFile();

/** What the gateway saw: every request's headers. */
const seen: IncomingHttpHeaders[] = [];
/** A gateway: 401 without `X-Api-Key: KEY`; else the mock's answer. `leaky` echoes the key (a careless gateway). */
function gateway(leaky: boolean) {
  return createServer(async (req, res) => {
    seen.push(req.headers);
    const key = String(req.headers['x-api-key'] ?? '');
    const echo = leaky ? { 'x-gateway-key': key, 'x-gateway-key-upper': key.toUpperCase() } : {};
    if (key !== KEY) {
      res.writeHead(401, { 'content-type': 'application/json', ...echo });
      return res.end(JSON.stringify({ message: `Unauthorized: missing or wrong API key${leaky ? ` "${key}"` : ''}` }));
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-core-')));
    const answer = await fetch(`${mock().url}${req.url}`, { headers: headers as Record<string, string> });
    const body = await answer.text();
    // The leaky gateway turns every refusal of the server into a success that quotes the key, as sent and altered.
    if (leaky && !body.includes('"code":0'))
      return res.writeHead(200, { 'content-type': 'application/json', ...echo }).end(
        JSON.stringify({
          code: 0,
          message: `let through for ${key} (${key.toUpperCase()}, ${encodeURIComponent(key)}, ${key.slice(2, -2)})`,
          data: { list: [] },
        }),
      );
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '', ...echo });
    res.end(body);
  });
}

let strict: OnLoopback;
let leaky: OnLoopback;
beforeAll(async () => {
  [strict, leaky] = await Promise.all([onLoopback(gateway(false)), onLoopback(gateway(true))]);
});
afterAll(() => Promise.all([strict.close(), leaky.close()]));

const flags = credentialFlags(DEMO_CREDENTIALS);

/** Any run of MIN_RUN characters of the key, in any letter case. */
const leaks = (output: string) =>
  Array.from({ length: KEY.length - MIN_RUN + 1 }, (_, i) => KEY.slice(i, i + MIN_RUN).toLowerCase()).filter((run) =>
    output.toLowerCase().includes(run),
  );

describe('a server behind a gateway that needs a key', () => {
  it('passes with --header, sent on every request (the credential probes included), and is refused without', async () => {
    seen.length = 0;
    const withKey = await coreKit(['contract', strict.url, ...flags, '--header', `X-Api-Key: ${KEY}`]);
    expect(withKey.stderr).toBe('');
    expect(withKey.code, withKey.stdout).toBe(0);
    expect(withKey.stdout).toMatch(/PASS {2}wrongCredentialsAreRefusedOnEveryRequest/);
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.filter((h) => h['x-api-key'] !== KEY)).toEqual([]);
    expect(leaks(withKey.stdout)).toEqual([]);

    const without = await coreKit(['contract', strict.url, ...flags]);
    expect(without.code).toBe(2);
    // The gateway's words name its key: the line points at --header, not at the four credentials.
    expect(without.stdout).toMatch(
      /The server refused the test account: HTTP 401 .*API key.*\. Check --header \(or CORE_HEADERS\) and run again/,
    );
  }, 120_000);

  it('takes -H and CORE_HEADERS (one a line), and sends a Host for a virtual host as given', async () => {
    seen.length = 0;
    const only = ['--only', 'successEnvelopeIsCodeZeroOk'];
    const short = await coreKit([
      'contract',
      strict.url,
      ...flags,
      ...only,
      '-H',
      `x-api-key:${KEY}`,
      '-H',
      'Host: tenant.test',
    ]);
    expect(short.code, short.stdout).toBe(0);
    const fromEnv = await coreKit(['contract', strict.url, ...flags, ...only], {
      CORE_HEADERS: `X-Api-Key: ${KEY}\r\n\nX-Tenant: blue\n`,
    });
    expect(fromEnv.code, fromEnv.stdout).toBe(0);
    expect(seen.some((h) => h.host === 'tenant.test')).toBe(true);
    expect(seen.some((h) => h['x-tenant'] === 'blue')).toBe(true);
    expect(seen.every((h) => h['x-api-key'] === KEY)).toBe(true);
  }, 60_000);
});

describe('the outputs of a run against a gateway that echoes its key', () => {
  let stdout = '';
  let json = '';
  let junit = '';
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-headers-'));
    const run = await coreKit([
      'contract',
      leaky.url,
      ...flags,
      '-H',
      `X-Api-Key: ${KEY}`,
      '-H',
      'Host: tenant.test',
      '--json',
      join(dir, 'r.json'),
      '--junit',
      join(dir, 'r.xml'),
    ]);
    stdout = run.stdout + run.stderr;
    expect(run.code, stdout).toBe(1);
    [json, junit] = await Promise.all([readFile(join(dir, 'r.json'), 'utf8'), readFile(join(dir, 'r.xml'), 'utf8')]);
  }, 120_000);

  it('holds no run of the key in the text, JSON or JUnit report; its echo is redacted', () => {
    for (const [where, output] of Object.entries({ stdout, json, junit })) expect(leaks(output), where).toEqual([]);
    expect(stdout).toContain('[redacted CORE_HEADER_X_API_KEY]');
  });

  it('writes repro lines that read the key from CORE_HEADER_X_API_KEY, and they send the request again', async () => {
    expect(stdout).toMatch(
      /repro lines read the credentials from CORE_AID, .*CORE_UID_TOKEN: export them as for the run, and CORE_HEADER_X_API_KEY set to the value of its --header/,
    );
    const line = stdout
      .split('\n')
      .find((l) => l.trim().startsWith('repro') && l.includes('"X-Core-Aid-Token: $CORE_AID_TOKEN"'))!
      .trim()
      .replace(/^repro\s+/, '');
    expect(line).toContain(`-H "X-Api-Key: $CORE_HEADER_X_API_KEY"`);
    expect(line).toContain(`-H 'Host: tenant.test'`);
    expect(JSON.parse(json).checks.some((c: { curl?: string }) => c.curl?.includes('$CORE_HEADER_X_API_KEY'))).toBe(
      true,
    );
    const env = {
      ...process.env,
      CORE_AID: DEMO_CREDENTIALS.aid,
      CORE_AID_TOKEN: DEMO_CREDENTIALS.aidToken,
      CORE_UID: DEMO_CREDENTIALS.uid,
      CORE_UID_TOKEN: DEMO_CREDENTIALS.uidToken,
      CORE_HEADER_X_API_KEY: KEY,
    };
    const { stdout: answer } = await promisify(execFile)('bash', ['-c', `${line} -w ' %{http_code}'`], { env });
    expect(answer).not.toMatch(/ 401$/); // the gateway let it through: the key went out
  });
});

describe('headers the kit cannot take', () => {
  let requests = 0;
  let counting: OnLoopback;
  beforeAll(async () => {
    counting = await onLoopback(createServer((_req, res) => (requests++, res.end('{}'))));
  });
  afterAll(() => counting.close());

  it.each([
    [['-H', `X-Core-Aid-Token: ${KEY}`], {}, /X-Core-Aid-Token is the kit's own .* --aid-token \(or CORE_AID_TOKEN\)/],
    [['--header', 'x-core-uid: 1'], {}, /x-core-uid is the kit's own .* --uid \(or CORE_UID\)/],
    [['-H', 'X-Core-Client-Lang-Tag: en'], {}, /X-Core-Client-Lang-Tag is the kit's own .* --lang/],
    [['-H', 'X-Core-Client-Timezone: +8'], {}, /X-Core-Client-Timezone is the kit's to choose/],
    [['-H', `X-Api-Key ${KEY}`], {}, /the 1st header has no ':'/],
    [['-H', 'X-A: 1', '-H', `: ${KEY}`], {}, /the 2nd header has an empty name/],
    [['-H', `X Api: ${KEY}`], {}, /the 1st header's name holds a character .* \(U\+0020, character 2\)/],
    [['-H', `X-Api-Key: ${KEY}\r\nX-Evil: 1`], {}, /X-Api-Key: its value holds a character .*U\+000D/],
    [['-H', 'X-Api-Key:'], {}, /X-Api-Key: its value must be a non-empty string/],
    [['-H', `X-Api-Key: ${KEY}`, '-H', 'x-api-key: 2'], {}, /x-api-key is given twice/],
    [['-H', 'Content-Length: 5'], {}, /Content-Length frames the message/],
    [[], { CORE_HEADERS: `X-Api-Key: ${KEY}\nX-Core-Aid: x` }, /X-Core-Aid is the kit's own .* --aid \(or CORE_AID\)/],
  ])('%j %j: exit 2 before any request, naming the flag to use', async (extra, env, message) => {
    requests = 0;
    const { code, stdout, stderr } = await coreKit(['contract', counting.url, ...flags, ...extra], env, 30_000);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(leaks(stdout + stderr)).toEqual([]);
    expect(requests).toBe(0);
  });

  it.each([
    [{ 'X-Core-Uid-Token': KEY }, /^runContract: headers: X-Core-Uid-Token is the kit's own .* credentials\.uidToken$/],
    [{ 'X-Api-Key': 'a\nb' }, /^runContract: headers: X-Api-Key: its value holds a character .*U\+000A/],
    [{ 'Bad Name': KEY }, /^runContract: headers: the 1st header's name holds a character/],
    [['X-Api-Key', KEY], /^runContract: headers must be an object/],
  ])('runContract(headers %j) rejects with a TypeError before any request', async (headers, message) => {
    requests = 0;
    const options = { baseUrl: counting.url, credentials: DEMO_CREDENTIALS, headers } as RunContractOptions;
    await expect(runContract(options)).rejects.toThrow(TypeError);
    await expect(runContract(options)).rejects.toThrow(message);
    expect(requests).toBe(0);
  });
});

describe('runContract({ headers })', () => {
  it('sends them: the gateway answers, and the result holds no run of the key', async () => {
    const options = { baseUrl: strict.url, credentials: DEMO_CREDENTIALS, only: ['successEnvelopeIsCodeZeroOk'] };
    const refused = await runContract(options);
    expect(refused.exitCode).toBe(2);
    const run = await runContract({ ...options, headers: { 'X-Api-Key': KEY } });
    expect(run.exitCode, run.text).toBe(0);
    expect(leaks(JSON.stringify(run))).toEqual([]);
  });
});
