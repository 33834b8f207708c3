// Reads an exchange the way the spec allows: a success, a rejection (any error shape), or a broken answer.
import { answerKind, isObject } from '../invariants/answer-kind.js';
import type { Exchange } from './kit-http.js';

export { isObject };

export type Answer =
  | { kind: 'success'; body: Record<string, unknown> }
  | { kind: 'rejection'; summary: string }
  | { kind: 'broken'; summary: string };

const excerpt = (text: string | undefined, max = 120) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/** One line saying what came back: "HTTP 200, code 31501 \"…\"", "no answer: connection reset", … */
export function describeExchange(exchange: Exchange): string {
  if (exchange.transportError) return `no answer: ${exchange.transportError}`;
  if (exchange.jsonProblem && exchange.jsonProblem !== 'not JSON')
    return `HTTP ${exchange.status}, ${exchange.jsonProblem}`;
  const body = exchange.json;
  const code = isObject(body) && 'code' in body ? `, code ${JSON.stringify(body.code)}` : '';
  const message =
    isObject(body) && typeof body.message === 'string' ? ` ${JSON.stringify(excerpt(body.message, 80))}` : '';
  if (exchange.json === undefined)
    return `HTTP ${exchange.status}, not JSON: ${JSON.stringify(excerpt(exchange.body))}`;
  return `HTTP ${exchange.status}${code}${message}`;
}

/** See answerKind: 5xx, redirects, non-JSON and missing answers are broken, never rejections. */
export function classify(exchange: Exchange): Answer {
  const status = exchange.status;
  if (!exchange.transportError && status !== undefined && status >= 300 && status < 400) {
    return {
      kind: 'broken',
      summary: `HTTP ${status} redirect${exchange.responseHeaders?.location ? ` to ${exchange.responseHeaders.location}` : ''}`,
    };
  }
  const kind = exchange.transportError ? 'broken' : answerKind(status, exchange.json);
  if (kind === 'success') return { kind, body: exchange.json as Record<string, unknown> };
  return { kind, summary: describeExchange(exchange) };
}

/** A rejection answers no list: neither `data.list` nor `list`. */
export function carriesAList(exchange: Exchange): boolean {
  const body = exchange.json;
  if (!isObject(body)) return false;
  return Array.isArray(body.list) || (isObject(body.data) && Array.isArray(body.data.list));
}
