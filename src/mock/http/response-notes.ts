// What the request log needs to know about an answer (its envelope code, a simulated fault), kept beside the
// response without any framework: the lean API path and Express share it.
import type { ServerResponse } from 'node:http';

export interface ResponseNote {
  code?: number;
  fault?: string;
}

const notes = new WeakMap<ServerResponse, ResponseNote>();

export function note(res: ServerResponse, update: ResponseNote): void {
  notes.set(res, { ...notes.get(res), ...update });
}

export const noteOf = (res: ServerResponse): ResponseNote => notes.get(res) ?? {};
