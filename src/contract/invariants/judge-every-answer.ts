// The HTTP and JSON rules of one answer, whichever endpoint and whatever was asked (see every-answer-rules): no 5xx,
// a 2xx is a JSON object, a JSON media type, UTF-8 bytes, strict JSON, a Content-Length that matches. Pure.
import { isObject } from './answer-kind.js';
import type { Judgement, RuleName, Violation } from './invariant-rules.js';
import type { WireFacts } from './wire-facts.js';

/** What the wire rules read of one answer. */
export interface WireAnswer {
  status: number;
  /** Lower-cased header names. */
  headers: Readonly<Record<string, string>>;
  json: unknown;
  bom: boolean;
  /** Why the body is not JSON (absent when it parsed). */
  jsonProblem?: string | undefined;
  duplicateKey?: string | undefined;
  /** The first characters of the body, for the message. */
  excerpt?: string | undefined;
  wire?: WireFacts | undefined;
}

export const JSON_MEDIA_TYPE = /^\s*[a-z]+\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

const cut = (text: string | undefined) => JSON.stringify((text ?? '').replace(/\s+/g, ' ').slice(0, 80));

/**
 * A throttle answer (429, or 503 with Retry-After) is HTTP telling the client to come back later, whoever wrote it
 * (often a proxy, in HTML): the polite client retries it; it is not the API's answer and is judged by nothing here.
 */
export const isThrottle = (status: number, headers: Readonly<Record<string, string>>) =>
  status === 429 || (status === 503 && headers['retry-after'] !== undefined);

export function judgeEveryAnswer(answer: WireAnswer): Judgement {
  const judged: RuleName[] = [];
  const violations: Violation[] = [];
  const { status, headers } = answer;
  if (isThrottle(status, headers) || status === 204 || status === 304) return { judged, violations };
  const isJson = answer.jsonProblem === undefined;
  const type = headers['content-type'];
  const declaredJson = type !== undefined && JSON_MEDIA_TYPE.test(type);
  // Spec › Errors leaves an error's status and shape open: a 4xx in plain text, HTML or with no body at all is the
  // server's choice. Successes, and answers that carry the envelope (a `code`) or say they are JSON, are the API's JSON.
  const success = status >= 200 && status < 300;
  const enveloped = isObject(answer.json) && 'code' in answer.json;
  const empty = (answer.excerpt ?? '').trim() === '' && !isJson;
  const apiJson = success || enveloped || (declaredJson && !empty);
  // An answer that is not JSON (a 404 page behind a wrong base path, say) is no answer of the API: it can break
  // these rules, but it proves none of them (nothing to check is never a PASS).
  const add = (rule: RuleName, ok: boolean, expected: string, received: () => string) => {
    if (ok && !isJson && rule !== 'everyAnswerIsStrictJson') return;
    judged.push(rule);
    if (!ok) violations.push({ rule, expected, received: received() });
  };
  add(
    'noAnswerIsAServerError',
    status < 500,
    'a success or a refusal (2xx or 4xx), never a 5xx',
    () => `HTTP ${status}${isJson ? '' : ` ${cut(answer.excerpt)}`}`,
  );
  if (status >= 200 && status < 300)
    add(
      'everyHttp200IsAJsonEnvelope',
      isObject(answer.json),
      `HTTP ${status} with a JSON object ({"code": …, "message": …, "data": …})`,
      () =>
        isJson
          ? `HTTP ${status} with ${cut(JSON.stringify(answer.json))}`
          : `HTTP ${status} with ${cut(answer.excerpt)} (${answer.jsonProblem})`,
    );
  if (success || enveloped)
    add(
      'everyAnswerIsDeclaredJson',
      declaredJson,
      'Content-Type: application/json (or another JSON media type)',
      () => `HTTP ${status} with ${type ? `Content-Type: ${type}` : 'no Content-Type'}`,
    );
  if (answer.wire && apiJson)
    add(
      'everyAnswerIsValidUtf8',
      answer.wire.utf8Problem === undefined,
      'a body of UTF-8 bytes',
      () => `not UTF-8: ${answer.wire!.utf8Problem}`,
    );
  const refused = answer.jsonProblem !== undefined && answer.jsonProblem !== 'not JSON';
  if (!refused && apiJson) {
    const problem = answer.bom
      ? 'a byte-order mark before the value'
      : !isJson
        ? `${cut(answer.excerpt)}, which JSON.parse refuses`
        : answer.duplicateKey !== undefined
          ? `the name ${JSON.stringify(answer.duplicateKey)} twice in one object`
          : undefined;
    add(
      'everyAnswerIsStrictJson',
      problem === undefined,
      'one RFC 8259 JSON value (no NaN or Infinity, no trailing comma or text, unique names)',
      () => problem!,
    );
  }
  if (answer.wire) {
    const declared = answer.wire.declaredLength;
    add(
      'contentLengthMatchesTheBody',
      declared === undefined,
      'as many body bytes as Content-Length declares',
      () => `Content-Length: ${declared}, but the connection ended after ${answer.wire!.bytes} bytes`,
    );
  }
  return { judged, violations };
}
