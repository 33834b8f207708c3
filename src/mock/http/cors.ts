// The common headers on every answer the Express app writes, the CORS preflight and a plain OPTIONS, as the real
// system answers them (assumption response-headers).
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { COMMON_HEADERS } from '../render/common-headers.js';
import { routedOperation } from '../request/operation-path.js';

export function setCommonHeaders(res: ServerResponse): void {
  for (let i = 0; i < COMMON_HEADERS.length; i += 2) res.setHeader(COMMON_HEADERS[i]!, COMMON_HEADERS[i + 1]!);
}

export const commonHeaders: RequestHandler = (_req, res, next) => {
  setCommonHeaders(res);
  next();
};

/** What a header may hold to be sent back as it came: visible ASCII, spaces and tabs. */
const ECHOABLE = /^[\t\x20-\x7e]*$/;
const echoed = (value: string | string[] | undefined): string => {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return ECHOABLE.test(text) ? text : '';
};

/**
 * A preflight (an OPTIONS with `Access-Control-Request-Method`), on any path: 204 allowing the method and the headers
 * the browser asks for, as they were asked (so every header a client sends, `X-Core-Client-Timezone` and `Prefer`
 * too, is allowed), not remembered (`Max-Age: 0`). A plain OPTIONS on an operation's path: 200 naming its methods
 * (`Allow: GET,HEAD`, as the real system names them).
 * Any other OPTIONS goes on to the routes (404 where there is none).
 */
export const corsPreflight: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  const method = req.headers['access-control-request-method'];
  if (method === undefined) {
    const operation = routedOperation(req.path);
    if (!operation) return next();
    // The real system's spelling: its methods without OPTIONS, no space (its 405 writes `GET, HEAD`).
    res.setHeader('Allow', `${operation.method},HEAD`);
    res.statusCode = 200;
    res.end();
    return;
  }
  res.setHeader('Access-Control-Allow-Methods', echoed(method));
  res.setHeader('Access-Control-Allow-Headers', echoed(req.headers['access-control-request-headers']));
  res.setHeader('Access-Control-Max-Age', '0');
  res.setHeader('Vary', 'Access-Control-Request-Method, Access-Control-Request-Headers');
  res.statusCode = 204;
  res.end();
};
