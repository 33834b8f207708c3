// The last answer of a control room, the mock's and the proxy's alike: a path it serves asked with another method is a
// 405 naming its methods in Allow; any other path a 404. The proxy's answered 404 "has no scenario and no accounts" to
// `POST /__core/status` and `PUT /__core/requests`, where the mock answers 405.
import type { Request, RequestHandler } from 'express';
import { apiError } from '../schema/index.js';
import { sendControlError } from './control-answers.js';

/** Methods of each control path (under /__core), for 405 answers; `/requests/{id}` is GET in every control room. */
export type ControlMethods = Readonly<Record<string, string>>;

export function controlFallback(
  methods: ControlMethods,
  shown: (req: Request) => string,
  missing?: (req: Request) => string,
): RequestHandler {
  return (req, res) => {
    const allowed = /^\/requests\/[^/]+$/.test(req.path)
      ? 'GET'
      : Object.hasOwn(methods, req.path)
        ? methods[req.path]
        : undefined;
    if (allowed === undefined)
      return sendControlError(res, apiError('routeNotFound', missing ? missing(req) : shown(req)));
    res.setHeader('Allow', allowed);
    sendControlError(res, apiError('methodNotAllowed', `${shown(req)}; use ${allowed}`));
  };
}
