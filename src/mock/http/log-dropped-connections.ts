// Says in the request log when connections are refused for the cap (`--max-connections`): a client that sees its
// connection closed without an answer should find why. At most one line a second, however many are refused.
import type { Server } from 'node:http';
import type { LogLine } from './request-log.js';

export function logDroppedConnections(server: Server, log: LogLine, everyMs = 1_000): void {
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    log(`connections refused: ${dropped} beyond the cap of ${server.maxConnections} open at once (--max-connections)`);
    dropped = 0;
  };
  server.on('drop', () => {
    dropped++;
    if (timer === null) {
      timer = setTimeout(flush, everyMs);
      timer.unref();
    }
  });
  server.on('close', () => {
    if (timer !== null) clearTimeout(timer);
  });
}
