// Recording through the proxy: a mock of another seed, paged the way a frontend pages, becomes fixtures that a mock
// serves offline with the same data for the recorded queries; no token of the target is written anywhere.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../src/mock/fixtures/load-fixtures.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { RECORDING_NOTE, writeRecording } from '../../src/proxy/write-recording.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { headersOf } from '../helpers/mock-http.js';
import { startTestProxy } from './start-test-proxy.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
/** What a frontend asks: all configs, a subset, the list page by page, one type page by page, unread, a projection. */
const RECORDED = [
  'page=1',
  'page=2',
  'page=3',
  'page=2&pageSize=30',
  'types=3&page=1',
  'types=3&page=2',
  'types=8,9&status=0',
  'status=1',
];
const list = (query: string) => `${NOTIFICATION_LIST_PATH}?${query}`;

let target: RunningMock;
let dir: string;
let recorder: Recorder;
const said: string[] = [];

beforeAll(async () => {
  target = await launchMock({ port: 0, seed: 42, nowMs: NOW, extraAccounts: 1 });
  recorder = new Recorder(50 * 1024 * 1024, (line) => said.push(line));
  const proxy = await startTestProxy(target.url, { recorder });
  try {
    for (const account of target.accounts) {
      for (const query of RECORDED)
        await (await fetch(`${proxy.url}${list(query)}`, { headers: headersOf(account) })).arrayBuffer();
      await (
        await fetch(`${proxy.url}${list('filterUserType=whitelist&filterUserKeys=fsid')}`, {
          headers: headersOf(account),
        })
      ).arrayBuffer();
    }
    await (
      await fetch(`${proxy.url}${CONFIGS_PATH}`, { headers: { Cookie: 'session=cookie-secret-1234' } })
    ).arrayBuffer();
  } finally {
    await proxy.close();
  }
  dir = await mkdtemp(join(tmpdir(), 'core-kit-recording-'));
  await writeRecording(dir, recorder.files(RECORDING_NOTE));
});
afterAll(() => target.close());

describe('core-kit proxy --record', () => {
  it('prints new tokens for each account it records', () => {
    const accounts = recorder.recordedAccounts;
    expect(accounts.map((a) => [a.aid, a.uid])).toEqual(target.accounts.map((a) => [a.aid, a.uid]));
    for (const a of accounts) {
      expect(said.join('\n')).toContain(
        `recording account ${a.aid} (uid ${a.uid}); serve the recording with X-Core-Aid-Token ${a.aidToken} and X-Core-Uid-Token ${a.uidToken}`,
      );
      expect(a.aidToken).not.toBe(target.accounts.find((t) => t.aid === a.aid)!.aidToken);
    }
  });

  it('writes no token, cookie or Authorization header of the target anywhere in the recording', async () => {
    const secrets = [...target.accounts.flatMap((a) => [a.aidToken, a.uidToken]), 'cookie-secret-1234'];
    for (const name of await readdir(dir)) {
      const text = await readFile(join(dir, name), 'utf8');
      for (const secret of secrets) expect(text, `${name} holds ${secret}`).not.toContain(secret);
      expect(text).not.toMatch(/"(authorization|cookie|set-cookie|x-core-[a-z-]*token)"\s*:/i);
    }
  });

  it('is a set of fixtures the mock loads, and that mock answers the recorded queries with the same data', async () => {
    const [demo, ...others] = recorder.recordedAccounts;
    const loaded = await loadFixtures(dir, { cwd: dir, flagAccounts: [demo!] });
    expect(loaded.ok ? [] : loaded.problems).toEqual([]);
    if (!loaded.ok) return;
    const replay = await launchMock({ port: 0, seed: 1, nowMs: NOW, demo: demo!, fixtures: loaded.fixtures });
    try {
      const pairs = [
        [target.accounts[0]!, demo!],
        ...others.map((o) => [target.accounts.find((t) => t.aid === o.aid)!, o] as const),
      ];
      for (const [original, recorded] of pairs) {
        for (const query of RECORDED) {
          const [a, b] = await Promise.all([
            fetch(`${target.url}${list(query)}`, { headers: headersOf(original!) }),
            fetch(`${replay.url}${list(query)}`, { headers: headersOf(recorded!) }),
          ]);
          const [was, is] = [
            (await a.json()) as { data: { list: unknown[] } },
            (await b.json()) as { data: { list: unknown[] } },
          ];
          expect(is.data.list, `${original!.aid} ?${query}`).toEqual(was.data.list);
        }
      }
      const configs = async (url: string) =>
        ((await (await fetch(`${url}${CONFIGS_PATH}`)).json()) as { data: unknown }).data;
      expect(await configs(replay.url)).toEqual(await configs(target.url));
    } finally {
      await replay.close();
    }
  });

  it('stops growing at its size limit, and says so once', async () => {
    const lines: string[] = [];
    const small = new Recorder(40_000, (line) => lines.push(line));
    const proxy = await startTestProxy(target.url, { recorder: small });
    try {
      for (let page = 1; page <= 6; page++)
        await (
          await fetch(`${proxy.url}${list(`page=${page}&pageSize=30`)}`, { headers: headersOf(target.accounts[0]!) })
        ).arrayBuffer();
    } finally {
      await proxy.close();
    }
    expect(small.full).toBe(true);
    expect(lines.filter((l) => l.includes('reached its limit'))).toHaveLength(1);
    expect(Buffer.byteLength([...small.files('').values()].join(''))).toBeLessThan(40_000 * 2);
  });
});
