// Holds one answer of an operation, passing through the proxy, to the contract kit's per-answer invariants (the same
// pure rules the kit applies to every answer it receives): schema, JSON content type and body, pagination arithmetic,
// list length, items of the requested types and status. Spec rules always count; the real system's (basis `real
// system`) only with --strict; the mock's own choices never.
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { answerKind } from '../contract/invariants/answer-kind.js';
import { invariantRules } from '../contract/invariants/invariant-rules.js';
import { judgeConfigsAnswer } from '../contract/invariants/judge-configs-answer.js';
import { judgeListAnswer } from '../contract/invariants/judge-list-answer.js';
import { readJsonText } from '../contract/invariants/read-json-text.js';
import type { SeenAnswer, Validators } from '../contract/invariants/seen-answer.js';
import type { Operation } from '../schema/operations.js';

export interface Violation {
  /** The rule broken: a contract-kit invariant's name, or `answerIsJson` / `answerIsDecodable`. */
  rule: string;
  /** `spec`, or `real system` (counted only with --strict). */
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

export type AnswerJudge = (answer: JudgedAnswer) => Violation[];

/** The body as text, uncompressed as the Content-Encoding says, at most `maxBytes` once uncompressed. */
export function decodedText(body: Buffer, encoding: string | undefined, maxBytes: number): string {
  const options = { maxOutputLength: maxBytes };
  const e = (encoding ?? '').trim().toLowerCase();
  const raw = e === 'gzip' || e === 'x-gzip' ? gunzipSync(body, options) : e === 'deflate' ? inflateSync(body, options) : e === 'br' ? brotliDecompressSync(body, options) : body;
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(raw); // a BOM stays: the invariants report it
}

/** The answer as the invariants read it, or why it cannot be read at all. */
export function seenAnswer(answer: JudgedAnswer, maxBytes: number): { seen: SeenAnswer; problem?: string } | { problem: string } {
  let text: string;
  try {
    text = decodedText(answer.body, answer.headers['content-encoding'], maxBytes);
  } catch (error) {
    return { problem: `a body that cannot be decoded as UTF-8 (${(error as Error).message.slice(0, 80)})` };
  }
  const read = readJsonText(text);
  const seen = { status: answer.status, headers: answer.headers, json: read.json, bom: read.bom };
  return read.problem === undefined ? { seen } : { seen, problem: read.problem === 'not JSON' ? `not JSON: ${JSON.stringify(text.slice(0, 80))}` : read.problem };
}

export function createAnswerJudge(validators: Validators, options: { strict: boolean; maxBytes: number }): AnswerJudge {
  return (answer) => {
    // Redirects are handed back; 5xx and the like are the target's faults, not contract answers: nothing to judge.
    if (answer.status >= 500 || (answer.status >= 300 && answer.status < 400)) return [];
    const read = seenAnswer(answer, options.maxBytes);
    if (!('seen' in read)) return [{ rule: 'answerIsDecodable', basis: 'spec', expected: 'a UTF-8 JSON body (Response body: JSON)', received: read.problem }];
    if (read.problem !== undefined) return [{ rule: 'answerIsJson', basis: 'spec', expected: 'a JSON body (Response body: JSON)', received: read.problem }];
    if (answerKind(answer.status, read.seen.json) === 'broken') return [{ rule: 'answerIsJson', basis: 'spec', expected: 'a JSON object: the envelope (Response body)', received: JSON.stringify(read.seen.json)?.slice(0, 80) ?? 'nothing' }];
    const search = new URLSearchParams(answer.rawQuery);
    const judgement = answer.operation === 'notificationList' ? judgeListAnswer(search, read.seen, validators) : judgeConfigsAnswer(search, read.seen, validators);
    return judgement.violations.flatMap((v): Violation[] => {
      const rule = invariantRules[v.rule];
      if (rule.provenance === 'spec') return [{ ...v, basis: 'spec' }];
      return rule.basis === 'real system' && options.strict ? [{ ...v, basis: 'real system' }] : [];
    });
  };
}
