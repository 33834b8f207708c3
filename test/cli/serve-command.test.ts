// `core-kit serve` as a process: the banner, real requests, clean shutdown, credentials and usage errors.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { coreKit, serveProcess } from '../helpers/core-kit-process.js';

const serve = serveProcess;

describe('core-kit serve', () => {
  it('starts, prints the URLs and credentials, answers, logs one line per request, and stops on SIGTERM with exit 0', async () => {
    const server = serve('--now', '2026-11-22T12:00:00Z', '--seed', '3');
    const url = await server.ready;
    expect(server.output()).toContain('X-Core-Aid-Token  demo-aid-token');
    expect(server.output()).toMatch(/seed 3, clock pinned at 2026-11-22T12:00:00.000Z, 120 notifications per account/);
    const res = await fetch(`${url}/api/core/v1/notification/list?pageSize=1`, {
      headers: {
        'X-Core-Aid': 'demo',
        'X-Core-Aid-Token': 'demo-aid-token',
        'X-Core-Uid': '10001',
        'X-Core-Uid-Token': 'demo-uid-token',
      },
    });
    expect(((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(120);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toMatch(/GET \/api\/core\/v1\/notification\/list\?pageSize=1 → 200 code 0 [\d.]+ ms/);
    expect(server.output()).not.toMatch(/GET .*demo-uid-token/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('takes other demo credentials, more accounts and --quiet', async () => {
    const server = serve(
      '--quiet',
      '--aid',
      'team-a',
      '--aid-token',
      's3cret',
      '--uid',
      '777',
      '--uid-token',
      't0ken',
      '--users',
      '2',
      '--notifications',
      '40',
    );
    const url = await server.ready;
    const res = await fetch(`${url}/api/core/v1/notification/list`, {
      headers: {
        'X-Core-Aid': 'team-a',
        'X-Core-Aid-Token': 's3cret',
        'X-Core-Uid': '777',
        'X-Core-Uid-Token': 't0ken',
      },
    });
    expect(((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(40);
    expect(server.output()).toContain('account-3');
    expect(server.output()).not.toContain('GET /');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('injects server-wide faults and latency, and says so in the banner and the log', async () => {
    const server = serve('--latency', '20-30', '--fault-rate', '1', '--faults', 'server-error');
    const url = await server.ready;
    expect(server.output()).toMatch(/chaos: latency 20-30 ms, 100% of API requests fail \(server-error\)/);
    const started = performance.now();
    const res = await fetch(`${url}/api/core/v1/global/configs`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
    expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([500, 500]);
    expect((await fetch(`${url}/openapi.json`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toMatch(/GET \/api\/core\/v1\/global\/configs → 500 code 500 fault server-error/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('lists deterministic credentials with --print-credentials', async () => {
    const [a, b] = await Promise.all([
      coreKit(['serve', '--users', '3', '--print-credentials']),
      coreKit(['serve', '--users', '3', '--print-credentials']),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout.trim().split('\n')).toHaveLength(5);
    expect(a.stdout).toMatch(/^demo +demo-aid-token +10001 +demo-uid-token$/m);
    expect(a.stdout).toMatch(/^account-4 +[0-9a-f]{32} +10004 +[0-9a-f]{32}$/m);
    expect(b.stdout).toBe(a.stdout);
  });

  it('serves the edge world with --data edge, and the usual one to a request that asks for it', async () => {
    const server = serve('--quiet', '--data', 'edge', '--now', '2026-11-22T12:00:00Z');
    const url = await server.ready;
    expect(server.output()).toContain('data: edge');
    const demo = {
      'X-Core-Aid': 'demo',
      'X-Core-Aid-Token': 'demo-aid-token',
      'X-Core-Uid': '10001',
      'X-Core-Uid-Token': 'demo-uid-token',
    };
    const edge = await fetch(`${url}/api/core/v1/notification/list?pageSize=30`, { headers: demo });
    expect(edge.headers.get('preference-applied')).toBe('data=edge');
    const text = await edge.text();
    expect(text).toMatch(/[\u0600-\u06FF]/u); // right-to-left text, as the edge world writes it
    const standard = await fetch(`${url}/api/core/v1/notification/list?pageSize=30`, {
      headers: { ...demo, Prefer: 'data=standard' },
    });
    expect(standard.headers.get('preference-applied')).toBe('data=standard');
    expect(await standard.text()).not.toBe(text);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it("serves quotes as the spec's sentence writes them with --quotes sentence, as the real system by default", async () => {
    const demo = {
      'X-Core-Aid': 'demo',
      'X-Core-Aid-Token': 'demo-aid-token',
      'X-Core-Uid': '10001',
      'X-Core-Uid-Token': 'demo-uid-token',
    };
    const targets = async (...args: string[]) => {
      const server = serve('--quiet', '--now', '2026-11-22T12:00:00Z', ...args);
      const url = await server.ready;
      const answer = await fetch(`${url}/api/core/v1/notification/list?types=9&pageSize=30`, { headers: demo });
      const list = ((await answer.json()) as { data: { list: { actionTarget: number }[] } }).data.list;
      const banner = server.output();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return { banner, targets: new Set(list.map((n) => n.actionTarget)) };
    };
    const sentence = await targets('--quotes', 'sentence');
    expect(sentence.targets).toEqual(new Set([4]));
    expect(sentence.banner).toContain("quotes: as the spec's sentence writes them");
    const real = await targets();
    expect(real.targets).toEqual(new Set([5]));
    expect(real.banner).not.toContain('quotes:');
  });

  it("serves a fresh install's configs with --configs fresh-install, a seeded site's by default", async () => {
    const configs = async (...args: string[]) => {
      const server = serve('--quiet', '--now', '2026-11-22T12:00:00Z', ...args);
      const url = await server.ready;
      const answer = await fetch(`${url}/api/core/v1/global/configs?keys=site_url,language_status,site_email`);
      const data = ((await answer.json()) as { data: Record<string, unknown> }).data;
      const banner = server.output();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return { banner, data };
    };
    const fresh = await configs('--configs', 'fresh-install');
    expect(fresh.data).toEqual({ site_url: null, language_status: false, site_email: null });
    expect(fresh.banner).toContain("configs: a fresh install's");
    const seeded = await configs();
    expect(seeded.data.site_url).toMatch(/^https:\/\//);
    expect(seeded.banner).not.toContain('configs:');
  });

  it.each([
    [['--configs', 'fresh'], /--configs must be one of seeded, fresh-install \(received "fresh"\)/],
    [['--quotes', 'table'], /--quotes must be one of real, sentence \(received "table"\)/],
    [['--data', 'wide'], /--data must be one of standard, edge \(received "wide"\)/],
    [['--port', 'eighty'], /--port must be an integer/],
    [['--port', '70000'], /--port must be from 0 to 65535/],
    [['--seed=-1'], /--seed must be from 0/],
    [['--now', 'yesterday'], /--now must be an ISO 8601 instant/],
    [['--notifications', '20000000'], /--notifications must be from 0 to 10000000/],
    [['--aid', ''], /--aid needs a value \(received an empty string\)/],
    [['--aid', 'account-2', '--users', '1'], /clash with extra account account-2/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['--latency', 'slow'], /--latency must be MIN-MAX in ms/],
    [['--latency', '900-100'], /--latency must be MIN-MAX in ms with MIN ≤ MAX ≤ 30000/],
    [['--latency', '0-30001'], /--latency must be MIN-MAX/],
    [['--fault-rate', '1.5'], /--fault-rate must be a probability from 0 to 1/],
    [['--fault-rate', 'often'], /--fault-rate must be a probability/],
    [
      ['--fault-rate', '0.1', '--faults', 'reset,timeout'],
      /--faults must be a comma list of reset, malformed, server-error \(received "timeout"\)/,
    ],
    [['--faults', 'reset'], /--faults needs --fault-rate/],
    // The host is wrong, not the port: this said "unexpected error: getaddrinfo ENOTFOUND", or "try --port 0".
    [
      ['--port', '0', '--host', 'no-such-host.invalid'],
      /cannot listen on no-such-host.invalid \(ENOTFOUND\): it is no address of this machine; give one of its addresses or names with --host/,
    ],
    [
      ['--port', '0', '--host', '192.0.2.7'],
      /cannot listen on 192.0.2.7 \(EADDRNOTAVAIL\): it is no address of this machine/,
    ],
  ])('exits 2 on %j', async (args, message) => {
    const result = await coreKit(['serve', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('exits 2 with a hint when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    const result = await coreKit(['serve', '--port', String(port)]);
    blocker.close();
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot listen on 127.0.0.1:\d+ \(EADDRINUSE\); try --port 0/);
  });

  it('documents every flag in --help', async () => {
    const { code, stdout } = await coreKit(['serve', '--help']);
    expect(code).toBe(0);
    for (const flag of [
      '--port',
      '--host',
      '--seed',
      '--now',
      '--notifications',
      '--users',
      '--aid',
      '--aid-token',
      '--uid',
      '--uid-token',
      '--print-credentials',
      '--latency',
      '--fault-rate',
      '--faults',
      '--http-errors',
      '--quiet',
      '--data',
      '--quotes',
      '--configs',
    ]) {
      expect(stdout).toContain(flag);
    }
    expect(stdout).toContain('env: CORE_KIT_PORT, then PORT');
  });
});
