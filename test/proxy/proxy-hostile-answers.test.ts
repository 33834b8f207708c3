// The proxy in front of a hostile target: what it prints is safe for a terminal (C1 controls and bidi characters a
// target sends reached stderr raw), a compressed answer is bounded by --max-body once uncompressed (it was inflated up
// to 8 times that), and answers are judged off the event loop: the proxy's own status endpoint answers while a large
// answer is being judged (it waited 2 s behind one).
// cost: process (its proxy judges in the worker built into dist/)
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { startTestProxy, type TestProxy } from './start-test-proxy.js';

let target: Server | undefined;
let proxy: TestProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  if (target) {
    target.closeAllConnections();
    await new Promise<void>((resolve) => target!.close(() => resolve()));
  }
  target = proxy = undefined;
});

async function targetAnswering(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  target = createServer(answer);
  await new Promise<void>((resolve) => target!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

const json = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) =>
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(body);

describe('what the proxy prints', () => {
  it('escapes C0 and C1 controls and bidi characters a target sends', async () => {
    const hostile = 'open\u009b2J\u001b[31m\u202egnp.exe\u2066\u0085 VIOLATION forged';
    const url = await targetAnswering((req, res) => {
      const key = `portal_${hostile}`;
      json(res, JSON.stringify({ code: 0, message: 'ok', data: { site_mode: hostile, [key]: 1 } }));
    });
    proxy = await startTestProxy(url);
    await (await fetch(`${proxy.url}${CONFIGS_PATH}?keys=site_mode`)).arrayBuffer();
    const printed = proxy.lines.join('\n');
    expect(printed).toContain('VIOLATION configs ?keys=site_mode');
    expect(printed).toContain(
      '/portal_open\\u{009b}2J\\u{001b}[31m\\u{202e}gnp.exe\\u{2066}\\u{0085} VIOLATION forged',
    );
    // eslint-disable-next-line no-control-regex -- control characters must not reach the terminal
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(proxy.lines.every((line) => !line.includes('\n'))).toBe(true);
  });
});

describe('compressed answers', () => {
  it('answers 502 for an answer larger than --max-body once uncompressed (a gzip bomb), without inflating it all', async () => {
    // 64 MB of spaces after a list's opening: 64 KB on the wire.
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('{"code":0,"data":{"list":['), Buffer.alloc(64 * 1024 * 1024, 32)]),
    );
    const url = await targetAnswering((_req, res) => json(res, bomb, { 'content-encoding': 'gzip' }));
    for (const worker of [undefined, {}]) {
      proxy = await startTestProxy(url, { limits: { maxBodyBytes: 1024 * 1024 }, ...(worker ? { worker } : {}) });
      const res = await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}`);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toContain(
        "the target's answer is larger than 1048576 bytes once uncompressed",
      );
      expect(proxy.counts.failures).toBe(1);
      await proxy.close();
      proxy = undefined;
    }
  });

  it('judges a large answer off the event loop: the status endpoint answers first', async () => {
    // 9 MB once uncompressed, 1.5 million strings: seconds of parsing and walking on a loaded machine.
    const strings = Array.from({ length: 1_500_000 }, (_, i) => `"s${i % 1000}"`).join(',');
    const body = gzipSync(
      `{"code":0,"message":"ok","data":{"pagination":{"total":0,"pageSize":15,"currentPage":1,"lastPage":1},"list":[],"extra":[${strings}]}}`,
    );
    const url = await targetAnswering((_req, res) => json(res, body, { 'content-encoding': 'gzip' }));
    proxy = await startTestProxy(url, { worker: {} });
    // A first answer compiles the worker's validators: not what is measured.
    await (await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}`)).arrayBuffer();
    // The order in which the two answers' heads arrive (the client shares this thread: a body's arrival says less).
    const order: string[] = [];
    const head = (path: string, name: string) =>
      new Promise<number>((resolve, reject) =>
        get(`${proxy!.url}${path}`, { agent: false }, (res) => {
          order.push(name);
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject),
      );
    const large = head(NOTIFICATION_LIST_PATH, 'large answer');
    // Once the target has sent it all, the proxy is judging it.
    await new Promise<void>((resolve) =>
      target!.once('request', (_req, res: ServerResponse) => res.once('finish', resolve)),
    );
    const started = performance.now();
    expect(await head('/__core/status', 'status')).toBe(200);
    const statusMs = performance.now() - started;
    expect(await large).toBe(200);
    console.log(`[hardening] status endpoint answered in ${Math.round(statusMs)} ms while a 9 MB answer was judged`);
    expect(order, `the status took ${Math.round(statusMs)} ms`).toEqual(['status', 'large answer']);
  });
});
