// Everything under /__core/: the control room and its JSON API. They change the whole server's behaviour, so they
// answer only this machine (loopback address and Host) unless the server was started with --remote-control; and
// they send no CORS headers, so that a page of another site can neither read nor change them.
import { Router, type ErrorRequestHandler } from 'express';
import {
  controlFallback,
  createExchangeJudge,
  mayControl,
  sendControl,
  sendControlError,
  controlPageRoutes,
} from '../../control-room/index.js';
import type { MockControl } from '../control/mock-control.js';
import { apiError } from '../../schema/index.js';
import { JSON_CONTENT_TYPE } from '../render/common-headers.js';
import { controlApiRoutes } from './control-api-routes.js';
import { controlRequestRoutes } from './control-request-routes.js';
import { printableUrl } from './request-log.js';

export const CONTROL_PREFIX = '/__core';

/** Methods of each control path, for 405 answers. */
export const CONTROL_METHODS: Record<string, string> = {
  '/': 'GET',
  '/requests': 'GET, DELETE',
  '/scenario': 'GET, PUT',
  '/status': 'GET',
  '/accounts': 'GET',
  '/openapi.json': 'GET',
};

export function controlRoutes(control: MockControl): Router {
  // The verdicts beside journaled requests: ajv and the document load with the control room, never at start. Every
  // answer the mock journals is its JSON, with the Content-Type every JSON answer of the mock carries.
  const judge = createExchangeJudge({
    answerHeaders: { [JSON_CONTENT_TYPE[0]!.toLowerCase()]: JSON_CONTENT_TYPE[1]! },
  });
  const router = Router({ caseSensitive: true, strict: true });
  router.use((req, res, next) => {
    const shown = `${req.method} ${printableUrl(`${CONTROL_PREFIX}${req.path}`)}`;
    if (!mayControl(req, control.remote))
      return sendControlError(
        res,
        apiError(
          'routeNotFound',
          `${shown}: the control room answers only on this machine; start the mock with --remote-control to open it to others`,
        ),
      );
    if (req.method === 'OPTIONS') return sendControl(res, 204, 'text/plain', ''); // no CORS preflight answer: same origin only
    next();
  });
  router.use(
    controlPageRoutes(() => judge.warm()),
    controlRequestRoutes(control, judge),
    controlApiRoutes(control),
  );
  router.use(
    controlFallback(CONTROL_METHODS, (req) => `${req.method} ${printableUrl(`${CONTROL_PREFIX}${req.path}`)}`),
  );
  const failed: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    if (res.headersSent) return res.destroy();
    // Express refuses to decode a malformed escape in a path parameter (`/requests/%ZZ`): the client's fault, not a 500.
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendControlError(
        res,
        apiError(
          'invalidParameter',
          `${printableUrl(`${CONTROL_PREFIX}${req.path}`)} holds a malformed percent-escape`,
        ),
      );
    sendControlError(res, apiError('serverError'));
  };
  router.use(failed);
  return router;
}
