// Starts the HTTP server: binds, answers malformed requests in the envelope, and closes cleanly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { apiError } from '../engine/api-error.js';
import { errorText } from '../engine/envelope-text.js';
import type { RequestListener } from './request-listener.js';

export interface RunningServer {
  server: Server;
  /** `http://host:port` as bound (port 0 resolves to the real port). */
  url: string;
  close(): Promise<void>;
}

/** Node rejects some requests before Express sees them (oversized headers, bad syntax): answer those in the envelope too. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = errorText(apiError('invalidParameter', tooLarge ? 'request headers are larger than 16 KB' : 'malformed HTTP request'));
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
}

export async function startServer(listener: RequestListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(listener);
  server.on('clientError', answerClientError);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
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
