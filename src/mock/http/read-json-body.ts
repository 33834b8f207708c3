// Reads the small JSON body of a control API request: a size limit, strict UTF-8, and a clear error for anything else,
// never a hang or a 500 (the server's request timeout bounds a client that never finishes).
import type { IncomingMessage } from 'node:http';
import { apiError, type ApiError } from '../../schema/index.js';

/** A scenario is a few hundred bytes; this leaves room and refuses anything that is not one. */
export const MAX_CONTROL_BODY = 16 * 1024;

export type BodyOutcome = { ok: true; value: unknown } | { ok: false; error: ApiError; status: number };

const refused = (detail: string, status = 400): BodyOutcome => ({
  ok: false,
  error: apiError('invalidParameter', detail),
  status,
});

export function readJsonBody(req: IncomingMessage, limit = MAX_CONTROL_BODY): Promise<BodyOutcome> {
  const tooLarge = refused(`the body is larger than ${limit} bytes`, 413);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume(); // read and dropped, so that the answer can be sent
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    const finish = (outcome: BodyOutcome) => {
      if (!done) resolve(outcome);
      done = true;
    };
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) chunks.push(chunk);
      else finish(tooLarge); // the rest is read and dropped
    });
    req.on('error', () => finish(refused('the body could not be read')));
    req.on('end', () => {
      if (done) return;
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
      } catch {
        return finish(refused('the body is not UTF-8'));
      }
      if (text.trim() === '')
        return finish(refused('the body is empty: send a JSON object, e.g. {"total":0}; {} resets'));
      try {
        finish({ ok: true, value: JSON.parse(text) as unknown });
      } catch (error) {
        finish(refused(`the body is not JSON (${error instanceof Error ? error.message : String(error)})`));
      }
    });
  });
}
