// Writes JSON answers on a Node response in one writeHead: the body encoded once, its length, the envelope code for the log.
import type { ServerResponse } from 'node:http';
import { type ApiError, errorStatus, errorText, type ErrorStatusPolicy } from '../../schema/index.js';
import { answerHeaders, readyAnswer } from './ready-answer.js';
import { note } from './response-notes.js';

/**
 * `headers` is a flat [name, value, …] list beside the common ones (nosniff, CORS) and the JSON type.
 * A flat list in one writeHead is Node's fast path when no header was set before (the lean API path);
 * after Express middleware set some, Node merges them, this list winning. Bytes (a kept page or configs answer)
 * go out as they are, with a header list prepared once per body; text is encoded here, once.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  code: number | null,
  headers: readonly string[] = [],
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  note(res, code === null ? { body: bytes } : { code, body: bytes });
  if (headers.length === 0 && bytes === body) {
    const ready = readyAnswer(bytes);
    res.writeHead(status, ready.headers as string[]); // read, never changed, by Node
    res.end(ready.bytes);
    return;
  }
  res.writeHead(status, answerHeaders(bytes.length, headers));
  res.end(bytes);
}

export function sendError(res: ServerResponse, error: ApiError, policy: ErrorStatusPolicy): void {
  sendBody(res, errorStatus(error, policy), errorText(error), error.entry.code);
}
