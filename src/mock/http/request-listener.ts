// The server's request listener and its one routing decision: GET (or HEAD) on an operation's exact path —
// case-sensitive, no trailing slash — goes straight to the request core (it needs nothing Express adds, and Express's
// per-request work would cost most of the throughput); everything else is the Express app: docs, the document, the
// index, the CORS preflight, and 404/405 in the envelope. A request target over the URL limit is answered before
// either: one length comparison, whatever the path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { operationAt } from '../../schema/operations.js';
import { apiError } from '../lib/api-error.js';
import { createApiRequestHandler } from '../request/handle-api-request.js';
import { createApp, type AppOptions } from './create-app.js';
import { executePlan } from './execute-plan.js';
import { HTTP_LIMITS } from './http-limits.js';
import { logRequest } from './request-log.js';
import { sendError } from './send-json.js';
import { answerUrlTooLong } from './transport-answers.js';
import { worldSecrets } from './world-secrets.js';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function createRequestListener(options: AppOptions): RequestListener {
  const handle = createApiRequestHandler({ world: options.world, policy: { httpErrors: options.httpErrors ?? false }, chaos: options.chaos ?? null });
  const app = createApp(options);
  const policy = { httpErrors: options.httpErrors ?? false };
  const secrets = worldSecrets(options.world);
  return (req, res) => {
    const url = req.url ?? '/';
    if (url.length > HTTP_LIMITS.maxUrlLength) {
      if (options.log) logRequest(options.log, req, res, secrets);
      answerUrlTooLong(res);
      return;
    }
    const at = url.indexOf('?');
    const operation = operationAt(at < 0 ? url : url.slice(0, at));
    // HEAD is GET without the body (Node drops the body of an answer to HEAD).
    if (operation === undefined || (req.method !== operation.method && req.method !== 'HEAD')) {
      app(req, res);
      return;
    }
    if (options.log) logRequest(options.log, req, res, secrets);
    try {
      const done = executePlan(req, res, handle({ operation: operation.id, rawQuery: at < 0 ? '' : url.slice(at + 1), headers: req.headers }));
      if (done) done.catch(() => res.destroy());
    } catch {
      if (!res.headersSent) sendError(res, apiError('serverError'), policy);
      else res.destroy();
    }
  };
}
