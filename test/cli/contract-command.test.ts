// `core-kit contract` and `npm run contract` as a backend team runs them: exit codes, report, files, options.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlteringProxy } from '../contract-kit/mutants/altering-proxy.js';
import { listMutants } from '../contract-kit/mutants/list-mutants.js';
import { brokenBehaviours, startBrokenServer } from '../contract-kit/broken-servers.js';
import { coreKit, credentialFlags, projectRoot } from '../helpers/core-kit-process.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { mockPerFile } from '../helpers/mock-per-file.js';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const mock = mockPerFile();
let broken: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  broken = await startAlteringProxy(mock().url, listMutants.find((m) => m.name === 'overlappingPages')!.alteration);
});
afterAll(() => broken.close());

describe('core-kit contract', () => {
  it('exits 0 against the mock and prints every check grouped by endpoint with a summary', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^GET \/api\/core\/v1\/global\/configs$/m);
    expect(stdout).toMatch(/^ {2}PASS {2}listIsNewestFirst +spec/m);
    expect(stdout).toMatch(
      /^\d+ checks: \d+ passed, 0 failed, 0 warned \(real system\), 0 noted \(mock's choice\), \d+ skipped · \d+ requests · [\d.]+ s$/m,
    );
  });

  it('exits 1 against a broken server and says what was expected, what came back, the spec section and a curl line', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      broken.url,
      ...credentialFlags(DEMO_CREDENTIALS),
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^ {2}FAIL {2}pagesDoNotOverlap +spec$/m);
    expect(stdout).toMatch(/^ {8}spec {5}Endpoints › Notification list \(page, pageSize\)$/m);
    expect(stdout).toMatch(/^ {8}expected pages 1 and 2 share no notification$/m);
    expect(stdout).toMatch(/^ {8}received both hold \["[0-9A-Za-z]+"\]$/m);
    expect(stdout).toMatch(
      /^ {8}repro {4}curl -s 'http:\/\/127\.0\.0\.1:\d+\/api\/core\/v1\/notification\/list\?pageSize=15&page=2' -H "X-Core-Aid: \$CORE_AID" -H "X-Core-Aid-Token: \$CORE_AID_TOKEN"/m,
    );
    expect(stdout).not.toContain('demo-aid-token');
  });

  it('writes JSON and JUnit reports', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-'));
    const { code } = await coreKit([
      'contract',
      '--base-url',
      broken.url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--json',
      join(dir, 'r.json'),
      '--junit',
      join(dir, 'r.xml'),
    ]);
    expect(code).toBe(1);
    const json = JSON.parse(await readFile(join(dir, 'r.json'), 'utf8'));
    expect(json).toMatchObject({ exitCode: 1, reachable: true, strict: false });
    expect(json.checks.find((c: { name: string }) => c.name === 'pagesDoNotOverlap')).toMatchObject({
      status: 'fail',
      blocking: true,
      provenance: 'spec',
      curl: expect.stringMatching(/^curl -s /),
    });
    const xml = await readFile(join(dir, 'r.xml'), 'utf8');
    expect(xml).toMatch(
      /<testcase classname="core-kit\.contract\.notifications" name="pagesDoNotOverlap \[spec\]" time="[\d.]+"><failure message="expected pages 1 and 2 share no notification">/,
    );
    expect(xml).toMatch(/<testsuite name="configs" tests="\d+" failures="0" skipped="\d+">/);
  });

  it('runs only the named checks, and reads the target and credentials from the environment', async () => {
    const { code, stdout } = await coreKit(['contract', '--only', 'listIsNewestFirst,missingAidIsRejected'], {
      CORE_BASE_URL: mock().url,
      CORE_AID: 'demo',
      CORE_AID_TOKEN: 'demo-aid-token',
      CORE_UID: '10001',
      CORE_UID_TOKEN: 'demo-uid-token',
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^2 checks: 2 passed/m);
  });

  it('takes the URL bare, before or after the flags, as other HTTP tools take it', async () => {
    for (const args of [
      [mock().url, ...credentialFlags(DEMO_CREDENTIALS)],
      [...credentialFlags(DEMO_CREDENTIALS), mock().url],
    ]) {
      const { code, stdout } = await coreKit(['contract', ...args, '--only', 'listIsNewestFirst']);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^1 checks: 1 passed/m);
    }
  });

  it('exits 2 when nothing answers, saying why in one line instead of one SKIP per check', async () => {
    const closed = await closedPort();
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      `http://127.0.0.1:${closed}`,
      ...credentialFlags(DEMO_CREDENTIALS),
    ]);
    expect(code).toBe(2);
    expect(stdout).toContain(`Could not reach http://127.0.0.1:${closed} at all (exit 2).`);
    expect(stdout).toMatch(
      new RegExp(
        `^ {2}SKIP {2}all \\d+ checks {2}not run: http://127.0.0.1:${closed} cannot be reached \\(connection refused \\(ECONNREFUSED\\)\\)$`,
        'm',
      ),
    );
    expect(stdout.split('\n').filter((line) => line.includes('SKIP'))).toHaveLength(1);
    expect(stdout).toMatch(/· 1 requests ·/);
  });

  it.each([
    [[], /--base-url is required \(or CORE_BASE_URL\)/],
    [
      ['--base-url', 'ftp://x', ...credentialFlags(DEMO_CREDENTIALS)],
      /--base-url: the base URL must be an http\(s\) URL/,
    ],
    [
      ['--base-url', 'http://user:secret@127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS)],
      /--base-url: the base URL must not carry a user name or password/,
    ],
    [['--base-url', 'http://127.0.0.1:9'], /--aid is required \(or CORE_AID\)/],
    [
      ['http://127.0.0.1:9', '--base-url', 'http://127.0.0.1:8', ...credentialFlags(DEMO_CREDENTIALS)],
      /--base-url is given twice: as a flag and as the bare argument 'http:\/\/127.0.0.1:9'/,
    ],
    [
      ['http://127.0.0.1:9', 'http://127.0.0.1:8', ...credentialFlags(DEMO_CREDENTIALS)],
      /Unexpected argument 'http:\/\/127.0.0.1:8'. This command takes one bare argument \(--base-url\)/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--only', 'noSuchCheck'],
      /unknown check name: noSuchCheck/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--timeout', '0'],
      /--timeout must be from 1/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--other-aid', 'account-2'],
      /a second account needs all of --other-aid, --other-aid-token, --other-uid, --other-uid-token \(missing --other-aid-token, --other-uid, --other-uid-token\)/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--seed', '3'],
      /--seed sets the seed of --explore: give --explore too/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--rate', '0'],
      /--rate must be a number of requests per second above 0/,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', ...credentialFlags(DEMO_CREDENTIALS), '--rate', 'fast'],
      /--rate must be a number of requests per second above 0 and at most 10000 \(received "fast"\)/,
    ],
  ])('exits 2 on usage errors: %j', async (args, message) => {
    const result = await coreKit(['contract', ...args], { CORE_BASE_URL: '', CORE_AID: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(2); // the problem, then where help is
    expect(result.stdout + result.stderr).not.toContain('secret');
  });

  it('explores generated queries with --explore N --seed S, naming the seed', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--explore',
      '30',
      '--seed',
      '11',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}PASS {2}exploredQueriesHoldTheInvariants +spec +\(30 generated queries, seed 11\)$/m);
    expect(stdout).not.toMatch(/listIsNewestFirst/); // explore runs instead of the checks, with the invariants
  });

  it('sends requests under the path of --base-url http://host/prefix, and tests nothing at the root', async () => {
    const prefixed = await startAlteringProxy(mock().url, {});
    const { createServer: createHttp } = await import('node:http');
    const seen: string[] = [];
    const front = createHttp((req, res) => {
      seen.push(req.url ?? '');
      if (!req.url?.startsWith('/community/'))
        return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      void fetch(`${prefixed.url}${req.url.slice('/community'.length)}`, {
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-core-'))) as Record<
          string,
          string
        >,
      }).then(async (r) =>
        res
          .writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' })
          .end(await r.text()),
      );
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    try {
      const under = await coreKit([
        'contract',
        '--base-url',
        `${base}/community/`,
        ...credentialFlags(DEMO_CREDENTIALS),
        '--only',
        'listIsNewestFirst,successEnvelopeIsCodeZeroOk',
      ]);
      expect(under.code).toBe(0);
      expect(seen.length).toBeGreaterThan(2);
      expect(seen.every((url) => url.startsWith('/community/api/core/v1/'))).toBe(true);
      const root = await coreKit([
        'contract',
        '--base-url',
        base,
        ...credentialFlags(DEMO_CREDENTIALS),
        '--only',
        'successEnvelopeIsCodeZeroOk,missingAidIsRejected',
      ]);
      expect(root.code).toBe(1);
      expect(root.stdout).toMatch(
        /^ {2}SKIP {2}missingAidIsRejected +spec +the list is not answered even with all four right credentials/m,
      );
    } finally {
      front.close();
      front.closeAllConnections();
      await prefixed.close();
    }
  });

  it.each(['json', 'junit'])('exits 2 with one line when --%s cannot be written', async (flag) => {
    const { code, stdout, stderr } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      `--${flag}`,
      'no/such/folder/report.out',
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      new RegExp(
        `^core-kit contract: --${flag}: cannot write "no/such/folder/report.out" \\(its folder does not exist\\)\nRun \`core-kit contract --help\` for usage\\.\n$`,
      ),
    );
  });

  it('lists the checks with their provenance and source', async () => {
    const { code, stdout } = await coreKit(['contract', '--list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^pagesDoNotOverlap +notifications +spec +Endpoints › Notification list \(page, pageSize\)$/m,
    );
    expect(stdout).toMatch(/^pageSizeAboveThirtyIsRejected +notifications +real system +page-size-cap$/m);
    expect(stdout).toMatch(/^pageBelowOneIsReadAsPageOne +notifications +real system +page-validation$/m);
    expect(stdout).toMatch(/^ +rests on: paging, order, walk, typesFilter, statusFilter$/m); // typesAndStatusCombine
  });
});

describe('core-kit contract against broken servers (through the shipped bundle)', () => {
  it.each(['hangs', 'resetsTheConnection', 'sendsAnEndlessBody'])(
    'ends with exit 1 by its timeouts when the server %s, with no stack trace',
    async (behaviour) => {
      const server = await startBrokenServer(brokenBehaviours[behaviour]!);
      try {
        const started = performance.now();
        const { code, stdout, stderr } = await coreKit([
          'contract',
          '--base-url',
          server.url,
          ...credentialFlags(DEMO_CREDENTIALS),
          '--timeout',
          '300',
          '--deadline',
          '6000',
        ]);
        expect(code).toBe(1);
        // Ended by its own timeouts: a run without them hangs until the test's timeout. The bound leaves room for a
        // loaded machine's process start; how fast it ends is the bench's to measure.
        expect(performance.now() - started).toBeLessThan(30_000);
        expect(stdout).toMatch(/· (\d{2,}) requests ·/);
        expect(stderr).toBe('');
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});

describe('npm run contract', () => {
  const run = promisify(execFile);
  const env = (url: string) => ({
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    CORE_BASE_URL: url,
    CORE_AID: 'demo',
    CORE_AID_TOKEN: 'demo-aid-token',
    CORE_UID: '10001',
    CORE_UID_TOKEN: 'demo-uid-token',
  });

  it('passes against the mock and fails against a broken server', async () => {
    const passing = await run('npm', ['run', '-s', 'contract'], { cwd: projectRoot, env: env(mock().url) });
    expect(passing.stdout).toMatch(/Tests +\S*\d+ passed/);
    const failing = await run('npm', ['run', '-s', 'contract'], { cwd: projectRoot, env: env(broken.url) }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('pagesDoNotOverlap [spec]');
  }, 180_000); // two whole vitest runs of the kit's suite: a loaded machine took over 60 s
});
