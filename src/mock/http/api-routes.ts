// The two operations over HTTP: a thin Express adapter over the request core (preferences, chaos, query engine).
import { Router, type Request, type Response } from 'express';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import type { ApiRequestHandler, Operation } from '../request/handle-api-request.js';
import { executePlan } from './execute-plan.js';

export const rawQueryOf = (req: Request): string => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

export function apiRoutes(handle: ApiRequestHandler): Router {
  const router = Router();
  const route = (operation: Operation) => (req: Request, res: Response) =>
    executePlan(req, res, handle({ operation, rawQuery: rawQueryOf(req), headers: req.headers }));
  router.get(CONFIGS_PATH, route('configs'));
  router.get(NOTIFICATION_LIST_PATH, route('notificationList'));
  return router;
}
