// How the kit sends a GET: over node:http (the CLI, http-transport) or supertest (the vitest suite), size capped.
import type { WireFacts } from '../invariants/wire-facts.js';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the bytes showed (UTF-8, length); absent when the transport cannot tell. */
  wire?: WireFacts;
}

export interface Transport {
  /** One GET; rejects on transport failures (refused, reset, timeout, body too large). Never follows redirects. */
  get(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<RawAnswer>;
}

/** How a transport failure at the body size cap begins (Exchange.transportError keeps the text alone). */
export const BODY_TOO_LARGE = 'body larger than';

export class BodyTooLarge extends Error {
  constructor(limit: number) {
    super(`${BODY_TOO_LARGE} ${Math.round(limit / 1024)} KB`);
  }
}

/**
 * A body of no declared length still coming long past the cap (ENDLESS_FACTOR times it): no answer at all, unlike a
 * large one that ends (BodyTooLarge, which leaves a check unjudged).
 */
export class BodyWithoutEnd extends Error {
  constructor(read: number) {
    super(`a body that does not end: ${Math.round(read / 2 ** 20)} MB and still coming`);
  }
}

/** How far past the cap a body of no declared length is read (and dropped) to learn whether it ends. */
export const ENDLESS_FACTOR = 8;

/** A TLS handshake that fails does so on every request: a certificate not trusted, or no TLS on that port. */
const TLS_CERTIFICATE =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_\w+|CERT_\w+|ERR_TLS_CERT_ALTNAME_INVALID)$/;
const TLS_NOT_SPOKEN = /^(ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_PACKET_LENGTH_TOO_LONG|ERR_SSL_HTTP_REQUEST)$/;

/** Failures that mean the server cannot be reached at all (as opposed to a slow or broken answer). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const codeOf = (error: unknown) => (error as { cause?: { code?: string } })?.cause?.code ?? '';

export function isUnreachable(error: unknown): boolean {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const code = codeOf(error);
  return (
    UNREACHABLE.has(code) ||
    TLS_CERTIFICATE.test(code) ||
    TLS_NOT_SPOKEN.test(code) ||
    /bad port/i.test(e?.cause?.message ?? e?.message ?? '')
  );
}

/** A readable cause for a transport failure: refused, reset, timed out… */
export function describeTransportError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no complete answer within ${timeoutMs} ms`;
  if (error instanceof BodyTooLarge || error instanceof BodyWithoutEnd) return error.message;
  const code = e?.cause?.code ?? '';
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
  if (code && TLS_NOT_SPOKEN.test(code)) return `no TLS on that port: give an http:// URL (${code})`;
  if (code && TLS_CERTIFICATE.test(code))
    return `its TLS certificate is not trusted (${code}: ${(e?.cause?.message ?? '').slice(0, 120)}); give its CA with NODE_EXTRA_CA_CERTS=ca.pem`;
  if (code.startsWith('HPE_')) return `the answer is not valid HTTP (${code})`;
  return (e?.cause?.message ?? e?.message ?? String(error)).slice(0, 200);
}
