// What the request log and the journal need to know about an answer (its envelope code, a simulated fault, its body), kept beside the
// response without any framework: the lean API path and Express share it.
import type { ServerResponse } from 'node:http';

export interface ResponseNote {
  code?: number;
  fault?: string;
  /** The body sent (a reference): the journal keeps it for the control room. */
  body?: string | Uint8Array;
}

const notes = new WeakMap<ServerResponse, ResponseNote>();

export function note(res: ServerResponse, update: ResponseNote): void {
  const known = notes.get(res);
  notes.set(res, known === undefined ? update : { ...known, ...update });
}

export const noteOf = (res: ServerResponse): ResponseNote => notes.get(res) ?? {};
