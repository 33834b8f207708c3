// The header list and the bytes of a JSON answer whose body is kept (a page, a configs answer): made once per body and
// shared by every request that sends it, so answering it again writes prepared headers and prepared bytes. The bytes
// are a Buffer over the body's own memory: Node wraps any other Uint8Array in a new Buffer on every write.
import { COMMON_HEADERS, JSON_CONTENT_TYPE } from '../render/common-headers.js';

export interface ReadyAnswer {
  /** The common headers, the JSON type and the length. Shared: never change it. */
  headers: readonly string[];
  bytes: Buffer;
}

const prepared = new WeakMap<Uint8Array, ReadyAnswer>();

/** The common headers, the JSON type, `extra` (a flat [name, value, …] list) and the body's length. */
export const answerHeaders = (length: number, extra: readonly string[] = []): string[] => [
  ...COMMON_HEADERS,
  ...JSON_CONTENT_TYPE,
  ...extra,
  'Content-Length',
  String(length),
];

/** A kept body's headers (without extra ones) and bytes, remembered as long as the body lives. */
export function readyAnswer(body: Uint8Array): ReadyAnswer {
  let ready = prepared.get(body);
  if (ready === undefined) {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    ready = { headers: Object.freeze(answerHeaders(body.length)), bytes };
    prepared.set(body, ready);
  }
  return ready;
}
