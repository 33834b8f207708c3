// Holds one answer of an operation, passing through the proxy, to the document: a JSON body, then the schema (spec
// mode; with --strict the whole document with the real system's assumptions). Each problem is a violation.
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import type { Operation } from '../schema/operations.js';
import type { DocumentValidator } from '../validation/create-document-validator.js';

export interface Violation {
  /** The rule broken, as a short name. */
  rule: string;
  /** `spec`, or `real system` (fails only with --strict). */
  basis: 'spec' | 'real system';
  expected: string;
  received: string;
}

export interface JudgedAnswer {
  operation: Operation;
  /** The query string as the client sent it, without `?`. */
  rawQuery: string;
  status: number;
  /** Answer headers by lower-cased name. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface AnswerJudge {
  (answer: JudgedAnswer): Violation[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body as text, uncompressed as the Content-Encoding says (bounded by the caller's body cap, times a ratio). */
export function decodedText(body: Buffer, encoding: string | undefined, maxBytes: number): string {
  const options = { maxOutputLength: maxBytes };
  const e = (encoding ?? '').trim().toLowerCase();
  const raw = e === 'gzip' || e === 'x-gzip' ? gunzipSync(body, options) : e === 'deflate' ? inflateSync(body, options) : e === 'br' ? brotliDecompressSync(body, options) : body;
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(raw);
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/** The schema component a success answer must match, and the value to hold to it. */
function componentOf(operation: Operation, rawQuery: string, body: Record<string, unknown>, mode: 'spec' | 'documented'): [string, unknown] {
  if (operation === 'notificationList') return ['NotificationListResponse', body];
  const subset = /(^|&)keys=[^&]/.test(rawQuery);
  if (mode === 'documented') return [subset ? 'ConfigsSubsetResponse' : 'ConfigsResponse', body];
  return [subset ? 'GlobalConfigItems' : 'GlobalConfigs', 'code' in body && isObject(body.data) ? body.data : body];
}

export function createAnswerJudge(validators: { spec: DocumentValidator; documented: DocumentValidator }, options: { strict: boolean; maxBytes: number }): AnswerJudge {
  return (answer) => {
    const violations: Violation[] = [];
    if (answer.status >= 300 && answer.status < 400) return violations; // handed back as it is; nothing to judge
    const type = answer.headers['content-type'] ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) violations.push({ rule: 'answerIsJson', basis: 'spec', expected: 'Content-Type application/json (Response body: JSON)', received: type === '' ? 'no Content-Type' : `Content-Type ${type}` });
    let text: string;
    try {
      text = decodedText(answer.body, answer.headers['content-encoding'], options.maxBytes);
    } catch (error) {
      violations.push({ rule: 'bodyIsUtf8Json', basis: 'spec', expected: 'a UTF-8 JSON body', received: `a body that cannot be decoded (${(error as Error).message.slice(0, 80)})` });
      return violations;
    }
    if (text.charCodeAt(0) === 0xfeff) violations.push({ rule: 'bodyIsUtf8Json', basis: 'spec', expected: 'JSON text as RFC 8259 defines it', received: 'a byte-order mark before the JSON' });
    let json: unknown;
    try {
      json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      violations.push({ rule: 'bodyIsUtf8Json', basis: 'spec', expected: 'a JSON body', received: excerpt(text) || 'an empty body' });
      return violations;
    }
    if (answer.status >= 500 || !isObject(json)) return violations;
    const rejected = answer.status >= 400 || (json.code !== undefined && json.code !== 0);
    const mode = options.strict ? 'documented' : 'spec';
    const [component, value] = rejected ? ['ErrorEnvelope', json] : componentOf(answer.operation, answer.rawQuery, json, mode);
    if (rejected && mode === 'spec') return violations; // Spec › Errors: shape not shown
    const result = validators[mode].validate(component, value);
    if (!result.valid) {
      const list = result.problems.slice(0, 3).map((p) => `${p.path} ${p.message}`).join('; ');
      violations.push({ rule: rejected ? 'errorMatchesTheDocument' : 'answerMatchesTheSchema', basis: mode === 'spec' ? 'spec' : 'real system', expected: `an answer matching ${component}`, received: `${list}${result.problems.length > 3 ? ` (+${result.problems.length - 3} more)` : ''}` });
    }
    return violations;
  };
}
