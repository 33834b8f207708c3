// How this implementation may dress its answers where the spec says nothing (choice `wire`): another content coding
// (brotli, deflate), Connection: close on every answer, cache and CORS headers, WWW-Authenticate on a 401.
import { brotliCompressSync, deflateSync } from 'node:zlib';

export interface WireManners {
  encoding?: 'br' | 'deflate';
  connectionClose?: boolean;
  /** ETag, Cache-Control: no-store, Vary, and CORS headers on every answer. */
  cacheAndCors?: boolean;
  /** A 401 carries WWW-Authenticate (RFC 9110 §11.6.1). */
  authenticate?: boolean;
}

/** Headers and body after these manners. */
export function dress(
  wire: WireManners | undefined,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Buffer {
  if (!wire) return body;
  if (wire.connectionClose) headers.connection = 'close';
  if (wire.cacheAndCors)
    Object.assign(headers, {
      etag: `"${body.length.toString(16)}-${status}"`,
      'cache-control': 'no-store',
      vary: 'Accept-Encoding, X-Core-Client-Lang-Tag',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag, Retry-After',
    });
  if (wire.authenticate && status === 401)
    headers['www-authenticate'] = 'Bearer realm="community", error="invalid_token"';
  if (wire.encoding === 'br') {
    headers['content-encoding'] = 'br';
    return brotliCompressSync(body);
  }
  if (wire.encoding === 'deflate') {
    headers['content-encoding'] = 'deflate';
    return deflateSync(body);
  }
  return body;
}
