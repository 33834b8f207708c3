// Carries out a response plan on an Express response: wait, then answer, or close the connection without one.
import type { Request, Response } from 'express';
import type { ResponsePlan } from '../engine/handle-api-request.js';
import { sendBody } from './send-json.js';

/** Resolves after `ms`, or at once when the client goes away meanwhile (the timer never outlives the connection). */
function wait(ms: number, res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}

export async function executePlan(req: Request, res: Response, plan: ResponsePlan): Promise<void> {
  if (plan.delayMs > 0) await wait(plan.delayMs, res);
  if (res.destroyed || res.writableEnded) return;
  if (plan.fault === 'reset') {
    res.locals.fault = 'reset';
    req.socket.destroy();
    return;
  }
  for (const [name, value] of Object.entries(plan.headers)) res.setHeader(name, value);
  if (plan.fault) res.locals.fault = plan.fault;
  sendBody(res, plan.status, plan.body, plan.code);
}
