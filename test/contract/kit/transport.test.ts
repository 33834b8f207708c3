// The fetch transport reports what the bytes showed over real HTTP: UTF-8 or not, a body cut short of its length.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport } from '../../../src/contract/kit/transport.js';

describe('the fetch transport over HTTP', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = req.url === '/latin1' ? Buffer.from('{"n":"Zoë"}', 'latin1') : Buffer.from('{"n":"Zoë"}');
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'content-length': String(body.length + (req.url === '/short' ? 3 : 0)),
      };
      if (req.url === '/short') headers.connection = 'close';
      res.writeHead(200, headers).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const get = (path: string) => fetchTransport(1024 * 1024).get(`${base}${path}`, {}, AbortSignal.timeout(5_000));

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
});
