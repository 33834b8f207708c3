// Recording that keeps its promise against a hostile directory and a target that echoes what clients send: links
// planted in the directory are never followed (the temporary file was opened following them, overwriting a file
// outside), no secret a client sent is written or printed wherever the target echoed it (Bearer tokens, cookies, API
// keys and query tokens were), the size limit counts the bytes written (1.6 times over before), and a directory that
// holds fixtures, or a file, is refused before the proxy listens (the recording was lost at exit, fixtures replaced).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { prepareRecordDir, RECORDING_NOTE, writeRecording } from '../../src/proxy/write-recording.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { coreKit } from '../helpers/core-kit-process.js';
import { headersOf } from '../helpers/mock-http.js';
import { startTestProxy } from './start-test-proxy.js';

const BEARER = 'eyJhbGciOiJIUzI1NiJ9.bearer-secret-9f2c';
const COOKIE = 'cookie-secret-7a1b';
const API_KEY = 'apikey-secret-55e0';
const QUERY_TOKEN = 'query/secret token!';
const BASIC_PASSWORD = 'basic-pass-3c9d';
const SECRETS = [BEARER, COOKIE, API_KEY, QUERY_TOKEN, BASIC_PASSWORD];
/** Every form an echo may take: as sent, percent-encoded (either case), JSON-escaped, base64. */
const formsOf = (s: string) => [
  s,
  encodeURIComponent(s),
  encodeURIComponent(s).toLowerCase(),
  JSON.stringify(s).slice(1, -1),
];

let mock: RunningMock;
let echo: Server;
let echoUrl: string;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
  // In front of the mock: writes what the client sent (credentials, cookie, API key, the query's token) into the
  // answer's free text, as a careless backend echoing its request would.
  echo = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const token = url.searchParams.get('access_token') ?? '';
    url.searchParams.delete('access_token');
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-core-'))) as Record<
      string,
      string
    >;
    const body = (await (await fetch(`${mock.url}${url.pathname}${url.search}`, { headers })).json()) as {
      data: { list?: { content: unknown }[]; site_name?: unknown; site_mode?: unknown };
    };
    // Whole values, and their parts alone: the credentials after the scheme, each cookie's value.
    const credentials = req.headers.authorization?.split(' ')[1];
    const cookies = req.headers.cookie?.split('; ').map((pair) => pair.split('=')[1]);
    const said = `${req.headers.authorization} ${req.headers.cookie} ${req.headers['x-api-key']} ${token} https://x.example/?t=${encodeURIComponent(token)} [${credentials}] [${cookies?.join('|')}]`;
    if (body.data.list?.[0]) body.data.list[0].content = `echo: ${said}`;
    if (url.pathname === CONFIGS_PATH) body.data.site_name = `echo: ${said}`;
    if (url.searchParams.get('keys') === 'site_mode') body.data.site_mode = `echo: ${said}`; // a violation naming them
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => echo.close(() => resolve()));
  await mock.close();
});

const clientHeaders = (basic = false) => ({
  ...headersOf(mock.accounts[0]!),
  Authorization: basic ? `Basic ${Buffer.from(`me:${BASIC_PASSWORD}`).toString('base64')}` : `Bearer ${BEARER}`,
  Cookie: `session=${COOKIE}; theme=dark`,
  'X-Api-Key': API_KEY,
});
const query = `access_token=${encodeURIComponent(QUERY_TOKEN)}`;

describe('a recording of a target that echoes what clients send', () => {
  let dir: string;
  let lines: string[];
  /** What the proxy's control room shows: its rows and each one's detail. */
  let shown: string;
  beforeAll(async () => {
    const said: string[] = [];
    const recorder = new Recorder(50 * 1024 * 1024, (line) => said.push(line));
    const proxy = await startTestProxy(echoUrl, { recorder });
    try {
      for (const basic of [false, true]) {
        await (
          await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}?pageSize=5&${query}`, { headers: clientHeaders(basic) })
        ).arrayBuffer();
        await (await fetch(`${proxy.url}${CONFIGS_PATH}?${query}`, { headers: clientHeaders(basic) })).arrayBuffer();
        await (
          await fetch(`${proxy.url}${CONFIGS_PATH}?keys=site_mode&${query}`, { headers: clientHeaders(basic) })
        ).arrayBuffer();
      }
      const rows = await (await fetch(`${proxy.url}/__core/requests`)).text();
      const ids = (JSON.parse(rows) as { data: { entries: { id: number }[] } }).data.entries.map((e) => e.id);
      const details = ids.map(async (id) => (await fetch(`${proxy.url}/__core/requests/${id}`)).text());
      shown = [rows, ...(await Promise.all(details))].join('\n');
    } finally {
      await proxy.close();
    }
    lines = [...proxy.lines, ...said];
    dir = await mkdtemp(join(tmpdir(), 'core-kit-echo-'));
    await writeRecording(dir, recorder.files(RECORDING_NOTE));
  });

  it('records the echoing answers (the test reads what it means to)', async () => {
    const notifications = await readFile(join(dir, 'notifications.json'), 'utf8');
    expect(notifications).toContain('echo: ');
    expect(await readFile(join(dir, 'configs.json'), 'utf8')).toContain('"site_name": "echo: ');
    expect(lines.join('\n')).toMatch(/VIOLATION configs \?keys=site_mode&access_token=\[redacted\] /);
  });

  it('writes no secret a client sent, in any form, anywhere in the recording', async () => {
    for (const name of await readdir(dir)) {
      const text = await readFile(join(dir, name), 'utf8');
      for (const secret of SECRETS)
        for (const form of formsOf(secret)) expect(text, `${name}: ${form}`).not.toContain(form);
    }
  });

  it('shows no secret a client sent in the control room (rows, the answers, the violations)', () => {
    expect(shown).toContain('echo: ');
    expect(shown).toContain('"violations":[{');
    for (const secret of SECRETS) for (const form of formsOf(secret)) expect(shown, form).not.toContain(form);
  });

  it('prints no secret a client sent (violation lines, failures, the recorder)', () => {
    const printed = lines.join('\n');
    for (const secret of SECRETS) for (const form of formsOf(secret)) expect(printed, form).not.toContain(form);
  });
});

describe('a secret past the first 2 KB of a URL, or in a path parameter, echoed by the target', () => {
  const LONG = 'long-secret-31d7';
  const PATH = 'path-secret-82c4';
  const padding = 'p'.repeat(3_000);
  let shown: string;
  let printed: string;
  let recording: string;
  beforeAll(async () => {
    // Answers what the mock answers for the path without its parameters, echoing the whole request target decoded;
    // a path naming `fail` is answered by a reset (the proxy prints a failure line with the URL).
    const target = createServer(async (req, res) => {
      if (req.url!.includes('/fail')) return void req.socket.destroy();
      const url = new URL(req.url!.replace(/\/[^/?]*=[^/?]*/g, ''), 'http://x');
      url.searchParams.delete('pad');
      url.searchParams.delete('access_token');
      const headers = headersOf(mock.accounts[0]!);
      const body = (await (await fetch(`${mock.url}${url.pathname}${url.search}`, { headers })).json()) as {
        data: { list?: { content: unknown }[]; site_name?: unknown };
      };
      const said = `echo: ${decodeURIComponent(req.url!)}`;
      if (body.data.list?.[0]) body.data.list[0].content = said;
      else body.data.site_name = said;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const said: string[] = [];
    const recorder = new Recorder(50 * 1024 * 1024, (line) => said.push(line));
    const proxy = await startTestProxy(`http://127.0.0.1:${(target.address() as AddressInfo).port}`, { recorder });
    try {
      const headers = headersOf(mock.accounts[0]!);
      for (const path of [
        `${NOTIFICATION_LIST_PATH}?pageSize=5&pad=${padding}&access_token=${LONG}`,
        `${CONFIGS_PATH}?pad=${padding}&access_token=${LONG}`,
        `/api/core/v1/global/access_token=${PATH}/configs`,
        `/api/core/v1/fail/access_token=${PATH}`,
        `/api/core/v1/fail;api_key=${PATH}?pad=${padding}&token=${LONG}`,
      ])
        await (await fetch(`${proxy.url}${path}`, { headers })).arrayBuffer();
      const rows = await (await fetch(`${proxy.url}/__core/requests`)).text();
      const ids = (JSON.parse(rows) as { data: { entries: { id: number }[] } }).data.entries.map((e) => e.id);
      const details = ids.map(async (id) => (await fetch(`${proxy.url}/__core/requests/${id}`)).text());
      shown = [rows, ...(await Promise.all(details))].join('\n');
    } finally {
      await proxy.close();
      await new Promise<void>((resolve) => target.close(() => resolve()));
    }
    printed = [...proxy.lines, ...said].join('\n');
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-echo-long-'));
    await writeRecording(dir, recorder.files(RECORDING_NOTE));
    recording = (await Promise.all((await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
  });

  it('shows, prints and records what it means to (the echoes, the failures)', () => {
    expect(shown).toContain('echo: ');
    expect(shown).toContain('access_token=[redacted]');
    expect(recording).toContain('echo: ');
    // The failure lines: the segment holding a value the client sent as a secret goes whole.
    expect(printed).toContain('GET /api/core/v1/fail/[redacted]: ');
    expect(printed).toMatch(/GET \/api\/core\/v1\/\[redacted\]\?pad=p+&token=\[redacted\]: /);
  });

  it.each([
    ['the control room (rows, answers)', () => shown],
    ['stderr', () => printed],
    ['the recording', () => recording],
  ])('never in %s', (_where, text) => {
    for (const secret of [LONG, PATH]) for (const form of formsOf(secret)) expect(text(), form).not.toContain(form);
  });
});

describe('the record directory', () => {
  it('never follows a link planted in it: a file outside stays as it was', async () => {
    const root = await mkdtemp(join(tmpdir(), 'core-kit-links-'));
    const dir = join(root, 'recording');
    await mkdir(dir);
    const victim = join(root, 'victim.txt');
    await writeFile(victim, 'untouched');
    // The names the temporary files had, and a name that appears while recording.
    for (const name of ['.configs.json.tmp', '.accounts.json.tmp', '.notifications.json.tmp'])
      await symlink(victim, join(dir, name));
    await prepareRecordDir(dir, 'recording');
    await symlink(victim, join(dir, 'configs.json'));
    const recorder = new Recorder(1024 * 1024, () => undefined);
    recorder.observe('configs', '', {}, { code: 0, message: 'ok', data: { site_name: 'x' } }, []);
    const { written, keptAside } = await writeRecording(dir, recorder.files(RECORDING_NOTE));
    expect(await readFile(victim, 'utf8')).toBe('untouched');
    expect(written).toEqual(['accounts.json', 'notifications.json']);
    expect(keptAside.map(([name]) => name)).toEqual(['configs.json']);
    expect((await lstat(join(dir, 'configs.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(keptAside[0]![1], 'utf8')).toContain('"site_name": "x"');
    for (const name of written) expect((await lstat(join(dir, name))).isFile()).toBe(true);
  });

  it.each([
    ['a file', async (path: string) => writeFile(path, 'keep me'), /is a file, not a directory/],
    [
      'a directory of fixtures',
      async (path: string) => (await mkdir(path), writeFile(join(path, 'configs.json'), '{"configs":{}}')),
      /already holds configs\.json/,
    ],
  ])('refuses %s before the proxy listens (exit 2), leaving it as it was', async (_name, make, message) => {
    const path = join(await mkdtemp(join(tmpdir(), 'core-kit-taken-')), 'target');
    await make(path);
    const before = (await stat(path)).isDirectory()
      ? await readFile(join(path, 'configs.json'), 'utf8')
      : await readFile(path, 'utf8');
    const run = await coreKit(['proxy', '--target', mock.url, '--port', '0', '--record', path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).not.toContain('core-kit proxy on');
    const after = (await stat(path)).isDirectory()
      ? await readFile(join(path, 'configs.json'), 'utf8')
      : await readFile(path, 'utf8');
    expect(after).toBe(before);
  });

  it.skipIf(!existsSync('/proc/self'))(
    'refuses a place that cannot be created, at once (a path under /proc never settled: the run hung, silent)',
    async () => {
      const run = await coreKit(['proxy', '--target', mock.url, '--port', '0', '--record', '/proc/core-kit-x/y']);
      expect(run.code).toBe(2);
      // Round five: the reason named, not a bare code.
      expect(run.stderr).toContain(
        '--record /proc/core-kit-x/y: cannot create the directory (its file system takes no new directories: no such file or directory: ENOENT)',
      );
      expect(run.stdout).not.toContain('core-kit proxy on');
    },
    10_000,
  );

  it('names the reason a path through a file cannot be recorded into (a bare "ENOTDIR" before)', async () => {
    const run = await coreKit(['proxy', '--target', mock.url, '--port', '0', '--record', '/dev/null/core-kit-x']);
    expect([run.code, run.stderr.split('\n')[0]]).toEqual([
      2,
      'core-kit proxy: --record /dev/null/core-kit-x: cannot use it (not a directory: ENOTDIR)',
    ]);
  });
});

describe('the recording size limit', () => {
  it('counts the bytes written: the files never exceed --max-record', async () => {
    const limit = 400_000; // about 8 pages of 2 real-sized notifications (some 24 KB each, indented)
    const said: string[] = [];
    const recorder = new Recorder(limit, (line) => said.push(line));
    const proxy = await startTestProxy(mock.url, { recorder });
    try {
      for (let page = 1; page <= 20; page++)
        await (
          await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}?page=${page}&pageSize=2`, {
            headers: headersOf(mock.accounts[0]!),
          })
        ).arrayBuffer();
      await (await fetch(`${proxy.url}${CONFIGS_PATH}`)).arrayBuffer();
    } finally {
      await proxy.close();
    }
    const written = [...recorder.files(RECORDING_NOTE).values()].reduce((n, t) => n + Buffer.byteLength(t), 0);
    // Before: the compact size was counted and the indented files written, 1.6 times the limit.
    expect(written).toBeLessThanOrEqual(limit);
    expect(written).toBeGreaterThan(limit / 2);
    expect(said.filter((l) => l.includes('reached its limit'))).toHaveLength(1);
  });
});
