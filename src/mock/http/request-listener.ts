// The server's request listener and its one routing decision: GET (or HEAD) on an operation's path —
// case-sensitive, read as the real system's router reads it (request/operation-path.ts) — goes straight to the request core (it needs nothing Express adds, and Express's
// per-request work would cost most of the throughput); everything else is the Express app: docs, the document, the
// index, the CORS preflight, and 404/405 in the envelope, loaded on the first request that needs it (Express and
// Swagger UI cost more to load than the rest of the mock's start: the API's answers never wait for them). A request
// target over the URL limit is answered before
// either: one length comparison, whatever the path. A request that needs another seed's world waits for it to be
// built in slices (see world-variants.ts). With a control room, the request core is the control's (an edit
// of the fixtures replaces it) and each request is journaled (see journal-request.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, type ErrorStatusPolicy } from '../../schema/index.js';
import { createApiRequestHandler, type Operation, type ResponsePlan } from '../request/handle-api-request.js';
import type { AppOptions } from './create-app.js';
import { executePlan } from './execute-plan.js';
import { HTTP_LIMITS } from './http-limits.js';
import { routedOperation } from '../request/operation-path.js';
import { isOwnPage, journalPlan, journalRouted } from './journal-request.js';
import { logRequest } from './request-log.js';
import { toOriginForm } from './origin-form.js';
import { sendError } from './send-json.js';
import { answerUrlTooLong } from './transport-answers.js';
import { worldSecrets } from './world-secrets.js';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The Express app, imported and built when first asked for; requests that arrive meanwhile wait for it. */
function lazyApp(options: AppOptions, policy: ErrorStatusPolicy): RequestListener {
  let app: RequestListener | null = null;
  let loading: Promise<RequestListener> | null = null;
  return (req, res) => {
    if (app) return app(req, res);
    loading ??= import('./create-app.js').then(({ createApp }) => (app = createApp(options)));
    loading.then(
      (ready) => ready(req, res),
      () => sendError(res, apiError('serverError'), policy),
    );
  };
}

export function createRequestListener(options: AppOptions): RequestListener {
  const control = options.control ?? null;
  const policy = control?.policy ?? { httpErrors: options.httpErrors ?? false };
  const fixed = control
    ? null
    : createApiRequestHandler({
        world: options.world,
        policy,
        chaos: options.chaos ?? null,
        startup: options.startup ?? null,
        clock: options.clock ?? null,
      });
  const journal = control?.journal ?? null;
  const app = lazyApp(options, policy);
  // The world's tokens, indexed once per world (a fixtures reload brings a new world, and its accounts).
  const secrets = () => worldSecrets(control?.world ?? options.world);
  /** Carries out the request's plan, or the plan made now (and journals it); a plan that cannot be made is a 500 in the envelope. */
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    operation: Operation,
    started: number,
    plan: ResponsePlan | (() => ResponsePlan),
  ) => {
    try {
      const made = typeof plan === 'function' ? plan() : plan;
      const done = executePlan(req, res, made);
      if (journal) journalPlan(journal, req, res, operation, made, started, done);
      if (done) done.catch(() => res.destroy());
    } catch {
      if (!res.headersSent) sendError(res, apiError('serverError'), policy);
      else res.destroy();
    }
  };
  return (req, res) => {
    toOriginForm(req);
    const url = req.url ?? '/';
    if (url.length > HTTP_LIMITS.maxUrlLength) {
      if (options.log) logRequest(options.log, req, res, secrets());
      if (journal) journalRouted(journal, req, res);
      answerUrlTooLong(res);
      return;
    }
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const operation = routedOperation(path);
    // HEAD is GET without the body (Node drops the body of an answer to HEAD).
    if (operation === undefined || (req.method !== operation.method && req.method !== 'HEAD')) {
      if (journal && !isOwnPage(path)) journalRouted(journal, req, res);
      app(req, res);
      return;
    }
    if (options.log) logRequest(options.log, req, res, secrets());
    const started = journal ? performance.now() : 0;
    const core = fixed ?? control!.handle;
    const request = { operation: operation.id, rawQuery: at < 0 ? '' : url.slice(at + 1), headers: req.headers };
    // A request asked before is answered with the plan it got then: nothing to prepare, nothing read again.
    const known = core.known(request);
    if (known !== undefined) return send(req, res, operation.id, started, known);
    const answer = () => send(req, res, operation.id, started, () => core(request));
    // Another seed's world (or a resized list) is built first, in slices: other requests go on meanwhile.
    const pending = core.prepare(request);
    if (pending === null) answer();
    else pending.then(answer, answer);
  };
}
