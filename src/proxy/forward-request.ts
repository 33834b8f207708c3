// Sends one client request on to the target and reads its answer, bounded in time and size: headers pass through
// (hop-by-hop ones excepted), `Host` names the target, and a redirect is handed back, never followed.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface TargetAnswer {
  status: number;
  /** The target's headers as a flat [name, value, …] list, hop-by-hop ones removed. */
  headers: string[];
  /** The body exactly as sent (still compressed if the target compressed it). */
  body: Buffer;
  /** The Content-Length the target declared, when the connection ended before that many body bytes came. */
  declaredLength?: number;
}

export type ForwardFailure = { kind: 'timeout' | 'unreachable' | 'broken' | 'too-large'; detail: string };
export type Forwarded = { ok: true; answer: TargetAnswer } | { ok: false; failure: ForwardFailure };

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Pairs of a raw header list without the hop-by-hop ones (and those the Connection header names). */
export function passThrough(raw: readonly string[], drop: readonly string[] = []): string[] {
  const named = new Set(drop.map((h) => h.toLowerCase()));
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.toLowerCase() === 'connection')
      for (const h of raw[i + 1]!.split(',')) named.add(h.trim().toLowerCase());
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function failureOf(error: NodeJS.ErrnoException): ForwardFailure {
  const code = error.code ?? '';
  if (UNREACHABLE.has(code)) return { kind: 'unreachable', detail: `the target cannot be reached (${code})` };
  if (code.startsWith('HPE_')) return { kind: 'broken', detail: `the target's answer is not valid HTTP (${code})` };
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return { kind: 'broken', detail: `the target closed the connection without a complete answer (${code})` };
  return { kind: 'broken', detail: `the exchange with the target failed (${code || error.message.slice(0, 80)})` };
}

export interface ForwardOptions {
  /** Where the request goes (see targetUrl: inside the target's prefix). */
  url: URL;
  method: string;
  /** The client's raw headers ([name, value, …]). */
  rawHeaders: readonly string[];
  body: Buffer | null;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Aborted when the proxy stops: the exchange ends at once instead of holding the process until its timeout. */
  stopping?: AbortSignal;
}

export function forwardRequest(options: ForwardOptions): Promise<Forwarded> {
  const { url } = options;
  const headers = passThrough(options.rawHeaders, ['host', 'content-length']);
  headers.push('Host', url.host);
  if (options.body && options.body.length > 0) headers.push('Content-Length', String(options.body.length));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Forwarded) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let completed: (() => TargetAnswer) | undefined;
    let response: IncomingMessage | undefined;
    const outgoing = send(
      url,
      { method: options.method, headers: headers as unknown as IncomingHttpHeaders, agent: false },
      (incoming: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response = incoming;
        completed = () => ({
          status: incoming.statusCode ?? 502,
          headers: passThrough(incoming.rawHeaders),
          body: Buffer.concat(chunks),
        });
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBodyBytes) {
            incoming.destroy();
            outgoing.destroy();
            settle({
              ok: false,
              failure: {
                kind: 'too-large',
                detail: `the target's answer is larger than ${options.maxBodyBytes} bytes`,
              },
            });
          } else chunks.push(chunk);
        });
        incoming.on('end', () => settle({ ok: true, answer: completed!() }));
        incoming.on('error', (error: NodeJS.ErrnoException) => {
          // The connection ended inside the body Content-Length announced: an answer all the same, cut short (RFC 9112
          // §6.3 calls it incomplete): returned with what came, to be judged by contentLengthMatchesTheBody.
          const declared = Number(incoming.headers['content-length']);
          const cut = error.code === 'ECONNRESET' && Number.isSafeInteger(declared) && declared > size;
          if (cut) settle({ ok: true, answer: { ...completed!(), declaredLength: declared } });
          else settle({ ok: false, failure: failureOf(error) });
        });
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      settle({
        ok: false,
        failure: { kind: 'timeout', detail: `no complete answer from the target within ${options.timeoutMs} ms` },
      });
    }, options.timeoutMs);
    // Bytes after a complete answer (a Content-Length smaller than the body) break the connection, not that answer:
    // the answer Content-Length delimits is handed on, and judged (its JSON is cut).
    outgoing.on('error', (error) =>
      settle(
        completed && response?.complete ? { ok: true, answer: completed() } : { ok: false, failure: failureOf(error) },
      ),
    );
    const stop = () => {
      outgoing.destroy();
      settle({ ok: false, failure: { kind: 'broken', detail: 'the proxy stopped before the target answered' } });
    };
    if (options.stopping?.aborted) stop();
    else options.stopping?.addEventListener('abort', stop, { once: true });
    outgoing.on('close', () => options.stopping?.removeEventListener('abort', stop));
    outgoing.end(options.body ?? undefined);
  });
}
