// The common headers on every answer the Express app writes, and the CORS preflight.
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { authHeaders, LANGUAGE_HEADER } from '../../schema/index.js';
import { COMMON_HEADERS } from '../render/common-headers.js';

export const allowedRequestHeaders = [...authHeaders.map((h) => h.name), LANGUAGE_HEADER, 'Prefer', 'Content-Type'];

export function setCommonHeaders(res: ServerResponse): void {
  for (let i = 0; i < COMMON_HEADERS.length; i += 2) res.setHeader(COMMON_HEADERS[i]!, COMMON_HEADERS[i + 1]!);
}

export const commonHeaders: RequestHandler = (_req, res, next) => {
  setCommonHeaders(res);
  next();
};

/** The preflight of browser frontends: the X-Core-* headers and Prefer are allowed, answered without the API. */
export const corsPreflight: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', allowedRequestHeaders.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
};
