// The proxy in front of broken targets: hangs, resets, garbage, huge answers and contract violations are answered in
// the API's envelope (502/504) or reported with their rule, never a crash.
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { startAlteringProxy, type Alteration } from '../contract-kit/mutants/altering-proxy.js';
import { headersOf } from '../helpers/mock-http.js';
import { startTestProxy } from './start-test-proxy.js';

const listen = async <T extends Server | TcpServer>(
  server: T,
): Promise<{ url: string; server: T; close: () => Promise<void> }> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** Raw TCP targets: each answers the connection its own broken way. */
const rawTargets: [string, number, RegExp, (socket: import('node:net').Socket) => void][] = [
  ['hangs', 504, /no complete answer from the target within 300 ms/, () => undefined],
  ['resets', 502, /closed the connection without a complete answer|not valid HTTP/, (s) => s.destroy()],
  ['sends garbage', 502, /not valid HTTP/, (s) => s.end('SSH-2.0-OpenSSH_9.6\r\n\r\n')],
  [
    'stops half-way',
    502,
    /closed the connection|not valid HTTP/,
    (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"code":0'),
  ],
];

describe('core-kit proxy in front of a broken target', () => {
  it.each(rawTargets)(
    'answers a target that %s with HTTP %i in the envelope',
    async (_name, status, message, behave) => {
      const sockets = new Set<import('node:net').Socket>();
      const target = await listen(createTcpServer((s) => (sockets.add(s), behave(s))));
      const proxy = await startTestProxy(target.url, { limits: { timeoutMs: 300 } });
      try {
        const res = await fetch(`${proxy.url}${CONFIGS_PATH}`);
        expect(res.status).toBe(status);
        const body = (await res.json()) as { code: number; message: string; data: unknown };
        expect(body).toMatchObject({ code: status, data: null });
        expect(body.message).toMatch(message);
        expect(proxy.counts.failures).toBe(1);
      } finally {
        for (const s of sockets) s.destroy();
        await proxy.close();
        await target.close();
      }
    },
  );

  it('answers 502 when the target cannot be reached at all', async () => {
    const gone = await listen(createServer());
    await gone.close();
    const proxy = await startTestProxy(gone.url);
    try {
      const res = await fetch(`${proxy.url}${CONFIGS_PATH}`);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
        502,
        expect.stringMatching(/cannot be reached \(ECONNREFUSED\)/),
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 for an answer over the size limit, without reading it all', async () => {
    const target = await listen(
      createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 32);
        const write = () => {
          while (res.write(chunk));
        };
        res.on('drain', write);
        write();
      }),
    );
    const proxy = await startTestProxy(target.url, { limits: { maxBodyBytes: 256 * 1024 } });
    try {
      const res = await fetch(`${proxy.url}${CONFIGS_PATH}`);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/larger than 262144 bytes/);
    } finally {
      await proxy.close();
      target.server.closeAllConnections();
      await target.close();
    }
  });

  it('hands a redirect back to the client instead of following it to another origin', async () => {
    const target = await listen(
      createServer((_req, res) => res.writeHead(302, { location: 'http://elsewhere.invalid/steal' }).end()),
    );
    const proxy = await startTestProxy(target.url);
    try {
      const res = await fetch(`${proxy.url}${CONFIGS_PATH}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([302, 'http://elsewhere.invalid/steal']);
      expect(proxy.lines).toEqual([]);
    } finally {
      await proxy.close();
      await target.close();
    }
  });
});

describe('core-kit proxy in front of a server that breaks the contract', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
  });
  afterAll(() => mock.close());

  const defects: [string, Alteration, string, string][] = [
    [
      'drops the pagination object',
      { answer: (a) => (delete (a.body as { data: Record<string, unknown> }).data.pagination, a) },
      NOTIFICATION_LIST_PATH,
      'everyListAnswerMatchesTheSchema',
    ],
    [
      'sends readStatus as 0/1',
      {
        answer: (a) => {
          for (const n of (a.body as { data: { list: Record<string, unknown>[] } }).data.list)
            n.readStatus = n.readStatus ? 1 : 0;
          return a;
        },
      },
      NOTIFICATION_LIST_PATH,
      'everyListAnswerMatchesTheSchema',
    ],
    [
      'sends site_mode "open"',
      { answer: (a) => (((a.body as { data: Record<string, unknown> }).data.site_mode = 'open'), a) },
      CONFIGS_PATH,
      'everyConfigsAnswerMatchesTheSchema',
    ],
    [
      'answers HTML',
      { answer: (a) => ({ ...a, body: '<html>maintenance</html>', headers: { 'content-type': 'text/html' } }) },
      CONFIGS_PATH,
      'everyHttp200IsAJsonEnvelope',
    ],
  ];

  it.each(defects)(
    'reports a server that %s, with its rule, and answers 502 with --fail-on-violation',
    async (_name, alteration, path, rule) => {
      const broken = await startAlteringProxy(mock.url, alteration);
      const watching = await startTestProxy(broken.url);
      const failing = await startTestProxy(broken.url, { failOnViolation: true });
      try {
        const passed = await fetch(`${watching.url}${path}`, { headers: headersOf(mock.accounts[0]!) });
        expect(passed.status).toBe(200); // passed through as it came
        expect(watching.counts.byRule.get(rule)).toBe(1);
        expect(watching.lines.join('\n')).toMatch(
          new RegExp(`VIOLATION .* ${rule} \\(spec\\): expected .*; received `),
        );
        const refused = await fetch(`${failing.url}${path}`, { headers: headersOf(mock.accounts[0]!) });
        expect(refused.status).toBe(502);
        expect(((await refused.json()) as { message: string }).message).toContain(
          `the target's answer breaks the contract: ${rule}`,
        );
      } finally {
        await Promise.all([watching.close(), failing.close(), broken.close()]);
      }
    },
  );
});
