// The answer desk in a worker thread (see judge-worker.ts): the proxy's event loop only forwards bytes, while answers
// are undone, parsed, judged and recorded beside it. Requests are answered in order; the worker's lines (the
// recorder's) come back through `say`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../validation/index.js';
import type { AnswerInspector, ClientFacts, Inspection, Recording } from './answer-desk.js';
import type { JudgedAnswer } from './answer-violations.js';

export interface DeskSettings {
  strict: boolean;
  maxBodyBytes: number;
  /** null: not recording. */
  maxRecordBytes: number | null;
}

type DeskAsk = { kind: 'inspect'; answer: JudgedAnswer; client: ClientFacts } | { kind: 'recording'; note: string };
export type DeskRequest = DeskAsk & { id: number };

type DeskReply = { id: number; result: unknown } | { id: number; error: string } | { say: string };

/** The worker's module as built (an entry of its own in dist/, whatever chunk this module is bundled into). */
export const judgeWorkerUrl = (): URL => pathToFileURL(join(packageRoot(), 'dist', 'proxy', 'judge-worker.js'));

export function workerInspector(
  settings: DeskSettings,
  say: (line: string) => void,
  workerUrl: URL = judgeWorkerUrl(),
): AnswerInspector {
  const worker = new Worker(workerUrl, { workerData: settings });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | null = null;
  worker.on('message', (reply: DeskReply) => {
    if ('say' in reply) return say(reply.say);
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.result);
  });
  const fail = (error: Error) => {
    broken ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the judge worker stopped (exit ${code})`)));
  const ask = <T>(request: DeskAsk): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  return {
    inspect: (answer, client) => ask<Inspection>({ kind: 'inspect', answer, client }),
    recording: (note) => ask<Recording | null>({ kind: 'recording', note }),
    close: async () => {
      await worker.terminate();
    },
  };
}
