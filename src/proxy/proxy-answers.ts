// What the proxy answers itself, in the API's envelope (no CORS: those are the target's to give), and how it hands a
// target's answer on.
import type { ServerResponse } from 'node:http';
import { closeAfterAnswer } from '../mock/index.js';
import { errorMessage, type ErrorEntry } from '../schema/index.js';
import type { TargetAnswer } from './forward-request.js';

const JSON_HEADERS = ['Content-Type', 'application/json; charset=utf-8', 'X-Content-Type-Options', 'nosniff'];

/** The envelope of `entry` with `detail`; `status` overrides the entry's own (413, 400, 403 for code 10000). */
export function sendEnvelope(res: ServerResponse, entry: ErrorEntry, detail: string, status = entry.httpStatus): void {
  if (res.headersSent) return void res.destroy();
  const body = Buffer.from(JSON.stringify({ code: entry.code, message: errorMessage(entry, detail), data: null }));
  res.writeHead(status, [...JSON_HEADERS, 'Content-Length', String(body.length)]);
  res.end(body);
}

/** An envelope sent while the request body is still arriving: then the connection closes, the rest never read. */
export function sendEnvelopeAndClose(res: ServerResponse, entry: ErrorEntry, detail: string, status: number): void {
  closeAfterAnswer(res);
  sendEnvelope(res, entry, detail, status);
}

export function passAnswer(res: ServerResponse, answer: TargetAnswer): void {
  const headers = [...answer.headers];
  if (!headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-length'))
    headers.push('Content-Length', String(answer.body.length));
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}
