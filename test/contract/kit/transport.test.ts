// The kit's HTTP transport over real HTTP: what the bytes showed, bodies decoded and capped, failures as fetch names them.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTransport, mergedHeaders } from '../../../src/contract/kit/http-transport.js';
import { describeTransportError } from '../../../src/contract/kit/transport.js';

const TEXT = '{"n":"Zoë"}';
const encoded: Record<string, [string, Buffer]> = {
  '/gzip': ['gzip', gzipSync(TEXT)],
  '/deflate': ['deflate', deflateSync(TEXT)],
  '/raw-deflate': ['deflate', deflateRawSync(TEXT)],
  '/br': ['br', brotliCompressSync(TEXT)],
  '/two': ['deflate, gzip', gzipSync(deflateSync(TEXT))],
  '/unknown': ['zstd', Buffer.from(TEXT)],
  '/bomb': ['gzip', gzipSync(Buffer.alloc(4 << 20, 32))],
};

function answer(url: string, res: ServerResponse, socket: Socket): void {
  const plain = url === '/latin1' ? Buffer.from(TEXT, 'latin1') : Buffer.from(TEXT);
  if (url in encoded) {
    const [coding, body] = encoded[url]!;
    res.writeHead(200, { 'content-encoding': coding, 'content-length': body.length }).end(body);
  } else if (url === '/short') {
    res.writeHead(200, { 'content-length': plain.length + 3, connection: 'close' }).end(plain);
  } else if (url === '/chunked-cut') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"n":');
    setTimeout(() => socket.destroy(), 20);
  } else if (url === '/length-in-characters') {
    const body = Buffer.from('{"lang":"简体中文"}');
    res.writeHead(200, { 'content-length': body.toString().length, connection: 'close' }).end(body);
  } else if (url === '/bad-chunk') {
    socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n');
    setTimeout(() => socket.destroy(), 20);
  } else if (url === '/hang-up') socket.destroy();
  else if (url === '/hang') return;
  else if (url === '/big') res.end(Buffer.alloc(2 << 20, 32));
  else if (url === '/big-chunked') {
    res.write(Buffer.alloc(1 << 20, 32));
    res.write(Buffer.alloc(1 << 20, 32));
    res.end('{}');
  } else if (url === '/big-chunked-cut') {
    res.write(Buffer.alloc(2 << 20, 32));
    setTimeout(() => socket.destroy(), 50);
  } else if (url === '/endless') {
    const chunk = Buffer.alloc(64 * 1024, 32);
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  } else if (url === '/repeated')
    res
      .writeHead(200, [
        ['X-B', '1'],
        ['x-b', ' 2 '],
        ['Set-Cookie', 'a=1'],
        ['set-cookie', 'b=2'],
        ['A', 'z'],
      ])
      .end();
  else res.writeHead(200, { 'content-type': 'application/json', 'content-length': plain.length }).end(plain);
}

describe('the HTTP transport over HTTP', () => {
  let server: Server;
  let base = '';
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = createServer((req, res) => answer(req.url ?? '', res, req.socket));
    server.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const transport = httpTransport(1024 * 1024);
  const get = (path: string, timeoutMs = 5_000) => transport.get(`${base}${path}`, {}, AbortSignal.timeout(timeoutMs));
  const failure = (path: string, timeoutMs?: number) =>
    get(path, timeoutMs).then(
      () => 'answered',
      (error: unknown) => describeTransportError(error, timeoutMs ?? 5_000),
    );

  it('reports UTF-8 bytes as they are', async () => {
    expect((await get('/utf8')).wire).toEqual({ bytes: 12 });
  });

  it('reports Latin-1 bytes instead of replacing them silently', async () => {
    expect((await get('/latin1')).wire?.utf8Problem).toBe('byte 0xEB at offset 8');
  });

  it('answers a body cut short of its Content-Length, saying so, instead of failing the request', async () => {
    const got = await get('/short');
    expect(got.status).toBe(200);
    expect(got.wire).toEqual({ bytes: 12, declaredLength: 15 });
  });

  it.each(['/gzip', '/deflate', '/raw-deflate', '/br', '/two'])('undoes the Content-Encoding of %s', async (path) => {
    expect((await get(path)).body).toBe(TEXT);
  });

  it('leaves a coding it does not know as the bytes came', async () => {
    expect((await get('/unknown')).body).toBe(TEXT);
  });

  it('refuses a body over the cap, before or after decoding', async () => {
    expect(await failure('/big')).toBe('body larger than 1024 KB');
    expect(await failure('/bomb')).toBe('body larger than 1024 KB');
  });

  it('reads a body of no declared length on past the cap: one that ends is large, one that does not is no answer', async () => {
    expect(await failure('/big-chunked')).toBe('body larger than 1024 KB');
    expect(await failure('/endless')).toMatch(/^a body that does not end: \d+ MB and still coming$/);
    expect(await failure('/big-chunked-cut')).toMatch(/^connection closed by the server before a complete answer/);
    // The connections stay usable after each.
    expect((await get('/utf8')).status).toBe(200);
  });

  it('names a connection closed before the answer ended, or before it began', async () => {
    expect(await failure('/chunked-cut')).toMatch(/^connection closed by the server before a complete answer/);
    expect(await failure('/hang-up')).toMatch(/^connection closed by the server before a complete answer/);
  });

  it('reads an answer as its Content-Length delimits it, bytes after it on a closing connection left', async () => {
    const got = await get('/length-in-characters');
    // 15 characters declared, so the first 15 of the body's 21 bytes: 9 of ASCII and two characters of three bytes.
    expect([got.status, got.body]).toEqual([200, '{"lang":"简体']);
  });

  it('names an answer that stops being HTTP once it has begun', async () => {
    expect(await failure('/bad-chunk')).toMatch(/^the answer is not valid HTTP \(HPE_/);
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await failure('/hang', 200)).toBe('no complete answer within 200 ms');
  });

  it('sends again, afresh, a request whose kept-alive connection the server had closed while idle', async () => {
    await get('/utf8');
    for (const socket of sockets) socket.destroy();
    expect((await get('/utf8')).status).toBe(200);
  });

  it('merges repeated response headers as fetch does', async () => {
    expect((await get('/repeated')).headers).toMatchObject({ a: 'z', 'set-cookie': 'b=2', 'x-b': '1, 2' });
  });

  it('names an address it cannot reach', async () => {
    const refused = await transport.get('http://127.0.0.1:1/x', {}, AbortSignal.timeout(5_000)).catch((e) => e);
    expect(describeTransportError(refused, 5_000)).toBe('connection refused (ECONNREFUSED)');
  });
});

describe('mergedHeaders', () => {
  it.each([
    [['B', '1', 'a', '2'], { a: '2', b: '1' }],
    [['X', ' padded\t'], { x: 'padded' }],
    [['Vary', 'a', 'vary', 'b'], { vary: 'a, b' }],
    [['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'], { 'set-cookie': 'b=2' }],
  ])('%j → %j', (raw, expected) => {
    expect(Object.entries(mergedHeaders(raw))).toEqual(Object.entries(expected));
  });
});
