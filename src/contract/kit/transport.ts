// How the kit sends a GET: through fetch (the CLI) or supertest (the vitest suite), always with a body size cap.

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Transport {
  /** One GET; rejects on transport failures (refused, reset, timeout, body too large). Never follows redirects. */
  get(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<RawAnswer>;
}

export class BodyTooLarge extends Error {
  constructor(limit: number) {
    super(`body larger than ${Math.round(limit / 1024)} KB`);
  }
}

async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  // ignoreBOM keeps a leading U+FEFF in the text: the invariants must see it (RFC 8259 forbids it).
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks));
}

export function fetchTransport(maxBodyBytes: number): Transport {
  return {
    async get(url, headers, signal) {
      const res = await fetch(url, { headers, signal, redirect: 'manual' });
      const body = await readCapped(res.body, maxBodyBytes);
      return { status: res.status, headers: Object.fromEntries(res.headers), body };
    },
  };
}

/** Failures that mean the server cannot be reached at all (as opposed to a slow or broken answer). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function isUnreachable(error: unknown): boolean {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  return UNREACHABLE.has(e?.cause?.code ?? '') || /bad port/i.test(e?.cause?.message ?? e?.message ?? '');
}

/** A readable cause for a transport failure: refused, reset, timed out… */
export function describeTransportError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no complete answer within ${timeoutMs} ms`;
  if (error instanceof BodyTooLarge) return error.message;
  const code = e?.cause?.code;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset by the server',
    ENOTFOUND: 'host not found',
    ENETUNREACH: 'network unreachable',
    EAI_AGAIN: 'host not found',
    UND_ERR_SOCKET: 'connection closed by the server before a complete answer',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
  };
  if (code && known[code]) return `${known[code]} (${code})`;
  return (e?.cause?.message ?? e?.message ?? String(error)).slice(0, 200);
}
