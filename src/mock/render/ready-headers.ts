// The header list of a JSON answer whose bytes are kept (a page, a configs answer): built once per body and shared by
// every request that sends it, so answering it again writes prepared headers and prepared bytes.
import { COMMON_HEADERS, JSON_CONTENT_TYPE } from './common-headers.js';

const prepared = new WeakMap<Uint8Array, readonly string[]>();

/** The common headers, the JSON type, `extra` (a flat [name, value, …] list) and the body's length. */
export const answerHeaders = (length: number, extra: readonly string[] = []): string[] => [
  ...COMMON_HEADERS,
  ...JSON_CONTENT_TYPE,
  ...extra,
  'Content-Length',
  String(length),
];

/** `answerHeaders` of a kept body without extra headers, remembered as long as the body lives. Shared: never change it. */
export function readyHeaders(body: Uint8Array): readonly string[] {
  let headers = prepared.get(body);
  if (headers === undefined) prepared.set(body, (headers = Object.freeze(answerHeaders(body.length))));
  return headers;
}
