// The text of every JSON answer (success and catalogue errors in one envelope) and its HTTP status: no framework, no Node APIs.
import { CONFIGS_SUCCESS_MESSAGE, SUCCESS_CODE, SUCCESS_MESSAGE } from './envelope.js';
import type { ApiError } from './api-error.js';

export interface ErrorStatusPolicy {
  /** `--http-errors`: 400/401 instead of HTTP 200 for catalogue errors. */
  httpErrors: boolean;
}

/** The text of a success answer around an already serialised payload. */
export const successText = (dataJson: string): string =>
  `{"code":${SUCCESS_CODE},"message":"${SUCCESS_MESSAGE}","data":${dataJson}}`;

/** The text of a configs answer: the real system's `Success`, in the request's language (the spec's `ok` is the list's; assumptions configs-envelope, code-messages). */
export const configsSuccessText = (dataJson: string, message: string = CONFIGS_SUCCESS_MESSAGE): string =>
  `{"code":${SUCCESS_CODE},"message":${JSON.stringify(message)},"data":${dataJson}}`;

/** HTTP status of a catalogue error: 200 as the real system (assumption error-http-status) unless --http-errors. */
export const errorStatus = (error: ApiError, policy: ErrorStatusPolicy): number =>
  error.entry.routeLevel || policy.httpErrors ? error.entry.httpStatus : 200;

export const errorText = (error: ApiError): string =>
  JSON.stringify({ code: error.entry.code, message: error.message, data: null });
