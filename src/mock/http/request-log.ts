// One concise line per request (method, path and query, status, envelope code, fault, duration); never headers or tokens:
// the URL is printed with secret query values, the request's own token values and every token the world knows
// redacted, as sent or percent-encoded (see src/redaction/redact-url.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { redactUrl, secretHeaderValues, type SecretFinder } from '../../redaction/index.js';
import { noteOf } from './response-notes.js';

export type LogLine = (line: string) => void;

const MAX_URL = 160;

/** Control characters and overlong URLs would garble a terminal: escape and cut them. */
export function printableUrl(url: string): string {
  const safe = url.replace(
    // eslint-disable-next-line no-control-regex -- C0 and C1 controls are what it escapes
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return safe.length > MAX_URL ? `${safe.slice(0, MAX_URL)}…` : safe;
}

/** Watches one request and writes its line when it ends (answered, reset, or abandoned by the client). */
export function logRequest(log: LogLine, req: IncomingMessage, res: ServerResponse, known?: SecretFinder): void {
  const started = process.hrtime.bigint();
  const url = redactUrl(req.url ?? '', secretHeaderValues(req.headers), known);
  const elapsed = () => `${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)} ms`;
  const fault = () => (noteOf(res).fault ? ` fault ${noteOf(res).fault}` : '');
  res.on('finish', () => {
    const { code } = noteOf(res);
    log(
      `${req.method} ${printableUrl(url)} → ${res.statusCode}${code === undefined ? '' : ` code ${code}`}${fault()} ${elapsed()}`,
    );
  });
  // A reset (or a client that leaves during a delay) ends without 'finish': log it too.
  res.on('close', () => {
    if (!res.writableFinished)
      log(`${req.method} ${printableUrl(url)} → no answer${fault() || ' (client closed)'} ${elapsed()}`);
  });
}

export const requestLog =
  (log: LogLine, known?: SecretFinder): RequestHandler =>
  (req, res, next) => {
    logRequest(log, req, res, known);
    next();
  };
