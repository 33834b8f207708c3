// A test's server listening on loopback, port 0: its URL, and a close that ends its open connections too (a client,
// or a behaviour, that never finishes would otherwise hold close() for ever).
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface OnLoopback {
  url: string;
  close(): Promise<void>;
}

export async function onLoopback(server: Server): Promise<OnLoopback> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
