// Carries out a response plan on a Node response: wait, then answer, or close the connection without one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResponsePlan } from '../request/handle-api-request.js';
import { note } from './response-notes.js';
import { sendBody } from './send-json.js';

/** Resolves after `ms`, or at once when the client goes away meanwhile (the timer never outlives the connection). */
function wait(ms: number, res: ServerResponse): Promise<void> {
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

/**
 * Closes the connection without an answer, but only once the answers to the requests before this one on the same
 * connection (HTTP pipelining) are written: until then this response has no socket (Node queues it), and destroying
 * the request's socket at once would throw those answers away.
 */
function reset(req: IncomingMessage, res: ServerResponse): void {
  note(res, { fault: 'reset' });
  const socket = req.socket;
  const close = () => {
    if (socket.writableLength === 0) socket.destroy();
    else socket.once('drain', () => socket.destroy());
  };
  if (res.socket) close();
  else res.once('socket', close);
}

function answer(req: IncomingMessage, res: ServerResponse, plan: ResponsePlan): void {
  if (res.destroyed || res.writableEnded) return;
  if (plan.fault === 'reset') {
    reset(req, res);
    return;
  }
  if (plan.fault) note(res, { fault: plan.fault });
  sendBody(res, plan.status, plan.body, plan.code, plan.extraHeaders);
}

export function executePlan(req: IncomingMessage, res: ServerResponse, plan: ResponsePlan): void | Promise<void> {
  if (plan.delayMs > 0) return wait(plan.delayMs, res).then(() => answer(req, res, plan));
  answer(req, res, plan);
}
