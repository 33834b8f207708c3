// Answers of the control room and its API (/__core/): the API's envelope without CORS (a page of another site must
// neither read nor change the journal and the scenario), never cached; errors with their catalogue status.
import type { ServerResponse } from 'node:http';
import { type ApiError, errorText, successText } from '../schema/index.js';

const CONTROL_HEADERS = ['X-Content-Type-Options', 'nosniff', 'Cache-Control', 'no-store', 'X-Frame-Options', 'DENY'];

export function sendControl(res: ServerResponse, status: number, contentType: string, body: string | Uint8Array): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, [...CONTROL_HEADERS, 'Content-Type', contentType, 'Content-Length', String(bytes.length)]);
  res.end(bytes);
}

/** `{"code":0,"message":"ok","data":…}`. */
export const sendControlData = (res: ServerResponse, data: unknown): void =>
  sendControl(res, 200, 'application/json; charset=utf-8', successText(JSON.stringify(data)));

/** A catalogue error with its own HTTP status (400, 404, 405, …): the control API is for tools, which read statuses. */
export const sendControlError = (res: ServerResponse, error: ApiError, status = error.entry.httpStatus): void =>
  sendControl(res, status, 'application/json; charset=utf-8', errorText(error));
