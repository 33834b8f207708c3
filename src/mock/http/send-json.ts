// Writes JSON answers: the success envelope (spec: code 0, message "ok") and catalogue errors in the same envelope.
import type { Response } from 'express';
import { SUCCESS_CODE, SUCCESS_MESSAGE } from '../../schema/envelope.js';
import type { ApiError } from '../engine/api-error.js';

export interface ErrorStatusPolicy {
  /** `--http-errors`: 400/401 instead of HTTP 200 for catalogue errors. */
  httpErrors: boolean;
}

/** The envelope code of the last answer, for the request log. */
export const codeOf = (res: Response): number | undefined => res.locals.envelopeCode as number | undefined;

export function sendBody(res: Response, status: number, body: string, code: number): void {
  res.locals.envelopeCode = code;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The text of a success answer around an already serialised payload. */
export const successText = (dataJson: string): string => `{"code":${SUCCESS_CODE},"message":"${SUCCESS_MESSAGE}","data":${dataJson}}`;

export const sendSuccess = (res: Response, dataJson: string): void => sendBody(res, 200, successText(dataJson), SUCCESS_CODE);

/** HTTP status of a catalogue error: 200 as the real system (assumption error-http-status) unless --http-errors. */
export const errorStatus = (error: ApiError, policy: ErrorStatusPolicy): number =>
  error.entry.routeLevel || policy.httpErrors ? error.entry.httpStatus : 200;

export const errorText = (error: ApiError): string => JSON.stringify({ code: error.entry.code, message: error.message, data: null });

export function sendError(res: Response, error: ApiError, policy: ErrorStatusPolicy): void {
  sendBody(res, errorStatus(error, policy), errorText(error), error.entry.code);
}
