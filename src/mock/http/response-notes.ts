// What the request log and the journal need to know about an answer (its envelope code, a simulated fault, its body), kept beside the
// response without any framework: the lean API path and Express share it.
import type { ServerResponse } from 'node:http';

export interface ResponseNote {
  code?: number;
  fault?: string;
  /** The body sent (a reference): the journal keeps it for the control room. */
  body?: string | Uint8Array;
}

/** Kept on the response itself under a symbol: a property costs less per answer than a WeakMap entry does. */
const NOTE = Symbol('core-kit response note');
type Noted = ServerResponse & { [NOTE]?: ResponseNote };

export function note(res: ServerResponse, update: ResponseNote): void {
  const known = (res as Noted)[NOTE];
  (res as Noted)[NOTE] = known === undefined ? update : { ...known, ...update };
}

export const noteOf = (res: ServerResponse): ResponseNote => (res as Noted)[NOTE] ?? {};
