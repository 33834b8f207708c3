// `core-kit contract` where the TLS handshake fails (an https:// URL to a plain HTTP port, a certificate Node does not
// trust): every request would fail the same way, so nothing of the server can be tested. Exit 2 and one reason that says
// what to change, never 60 checks failing on OpenSSL's internals. A port that speaks no HTTP at all is a broken server:
// its checks fail, saying so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';

const servers: (Server | HttpServer)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function listen(server: Server | HttpServer): Promise<number> {
  servers.push(server);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const run = (url: string) =>
  coreKit(['contract', url, ...credentialFlags(DEMO_CREDENTIALS), '--deadline', '20s', '--timeout', '3s'], {}, 40_000);

/** A self-signed certificate, made by openssl when it is installed (the test skips without it). */
function selfSigned(): { key: Buffer; cert: Buffer } | null {
  const dir = mkdtempSync(join(tmpdir(), 'core-kit-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const certificate = selfSigned();

describe('core-kit contract when TLS fails', () => {
  it('an https:// URL to a plain HTTP port: exit 2, told to give an http:// URL', async () => {
    const port = await listen(createHttpServer((_req, res) => res.end('{}')));
    const { code, stdout } = await run(`https://127.0.0.1:${port}`);
    expect(code).toBe(2);
    expect(stdout).toMatch(
      /SKIP +all \d+ checks +not run: .* cannot be reached \(no TLS on that port: give an http:\/\/ URL/,
    );
    expect(stdout).toContain(`Could not reach https://127.0.0.1:${port} at all (exit 2).`);
    expect(stdout).not.toMatch(/\bFAIL\b|ssl3_get_record|openssl/);
  });

  it.skipIf(certificate === null)('a self-signed certificate: exit 2, told how to trust it', async () => {
    const port = await listen(createTlsServer(certificate!, (socket) => socket.end()));
    const { code, stdout } = await run(`https://127.0.0.1:${port}`);
    expect(code).toBe(2);
    expect(stdout).toMatch(/its TLS certificate is not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT: .*NODE_EXTRA_CA_CERTS=/);
    expect(stdout).not.toMatch(/\bFAIL\b/);
  });

  it('a port that speaks another protocol is a broken server: its checks fail, naming what came', async () => {
    const port = await listen(createNetServer((socket) => socket.once('data', () => socket.end('SSH-2.0-x\r\n'))));
    const { code, stdout } = await run(`http://127.0.0.1:${port}`);
    expect(code).toBe(1);
    expect(stdout).toMatch(/FAIL .*the answer is not valid HTTP \(HPE_INVALID_CONSTANT\)/);
  });
});
