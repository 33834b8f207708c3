// CORS for browser frontends: any origin, the X-Core-* headers, and preflight answered without touching the API.
import type { RequestHandler } from 'express';
import { authHeaders, LANGUAGE_HEADER } from '../../schema/headers.js';

export const allowedRequestHeaders = [...authHeaders.map((h) => h.name), LANGUAGE_HEADER, 'Prefer', 'Content-Type'];

export const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Preference-Applied');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', allowedRequestHeaders.join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
};

/** Every answer: no MIME sniffing (so no answer is ever rendered as something else). */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
