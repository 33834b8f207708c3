// Byte-exact HTTP/1.1 over a plain socket: what fetch and supertest refuse or rewrite (raw bytes, non-UTF-8 escapes,
// duplicate, oversized or control-character headers) reaches the server exactly as written.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-cased names; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  /** The body as UTF-8 text (chunked bodies already decoded). */
  text: string;
}

export interface RawRequestOptions {
  /** The answer to a HEAD request has no body whatever its Content-Length says. */
  head?: boolean;
  timeoutMs?: number;
}

/** Index of the end of the head (`\r\n\r\n`), or -1. */
const headEnd = (bytes: Buffer) => bytes.indexOf('\r\n\r\n');

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status, headers };
}

/** The decoded chunked body, or null while chunks are still missing. */
function dechunk(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    if (size === 0) return Buffer.concat(parts);
    if (bytes.length < lineEnd + 2 + size + 2) return null;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The complete answer in `bytes`, or null while it is incomplete (`ended`: the server closed the connection). */
function complete(bytes: Buffer, ended: boolean, head: boolean): RawAnswer | null {
  const end = headEnd(bytes);
  if (end < 0) return null;
  const parsed = parseHead(bytes.subarray(0, end).toString('latin1'));
  const rest = bytes.subarray(end + 4);
  let body: Buffer | null;
  if (head || parsed.status === 204 || parsed.status === 304) body = Buffer.alloc(0);
  else if (/chunked/i.test(parsed.headers['transfer-encoding'] ?? '')) body = dechunk(rest);
  else if (parsed.headers['content-length'] !== undefined) {
    const length = Number(parsed.headers['content-length']);
    body = rest.length >= length ? rest.subarray(0, length) : null;
  } else body = ended ? rest : null;
  return body === null ? null : { ...parsed, text: body.toString('utf8') };
}

/**
 * Sends `request` (a whole HTTP/1.1 request, head and body) to `baseUrl` and resolves with the first answer, or null
 * when the server closes the connection without one. Rejects when nothing completes in time: a hang is a failure.
 */
export function rawRequest(
  baseUrl: string,
  request: string | Buffer,
  options: RawRequestOptions = {},
): Promise<RawAnswer | null> {
  const { port, hostname } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const finish = (answer: RawAnswer | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no complete answer within ${options.timeoutMs ?? 5000} ms; received ${JSON.stringify(received.toString('latin1').slice(0, 200))}`,
        ),
      );
    }, options.timeoutMs ?? 5000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = complete(received, false, options.head ?? false);
      if (answer) finish(answer);
    });
    // The server may close right after a complete answer, or reset without one.
    const closed = () => finish(complete(received, true, options.head ?? false));
    socket.on('end', closed);
    socket.on('error', closed);
    socket.on('close', closed);
    socket.write(request);
  });
}

/** A GET (or another method) with headers given as [name, value] pairs, so that a header may repeat. */
export function rawHead(method: string, target: string, headers: readonly (readonly [string, string])[] = []): string {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}
