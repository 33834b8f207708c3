// Unknown paths (404), other methods (405) and server faults (500), in the API's envelope (assumption route-errors).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { apiError, type ErrorStatusPolicy } from '../../schema/index.js';
import { routedOperation } from '../request/operation-path.js';
import { printableUrl } from './request-log.js';
import { sendError } from './send-json.js';

export function routeErrors(policy: ErrorStatusPolicy): { notFound: RequestHandler; failed: ErrorRequestHandler } {
  const notFound: RequestHandler = (req, res) => {
    const operation = routedOperation(req.path);
    if (operation) {
      res.setHeader('Allow', `${operation.method}, HEAD`); // as the real system's 405 names them (assumption response-headers)
      return sendError(res, apiError('methodNotAllowed', `${req.method} ${req.path}; use ${operation.method}`), policy);
    }
    sendError(res, apiError('routeNotFound', `${req.method} ${printableUrl(req.path)}`), policy);
  };
  const failed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = (error as { status?: number }).status;
    // Malformed requests Express itself rejects (e.g. a bad URI) are the client's fault, not a server fault.
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendError(res, apiError('invalidParameter', (error as Error).message), policy);
    sendError(res, apiError('serverError'), policy);
  };
  return { notFound, failed };
}
