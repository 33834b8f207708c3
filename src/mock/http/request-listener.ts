// The server's request listener: GET on the two operations' exact paths goes straight to the request core (they need
// nothing Express adds, and its per-request work would cost most of the throughput); everything else is the Express
// app, which also serves the operations themselves for any other spelling of their paths. A request target over the
// URL limit is answered before either: one length comparison, whatever the path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import { apiError } from '../lib/api-error.js';
import type { Operation } from '../request/handle-api-request.js';
import { apiHandlerOf, createApp, type AppOptions } from './create-app.js';
import { executePlan } from './execute-plan.js';
import { HTTP_LIMITS } from './http-limits.js';
import { logRequest } from './request-log.js';
import { sendError } from './send-json.js';
import { answerUrlTooLong } from './transport-answers.js';

const operations = new Map<string, Operation>([
  [CONFIGS_PATH, 'configs'],
  [NOTIFICATION_LIST_PATH, 'notificationList'],
]);

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function createRequestListener(options: AppOptions): RequestListener {
  const handle = apiHandlerOf(options);
  const app = createApp({ ...options, handle });
  const policy = { httpErrors: options.httpErrors ?? false };
  return (req, res) => {
    const url = req.url ?? '/';
    if (url.length > HTTP_LIMITS.maxUrlLength) {
      if (options.log) logRequest(options.log, req, res);
      answerUrlTooLong(res);
      return;
    }
    const at = url.indexOf('?');
    const operation = req.method === 'GET' ? operations.get(at < 0 ? url : url.slice(0, at)) : undefined;
    if (operation === undefined) {
      app(req, res);
      return;
    }
    if (options.log) logRequest(options.log, req, res);
    try {
      const done = executePlan(req, res, handle({ operation, rawQuery: at < 0 ? '' : url.slice(at + 1), headers: req.headers }));
      if (done) done.catch(() => res.destroy());
    } catch {
      if (!res.headersSent) sendError(res, apiError('serverError'), policy);
      else res.destroy();
    }
  };
}
