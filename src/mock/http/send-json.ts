// Writes JSON answers on an Express response: the body as planned, its length, and the envelope code for the log.
import type { Response } from 'express';
import type { ApiError } from '../engine/api-error.js';
import { errorStatus, errorText, successText, type ErrorStatusPolicy } from '../engine/envelope-text.js';

/** The envelope code of the last answer, for the request log. */
export const codeOf = (res: Response): number | undefined => res.locals.envelopeCode as number | undefined;

export function sendBody(res: Response, status: number, body: string, code: number | null): void {
  if (code !== null) res.locals.envelopeCode = code;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export const sendSuccess = (res: Response, dataJson: string): void => sendBody(res, 200, successText(dataJson), 0);

export function sendError(res: Response, error: ApiError, policy: ErrorStatusPolicy): void {
  sendBody(res, errorStatus(error, policy), errorText(error), error.entry.code);
}
