// The kit's HTTP client: GETs over node:http(s) on kept-alive connections, Content-Encoding undone, size capped.
// It answers as fetch would (the same request headers, decoded bodies, merged response headers) at a third of
// fetch's cost per request: the web streams, the Headers object and the fetch algorithm are what the kit skipped.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { RememberedBodies } from './remembered-bodies.js';
import { BodyTooLarge, BodyWithoutEnd, ENDLESS_FACTOR, type RawAnswer, type Transport } from './transport.js';

/** What fetch sends unless told otherwise: servers see the kit as they always have. */
const FETCH_DEFAULTS: [string, string][] = [
  ['accept', '*/*'],
  ['accept-language', '*'],
  ['sec-fetch-mode', 'cors'],
  ['user-agent', 'node'],
  ['accept-encoding', 'gzip, deflate'],
];

/** A failure as fetch reports it (`cause.code`), so the kit's descriptions stay one list. */
const failure = (code: string | undefined, message: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: { code, message } });

const OPENSSL_REASON = /:SSL routines:[^:]*:([^:]+):/;

const asFailure = (error: unknown) => {
  const e = error as NodeJS.ErrnoException;
  if (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    error instanceof BodyTooLarge ||
    error instanceof BodyWithoutEnd ||
    'cause' in (e ?? {})
  )
    return error;
  // Node's "socket hang up": the server closed the connection before it answered anything.
  if (e?.code === 'ECONNRESET' && e.message === 'socket hang up') return failure('UND_ERR_SOCKET', 'other side closed');
  // A handshake that fails while the request is being written is EPROTO, its OpenSSL reason only in the message:
  // named as the same failure is when read (ERR_SSL_<REASON>, e.g. ERR_SSL_WRONG_VERSION_NUMBER: no TLS there).
  const reason = e?.code === 'EPROTO' ? OPENSSL_REASON.exec(e.message)?.[1] : undefined;
  if (reason) return failure(`ERR_SSL_${reason.toUpperCase().replaceAll(' ', '_')}`, e.message);
  return failure(e?.code, e?.message ?? String(error));
};

/** The response headers as fetch's `Headers` gives them: lower-case names in order, repeats joined by ", ". */
export function mergedHeaders(raw: string[]): Record<string, string> {
  const merged = new Map<string, string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
    const before = merged.get(name);
    merged.set(name, before === undefined || name === 'set-cookie' ? value : `${before}, ${value}`);
  }
  return Object.fromEntries([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const lenient = { finishFlush: constants.Z_SYNC_FLUSH };

/** Undoes one coding, its output capped; undefined for a coding it does not know. */
function undo(coding: string, bytes: Buffer, maxOutputLength: number): Buffer | undefined {
  const options = { ...lenient, maxOutputLength };
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(bytes, options);
  // "deflate" is zlib-wrapped by the standard and raw from some servers: the first byte tells which.
  if (coding === 'deflate')
    return ((bytes[0] ?? 8) & 0x0f) === 8 ? inflateSync(bytes, options) : inflateRawSync(bytes, options);
  if (coding === 'br') return brotliDecompressSync(bytes, { maxOutputLength });
  return undefined;
}

/** The body with its Content-Encoding undone, codings in reverse; the bytes as they came when a coding is unknown. */
export function decoded(bytes: Buffer, encoding: string | undefined, limit: number): Buffer {
  const codings = (encoding ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== 'identity');
  let body = bytes;
  for (const coding of codings.reverse()) {
    try {
      const next = undo(coding, body, limit + 1);
      if (next === undefined) return bytes;
      body = next;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new BodyTooLarge(limit);
      throw error;
    }
    if (body.length > limit) throw new BodyTooLarge(limit);
  }
  return body;
}

/**
 * Reads one answer's body, capped; a body cut short of its declared Content-Length is answered, saying so. Past the
 * cap, a body of no declared length is read on (dropped) until it ends, a large answer, or runs ENDLESS_FACTOR times
 * the cap, a body that does not end: the one is unjudged, the other no answer.
 */
function readBody(
  res: IncomingMessage,
  limit: number,
  signal: AbortSignal,
  remembered: RememberedBodies,
  /** What broke the connection once the answer had begun (a chunk that is no HTTP), if anything did. */
  late: { error?: unknown },
): Promise<RawAnswer> {
  const encoding = res.headers['content-encoding'];
  const length = encoding ? NaN : Number(res.headers['content-length'] ?? NaN);
  const declared = Number.isSafeInteger(length) ? length : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      res.destroy();
      reject(error);
    };
    const answer = () => {
      try {
        const bytes = decoded(Buffer.concat(chunks), encoding, limit);
        resolve({
          status: res.statusCode ?? 0,
          headers: mergedHeaders(res.rawHeaders),
          ...remembered.decode(bytes, declared),
        });
      } catch (error) {
        fail(error);
      }
    };
    signal.addEventListener('abort', () => fail(signal.reason), { once: true });
    const declaresItsLength = res.headers['content-length'] !== undefined;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (declaresItsLength) fail(new BodyTooLarge(limit));
      else if (size > limit * ENDLESS_FACTOR) fail(new BodyWithoutEnd(size));
      else chunks.length = 0;
    });
    res.on('end', () => (size > limit ? fail(new BodyTooLarge(limit)) : answer()));
    res.on('error', () => undefined); // an early end is judged on 'close' below
    res.on('close', () => {
      if (res.complete || signal.aborted) return;
      // Past the cap (a settled answer is not settled again): a body of no declared length that stopped short.
      if (size > limit)
        return fail(declaresItsLength ? new BodyTooLarge(limit) : failure('UND_ERR_SOCKET', 'other side closed'));
      // The connection ended early: before its Content-Length an answer to judge, otherwise a lost one (as fetch).
      if (res.headers['content-length'] !== undefined) answer();
      else fail(late.error === undefined ? failure('UND_ERR_SOCKET', 'other side closed') : asFailure(late.error));
    });
  });
}

export function httpTransport(maxBodyBytes: number): Transport {
  const remembered = new RememberedBodies();
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
  const send = (url: URL, headers: Record<string, string>, signal: AbortSignal, fresh: boolean) =>
    new Promise<RawAnswer>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const given = new Set(Object.keys(headers).map((h) => h.toLowerCase()));
      const all = { ...headers, ...Object.fromEntries(FETCH_DEFAULTS.filter(([h]) => !given.has(h))) };
      const client = url.protocol === 'https:' ? https : http;
      const agent = agents[url.protocol as keyof typeof agents];
      let req: http.ClientRequest;
      try {
        req = client.get(url, { headers: all, agent: fresh ? false : agent });
      } catch (error) {
        return reject(asFailure(error));
      }
      const onAbort = () => req.destroy(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      let answered = false;
      const late: { error?: unknown } = {};
      req.on('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        // Bytes past the answer's end (a Content-Length short of its body, on a closing connection): the answer as
        // its length delimits it is what fetch gave too; readBody settles it.
        if (answered) return void (late.error = error);
        // A kept-alive connection the server closed while idle: the request never reached it; once more, afresh.
        if (!fresh && req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET')
          send(url, headers, signal, true).then(resolve, reject);
        else reject(signal.aborted ? signal.reason : asFailure(error));
      });
      req.on('response', (res) => {
        answered = true;
        signal.removeEventListener('abort', onAbort);
        readBody(res, maxBodyBytes, signal, remembered, late).then(resolve, (error) => reject(asFailure(error)));
      });
    });
  return {
    get(url, headers, signal) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch (error) {
        return Promise.reject(asFailure(error));
      }
      return send(parsed, headers, signal, false);
    },
  };
}
