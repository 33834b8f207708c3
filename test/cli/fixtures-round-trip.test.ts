// The fixtures round trip through the real bin: `fixtures --out` → edit by hand → `serve --fixtures` serves the edit;
// invalid files stop `serve` with exit 2 before it listens, naming the file, the JSON path and the rule.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coreKit, serveProcess } from '../helpers/core-kit-process.js';

const NOW = '2026-11-22T12:00:00Z';
const dir = mkdtempSync(join(tmpdir(), 'core-kit-round-trip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const headers = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};
const readJson = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, any>;
const writeJson = (name: string, value: unknown) =>
  writeFileSync(join(dir, name), `${JSON.stringify(value, null, 2)}\n`);

describe('fixtures --out a place that cannot be written', () => {
  it.each([
    [
      '/proc/core-kit-x/y',
      /--out: cannot create the folder "\/proc\/core-kit-x\/y" \(this file system takes no new folders\)/,
    ],
    [
      '/proc/self/core-kit',
      /--out: cannot create the folder "\/proc\/self\/core-kit" \(this file system takes no new folders\)/,
    ],
    [`${dir}/a-file/x`, /--out: cannot write ".*a-file\/x\/configs\.json" \(a part of the path is not a folder\)/],
  ])(
    // Under /proc, Node 20's recursive mkdir never settled: the command hung, silent.
    '%s: one line and exit 2, at once',
    async (out, said) => {
      writeFileSync(join(dir, 'a-file'), '{}\n');
      const run = await coreKit(['fixtures', '--out', out, '--seed', '5', '--now', NOW], {}, 15_000);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(said);
      expect(run.stderr.trim().split('\n')).toHaveLength(2); // the problem, then where help is
      expect(run.stdout).toBe('');
    },
    20_000,
  );

  it('creates missing parent folders as before', async () => {
    const nested = join(dir, 'a', 'b', 'c');
    expect((await coreKit(['fixtures', '--out', nested, '--seed', '5', '--now', NOW], {}, 15_000)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(nested, 'configs.json'), 'utf8'))).toHaveProperty('configs');
  }, 20_000);
});

describe('fixtures round trip', () => {
  it('writes the world, serves the hand edits through filters, pagination and projection', async () => {
    const written = await coreKit(['fixtures', '--out', dir, '--seed', '5', '--now', NOW, '--users', '1']);
    expect(written.code).toBe(0);
    expect(written.stdout).toContain(`Serve them with: core-kit serve --fixtures ${dir}`);
    expect(readJson('configs.json').$comment).toMatch(/then serve with: core-kit serve --fixtures/);

    const configs = readJson('configs.json');
    configs.configs.site_name = 'Hand-edited Commons';
    writeJson('configs.json', configs);
    const notifications = readJson('notifications.json');
    const list = notifications.notifications.demo as Record<string, any>[];
    const likes = list.filter((n) => n.type === 3);
    likes[1]!.content = 'An edited like';
    writeJson('notifications.json', notifications);

    const server = serveProcess('--fixtures', dir, '--seed', '5', '--now', NOW);
    const url = await server.ready;
    try {
      expect(server.output()).toMatch(
        /fixtures: .*accounts\.json, .*configs\.json, .*notifications\.json: \d+ config override/,
      );
      const site = await (await fetch(`${url}/api/core/v1/global/configs?keys=site_name`)).json();
      expect(site).toEqual({ code: 0, message: 'Success', data: { site_name: 'Hand-edited Commons' } });
      const page = (await (
        await fetch(
          `${url}/api/core/v1/notification/list?types=3&pageSize=1&page=2&filterInfoType=whitelist&filterInfoKeys=url`,
          { headers },
        )
      ).json()) as { data: { pagination: unknown; list: Record<string, any>[] } };
      expect(page.data.pagination).toEqual({
        total: likes.length,
        pageSize: 1,
        currentPage: 2,
        lastPage: likes.length,
      });
      expect(page.data.list[0]).toMatchObject({
        nmid: likes[1]!.nmid,
        content: 'An edited like',
        actionInfo: { url: likes[1]!.actionInfo.url },
      });
      expect(Object.keys(page.data.list[0]!.actionInfo)).toEqual(['url']);
      const other = await fetch(`${url}/api/core/v1/notification/list?pageSize=1`, {
        headers: {
          'X-Core-Aid': 'account-2',
          'X-Core-Aid-Token': readJson('accounts.json').accounts[1].aidToken,
          'X-Core-Uid': '10002',
          'X-Core-Uid-Token': readJson('accounts.json').accounts[1].uidToken,
        },
      });
      expect(((await other.json()) as { data: { list: { nmid: string }[] } }).data.list[0]!.nmid).toBe(
        readJson('notifications.json').notifications['account-2'][0].nmid,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('writes the edge world (--data edge): files serve accepts, answering what serve --data edge answers', async () => {
    const edge = mkdtempSync(join(tmpdir(), 'core-kit-edge-'));
    const live = serveProcess('--data', 'edge', '--seed', '5', '--now', NOW);
    try {
      const written = await coreKit(['fixtures', '--out', edge, '--seed', '5', '--now', NOW, '--data', 'edge']);
      expect(written.code).toBe(0);
      const file = JSON.parse(readFileSync(join(edge, 'notifications.json'), 'utf8')) as {
        $comment: string;
        notifications: { demo: Record<string, any>[] };
      };
      expect(file.$comment).toMatch(/edge data/);
      expect(file.notifications.demo.some((n) => n.actionUserIsAnonymous === true && n.actionUser.uid === null)).toBe(
        true,
      );
      const served = serveProcess('--fixtures', edge, '--seed', '5', '--now', NOW);
      try {
        const [filesUrl, liveUrl] = await Promise.all([served.ready, live.ready]);
        const page = async (url: string) =>
          (await (
            await fetch(`${url}/api/core/v1/notification/list?pageSize=30&page=2`, { headers })
          ).json()) as unknown;
        expect(await page(filesUrl)).toEqual(await page(liveUrl));
      } finally {
        served.child.kill('SIGTERM');
        await served.exited;
      }
    } finally {
      live.child.kill('SIGTERM');
      await live.exited;
      rmSync(edge, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses an invalid file with exit 2, naming the file, the JSON path and the rule, before listening', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'core-kit-bad-'));
    try {
      writeFileSync(join(bad, 'configs.json'), JSON.stringify({ configs: { site_mode: 'secret' } }));
      writeFileSync(join(bad, 'notifications.json'), JSON.stringify({ notifications: { ghost: [] } }));
      const result = await coreKit(['serve', '--port', '0', '--fixtures', bad]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `${join(bad, 'configs.json')}: configs.site_mode: must be one of public, private`,
      );
      expect(result.stdout).not.toContain('Swagger UI');
      const missing = await coreKit(['serve', '--port', '0', '--fixtures', join(bad, 'nope.json')]);
      expect([missing.code, missing.stderr]).toEqual([
        2,
        expect.stringContaining('nope.json: cannot read fixtures (no such file or directory: ENOENT)'),
      ]);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
