// One concise line per request (method, path and query, status, envelope code, fault, duration); never headers or tokens.
import type { RequestHandler } from 'express';
import { codeOf } from './send-json.js';

export type LogLine = (line: string) => void;

const MAX_URL = 160;

/** Control characters and overlong URLs would garble a terminal: escape and cut them. */
export function printableUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = url.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return safe.length > MAX_URL ? `${safe.slice(0, MAX_URL)}…` : safe;
}

export function requestLog(log: LogLine): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const elapsed = () => `${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)} ms`;
    const fault = () => (res.locals.fault ? ` fault ${String(res.locals.fault)}` : '');
    res.on('finish', () => {
      const code = codeOf(res);
      log(`${req.method} ${printableUrl(req.originalUrl)} → ${res.statusCode}${code === undefined ? '' : ` code ${code}`}${fault()} ${elapsed()}`);
    });
    // A reset (or a client that leaves during a delay) ends without 'finish': log it too.
    res.on('close', () => {
      if (!res.writableFinished) log(`${req.method} ${printableUrl(req.originalUrl)} → no answer${fault() || ' (client closed)'} ${elapsed()}`);
    });
    next();
  };
}
