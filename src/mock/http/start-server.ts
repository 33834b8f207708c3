// Starts the HTTP server: binds, answers what Node rejects before the listener (malformed, oversized) in the envelope,
// lets go of connections that hold a socket without using it (silent, idle, over the cap), handles pipelined requests
// in turn (pipelined-in-turn.ts), and closes cleanly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { HTTP_LIMITS, type HttpLimits } from './http-limits.js';
import { pipelinedInTurn } from './pipelined-in-turn.js';
import type { RequestListener } from './request-listener.js';
import { answerClientError, answerConnect, answerExpectation } from './transport-answers.js';

export interface RunningServer {
  server: Server;
  /** `http://host:port` as bound (port 0 resolves to the real port). */
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  listener: RequestListener,
  port: number,
  host: string,
  limits: HttpLimits = HTTP_LIMITS,
): Promise<RunningServer> {
  const server = createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
      // A missing Host header is no reason to refuse (Node would answer a bare 400): the mock serves one host anyway.
      requireHostHeader: false,
    },
    pipelinedInTurn(listener),
  );
  server.maxConnections = limits.maxConnections;
  // Node closes a socket without traffic for this long (nothing here listens to 'timeout'): a stalled write, a pause mid-request.
  server.timeout = limits.idleTimeoutMs;
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  server.on('checkExpectation', answerExpectation);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    // Node's head deadline starts with the first byte: a connection that never sends one is closed by the same deadline.
    const silent = setTimeout(() => socket.bytesRead === 0 && socket.destroy(), limits.headersTimeoutMs);
    silent.unref();
    socket.on('close', () => {
      clearTimeout(silent);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
