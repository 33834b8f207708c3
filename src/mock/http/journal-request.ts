// Journals what the request listener sees, for the control room: an operation from its response plan, at once and
// with no listener on the response (the lean path stays lean); anything else routed to Express once it ends. The
// mock's own pages (the index, docs, documents, the control room) are not journaled.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestJournal } from '../../control-room/index.js';
import type { ResponsePlan } from '../request/handle-api-request.js';
import { noteOf } from './response-notes.js';

const OWN_PAGES = /^\/(?:$|docs(?:\/|$)|openapi\.(?:json|yaml)$|__core(?:\/|$)|favicon\.ico$)/;

/** Paths of the mock itself rather than of the API a frontend calls. */
export const isOwnPage = (path: string): boolean => OWN_PAGES.test(path);

function preferenceApplied(headers: readonly string[]): string | null {
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === 'Preference-Applied') return headers[i + 1]!;
  return null;
}

/** An operation's request: `started` is performance.now() on arrival; `done` the pending answer of a delayed plan. */
export function journalPlan(
  journal: RequestJournal,
  req: IncomingMessage,
  res: ServerResponse,
  operation: string,
  plan: ResponsePlan,
  started: number,
  done: Promise<void> | void,
): void {
  const reset = plan.fault === 'reset';
  const record = journal.add({
    at: Date.now(),
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: req.headers,
    operation,
    status: reset ? 0 : plan.status,
    code: plan.code,
    applied: preferenceApplied(plan.extraHeaders),
    fault: plan.fault,
    durationMs: done ? null : performance.now() - started,
    body: reset ? null : plan.body,
  });
  if (!done) return;
  const id = record.id;
  const finish = () => {
    if (record.id !== id) return; // the ring has let this request go: its record holds a later one
    record.durationMs = performance.now() - started;
    if (!res.writableEnded) record.status = 0; // the client left during the wait: nothing was sent
  };
  done.then(finish, finish);
}

/** A request Express answers (a route error, a preflight): journaled when its connection is done with it. */
export function journalRouted(journal: RequestJournal, req: IncomingMessage, res: ServerResponse): void {
  const at = Date.now();
  const started = performance.now();
  res.once('close', () => {
    const note = noteOf(res);
    journal.add({
      at,
      method: req.method ?? '',
      url: req.url ?? '/',
      headers: req.headers,
      operation: null,
      status: res.headersSent ? res.statusCode : 0,
      code: note.code ?? null,
      applied: null,
      fault: note.fault ?? null,
      durationMs: performance.now() - started,
      body: note.body ?? null,
    });
  });
}
