// Answers to requests the API never sees: Node rejects them while reading (malformed, oversized or timed-out heads),
// or they ask for what an HTTP API does not do (CONNECT, an unknown Expect). Each one is still the envelope, with
// the common headers (nosniff, CORS), never Node's bare default answer or a silently closed connection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiError, quote, type ApiError, errorText } from '../../schema/index.js';
import { COMMON_HEADERS } from '../render/common-headers.js';
import { HTTP_LIMITS } from './http-limits.js';
import { sendBody } from './send-json.js';

const COMMON_LINES = Array.from(
  { length: COMMON_HEADERS.length / 2 },
  (_, i) => `${COMMON_HEADERS[2 * i]}: ${COMMON_HEADERS[2 * i + 1]}\r\n`,
).join('');

/** A whole HTTP/1.1 answer as text, for a socket without a ServerResponse; the connection closes after it. */
export function rawAnswer(status: string, error: ApiError): string {
  const body = errorText(error);
  return `HTTP/1.1 ${status}\r\n${COMMON_LINES}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** The status and message for an error Node's parser raised (`clientError`), or null when there is no one to answer. */
export function clientErrorAnswer(code: string | undefined): string | null {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return rawAnswer(
      '431 Request Header Fields Too Large',
      apiError(
        'invalidParameter',
        `request line and headers are larger than ${HTTP_LIMITS.maxHeaderBytes} bytes (${HTTP_LIMITS.maxHeaderBytes / 1024} KB)`,
      ),
    );
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return rawAnswer('408 Request Timeout', apiError('invalidParameter', 'the request was not received in time'));
  if (code?.startsWith('HPE_'))
    return rawAnswer('400 Bad Request', apiError('invalidParameter', 'malformed HTTP request'));
  return null; // a reset or a closed socket: nobody is listening
}

/**
 * Writes a whole answer and closes our side; destroys the socket after a short grace. `end()` alone leaves the socket
 * half-closed (the server allows half-open connections) until the client closes too: one that never reads nor closes
 * would hold it, and a file descriptor, forever.
 */
export function endAndRelease(socket: Duplex, answer: string, graceMs: number = HTTP_LIMITS.closeGraceMs): void {
  socket.end(answer);
  const release = setTimeout(() => socket.destroy(), graceMs);
  release.unref();
  socket.once('close', () => clearTimeout(release));
}

/**
 * For an answer sent while the request's body is still arriving (too large to read): the connection closes once the
 * answer is written, and is destroyed after a short grace whether the client reads it or not. Kept alive, Node would
 * read and drop the rest of the body, however long it is (an endless body would hold the connection for ever).
 */
export function closeAfterAnswer(res: ServerResponse, graceMs: number = HTTP_LIMITS.closeGraceMs): void {
  res.shouldKeepAlive = false;
  const socket = res.socket;
  if (!socket) return;
  const release = setTimeout(() => socket.destroy(), graceMs);
  release.unref();
  socket.once('close', () => clearTimeout(release));
}

/** `clientError`: answer in the envelope when the socket can still take it, else just close it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const answer = socket.writable ? clientErrorAnswer(error.code) : null;
  if (answer === null) socket.destroy();
  else endAndRelease(socket, answer);
}

/** `connect`: the mock is no proxy. Node would close the connection without a word. */
export function answerConnect(req: IncomingMessage, socket: Duplex): void {
  if (socket.writable)
    endAndRelease(
      socket,
      rawAnswer('405 Method Not Allowed', apiError('methodNotAllowed', `CONNECT ${quote(req.url ?? '', 80)}; use GET`)),
    );
  else socket.destroy();
}

/** `checkExpectation`: an `Expect` other than 100-continue. Node would answer a bare 417. */
export function answerExpectation(req: IncomingMessage, res: ServerResponse): void {
  const error = apiError(
    'invalidParameter',
    `Expect ${quote(String(req.headers.expect ?? ''), 80)} is not supported (only 100-continue)`,
  );
  sendBody(res, 417, errorText(error), error.entry.code);
}

const URL_TOO_LONG = apiError(
  'invalidParameter',
  `the request URL (path and query) is longer than ${HTTP_LIMITS.maxUrlLength} characters`,
);
const URL_TOO_LONG_TEXT = errorText(URL_TOO_LONG);

/** A request target over the limit, on any path: answered before any routing or parsing. */
export const answerUrlTooLong = (res: ServerResponse): void =>
  sendBody(res, 414, URL_TOO_LONG_TEXT, URL_TOO_LONG.entry.code);
