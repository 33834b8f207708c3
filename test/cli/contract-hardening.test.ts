// The contract CLI under the attacks of issue 15 (loopback, bounded): the deadline holds, schema validation stays
// linear, memory stays bounded whatever the server sends, a password in the base URL is refused and never printed,
// and control or bidi characters from a server never reach the terminal raw. Each test measures its number.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/core-kit-process.js';
import {
  always,
  emptyObjects,
  hugeList,
  listEnvelope,
  nested,
  slowly,
  startHostileServer,
  type HostileServer,
} from '../helpers/hostile-answers.js';
import { judgeListAnswer } from '../../src/contract/invariants/judge-list-answer.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { readJsonText } from '../../src/contract/invariants/read-json-text.js';

const CREDENTIALS = ['--aid', 'a', '--aid-token', 'tok-a', '--uid', 'u', '--uid-token', 'tok-u'];
const PEAK_RSS_MB_LIMIT = 512;

interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** When the child was started and when it exited, epoch milliseconds. */
  spawnedAt: number;
  exitedAt: number;
  peakRssMb: number;
}

/** Runs the shipped CLI with a preload that prints its peak RSS on exit. */
function contract(args: string[]): Promise<ChildRun> {
  const spawnedAt = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', './test/helpers/report-peak-rss.mjs', 'bin/core-kit.js', 'contract', ...args],
    { cwd: projectRoot, env: { ...process.env, NO_COLOR: '1' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const kb = Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? 0);
      resolve({
        code,
        stdout,
        stderr: stderr.replace(/\npeak-rss-kb \d+\n/, ''),
        spawnedAt,
        exitedAt: Date.now(),
        peakRssMb: Math.round(kb / 1024),
      });
    }),
  );
}

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Figures for docs/hardening.md, printed once each test measured them. */
const figure = (text: string) => console.log(`[hardening] ${text}`);

describe('the contract CLI', () => {
  it('stops at --deadline: nothing is sent after it, and the process exits with its report right after', async () => {
    server = await startHostileServer(slowly(400));
    // Long enough for a second request on a loaded machine: the validators that name every problem compile when the
    // first invalid answer comes, inside the run (those of valid answers are built into dist/).
    const deadline = 4_000;
    const report = join(await mkdtemp(join(tmpdir(), 'core-kit-deadline-')), 'r.json');
    const run = await contract([
      '--base-url',
      server.url,
      ...CREDENTIALS,
      '--deadline',
      String(deadline),
      '--timeout',
      '10000',
      '--json',
      report,
    ]);
    const startedAt = Date.parse((JSON.parse(await readFile(report, 'utf8')) as { startedAt: string }).startedAt);
    // The server notes an arrival when its own event loop gets to it: on a heavily loaded machine a request sent just
    // before the deadline was noted after it (1 in 11). The slack is half an answer's 400 ms.
    const noted = 200;
    const late = server.arrivals.filter((t) => t > startedAt + deadline + noted);
    const exitAfterDeadlineStart = run.exitedAt - startedAt;
    figure(
      `deadline ${deadline} ms: ${server.arrivals.length} requests, ${late.length} after the deadline, exit ${exitAfterDeadlineStart} ms after the run started (${(exitAfterDeadlineStart / deadline).toFixed(2)}× the deadline; ${run.exitedAt - run.spawnedAt} ms after the process started)`,
    );
    expect(server.arrivals.length).toBeGreaterThan(1);
    expect(late).toEqual([]);
    // Right after: well within twice the deadline even on a loaded machine (it was up to 4.3× before).
    expect(exitAfterDeadlineStart).toBeLessThan(2 * deadline);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/the deadline passed first|the run deadline passed/);
  }, 20_000);

  it('refuses a base URL with a password (exit 2, one line) and never prints the password', async () => {
    server = await startHostileServer(always('{}'));
    const withPassword = server.url.replace('http://', 'http://admin:hunter2@');
    for (const url of [withPassword, `${withPassword.replace(/:\d+$/, '')}:[bad`]) {
      const run = await contract(['--base-url', url, ...CREDENTIALS]);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(2); // the problem, then where help is
      expect(run.stdout + run.stderr).not.toContain('hunter2');
    }
    expect(server.arrivals).toEqual([]);
  }, 20_000);

  it("never shows a secret-named path parameter of the base URL (a gateway's /access_token=…/): text, JSON, JUnit", async () => {
    server = await startHostileServer(always(JSON.stringify({ code: 10000, message: 'no', data: null })));
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-base-secret-'));
    const secret = 'base-secret-8812';
    const run = await contract([
      '--base-url',
      `${server.url}/gw/access_token=${secret};session=${secret}x`,
      ...CREDENTIALS,
      '--json',
      join(dir, 'r.json'),
      '--junit',
      join(dir, 'r.xml'),
    ]);
    expect(run.code).toBe(1);
    expect(server.arrivals.length).toBeGreaterThan(0);
    const reports = `${run.stdout}${run.stderr}${await readFile(join(dir, 'r.json'), 'utf8')}${await readFile(join(dir, 'r.xml'), 'utf8')}`;
    expect(reports).toContain('/gw/access_token=[redacted];session=[redacted]');
    expect(reports).not.toContain(secret);
  }, 30_000);

  it('holds its memory under 512 MB whatever the server sends: 4.9 MB answers, 1,000,000 empty items, JSON 100,000 deep', async () => {
    const attacks: [string, string, string][] = [
      ['4.9 MB well-formed answers', listEnvelope(hugeList(4_900_000)), '50'],
      ['a list of 1,000,000 {} (3 MB)', listEnvelope(emptyObjects(1_000_000)), '50'],
      ['a list of 150,000 {} (450 KB)', listEnvelope(emptyObjects(150_000)), '50'],
      ['JSON nested 100,000 deep', nested(100_000), '100'],
    ];
    await holdsUnder512Mb(attacks);
  }, 120_000);

  // Numbers cost memory where their text does not show it (880 MB before they were counted, 220 MB once counted), and
  // whatever outlives an answer multiplies it: 718 MB (decimals 851 MB) while the inbox watch, failed checks' outcomes
  // and the configs' value context each kept parsed lists of a million items alive.
  it('holds its memory under 512 MB for lists of 1,000,000 numbers', async () => {
    await holdsUnder512Mb([
      ['a list of 1,000,000 numbers (2 MB)', listEnvelope(`[${Array(1_000_000).fill(1).join(',')}]`), '50'],
      ['a list of 1,000,000 decimals (4 MB)', listEnvelope(`[${Array(1_000_000).fill(1.5).join(',')}]`), '50'],
    ]);
  }, 120_000);

  async function holdsUnder512Mb(attacks: [string, string, string][]) {
    for (const [what, body, maxRequests] of attacks) {
      server = await startHostileServer(always(body));
      const started = performance.now();
      const run = await contract([
        '--base-url',
        server.url,
        ...CREDENTIALS,
        '--max-requests',
        maxRequests,
        '--deadline',
        '30000',
      ]);
      figure(
        `${what}: ${server.arrivals.length} answers of ${(body.length / 1e6).toFixed(1)} MB, peak RSS ${run.peakRssMb} MB, ${Math.round(performance.now() - started)} ms, exit ${run.code}`,
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^\d+ checks: /m);
      expect(run.peakRssMb).toBeGreaterThan(0);
      expect(run.peakRssMb, what).toBeLessThan(PEAK_RSS_MB_LIMIT);
      await server.close();
      server = undefined;
    }
  }

  it('escapes C1 control and bidi characters a server sends before they reach the terminal', async () => {
    const hostile = 'ok\u009b2J\u001b[31m\u202egnp.exe\u2066\u0085end';
    server = await startHostileServer(always(JSON.stringify({ code: 10000, message: hostile, data: null })));
    const run = await contract(['--base-url', server.url, ...CREDENTIALS]);
    // C0 (ESC) is escaped by JSON already; C1 and bidi by the report.
    expect(run.stdout).toContain('"ok\\u{009b}2J\\u001b[31m\\u{202e}gnp.exe\\u{2066}\\u{0085}end"');
    // eslint-disable-next-line no-control-regex -- ESC, C1 and bidi controls must not reach the terminal
    expect(run.stdout).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069\u001b]/);
  }, 20_000);
});

describe('schema validation of one answer', () => {
  const validators = {
    spec: createDocumentValidator(committedDocument(), 'spec'),
    documented: createDocumentValidator(committedDocument(), 'documented'),
  };
  const judge = (body: string) => {
    const read = readJsonText(body);
    return judgeListAnswer(
      new URLSearchParams(),
      { status: 200, headers: { 'content-type': 'application/json' }, json: read.json, bom: read.bom },
      validators,
    );
  };

  it('costs time linear in the answer and capped: 20,000 {} items in milliseconds, not seconds', () => {
    judge(listEnvelope(emptyObjects(10))); // compiled once
    const sizes = [20_000, 100_000];
    const times = sizes.map((n) => {
      const body = listEnvelope(emptyObjects(n));
      const started = performance.now();
      const judgement = judge(body);
      const ms = performance.now() - started;
      expect(judgement.violations.find((v) => v.rule === 'everyListAnswerMatchesTheSchema')?.received).toMatch(
        /^\/data\/list\/0 must have property "nmid"/,
      );
      return ms;
    });
    figure(`validation of 20,000 {} items: ${times[0]!.toFixed(1)} ms; of 100,000: ${times[1]!.toFixed(1)} ms`);
    expect(times[0]).toBeLessThan(200);
    expect(times[1]).toBeLessThan(1_000);
  });
});
