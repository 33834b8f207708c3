// A deliberately altered server: an HTTP proxy in front of a real mock that rewrites requests and/or answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { onLoopback } from '../../helpers/on-loopback.js';

export interface ProxiedRequest {
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names: only the API's own headers are forwarded. */
  headers: Record<string, string>;
}

export interface ProxiedAnswer {
  status: number;
  /** Parsed JSON, or the raw text when it is not JSON. */
  body: unknown;
  headers?: Record<string, string>;
}

export type Upstream = (request: ProxiedRequest) => Promise<ProxiedAnswer>;

export interface Alteration {
  /** Changes the request before the mock sees it. */
  request?: (request: ProxiedRequest) => void;
  /** Changes the answer (may ask the mock again through `upstream`). */
  answer?: (
    answer: ProxiedAnswer,
    request: ProxiedRequest,
    upstream: Upstream,
  ) => ProxiedAnswer | Promise<ProxiedAnswer>;
}

const FORWARDED = /^(x-core-|prefer$)/;

export function upstreamAt(baseUrl: string): Upstream {
  return async ({ path, query, headers }) => {
    const search = query.toString();
    const res = await fetch(`${baseUrl}${path}${search ? `?${search}` : ''}`, { headers });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: passed on as text
    }
    return { status: res.status, body };
  };
}

const copy = (request: ProxiedRequest): ProxiedRequest => ({
  path: request.path,
  query: new URLSearchParams(request.query),
  headers: { ...request.headers },
});

export async function startAlteringProxy(
  upstreamUrl: string,
  alteration: Alteration,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = upstreamAt(upstreamUrl);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => FORWARDED.test(k) && typeof v === 'string'),
    ) as Record<string, string>;
    const request: ProxiedRequest = { path: url.pathname, query: url.searchParams, headers };
    alteration.request?.(request);
    let answer = await upstream(copy(request));
    if (alteration.answer) answer = await alteration.answer(answer, request, (r) => upstream(copy(r)));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(text);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`proxy failure: ${String(error)}`);
    });
  });
  return onLoopback(server);
}
