// The violations of one answer of an operation passing through the proxy: the body decoded as its Content-Encoding
// says, then held to the contract kit's rules of one answer (answerJudge: the same judge the kit and both control rooms
// use): schema, pagination arithmetic, list length, items of the
// requested types and status; the HTTP and JSON rules of every answer (no 5xx, a 2xx is the JSON envelope, a JSON
// media type, UTF-8 bytes, strict JSON, an honest Content-Length); and the value rules (no template or serializer
// marks, real calendar times, timeAgo agreeing with datetime, anonymous triggers without identity), read with the
// wording of the first whole configs answer that passed. Spec rules always count; the real system's (basis `real
// system`) only with --strict; the mock's own choices never.
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import {
  answerFromText,
  answerJudge,
  decodeBody,
  invariantRules,
  readJsonText,
  type SeenAnswer,
  type Validators,
} from '../contract/index.js';
import { operationNamed, type Operation } from '../schema/index.js';

export interface Violation {
  /** The rule broken: a contract-kit invariant's name, or `answerIsDecodable` (a body its Content-Encoding cannot undo). */
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
  /** The Content-Length the target declared, when the connection ended before that many bytes came. */
  declaredLength?: number | undefined;
  /** The body already undone of its Content-Encoding (then not decoded again). */
  decoded?: Buffer | undefined;
}

export type AnswerJudge = (answer: JudgedAnswer) => Violation[];

/**
 * The body's bytes, uncompressed as the Content-Encoding says, at most `maxBytes` once uncompressed (past it zlib
 * throws ERR_BUFFER_TOO_LARGE: see isTooLarge).
 */
export function decodedBytes(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes };
  const e = (encoding ?? '').trim().toLowerCase();
  return e === 'gzip' || e === 'x-gzip'
    ? gunzipSync(body, options)
    : e === 'deflate'
      ? inflateSync(body, options)
      : e === 'br'
        ? brotliDecompressSync(body, options)
        : body;
}

/** zlib stopped at the size limit: the answer is larger than `--max-body` once uncompressed. */
export const isTooLarge = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';

/** The body as text, uncompressed as the Content-Encoding says, at most `maxBytes` once uncompressed. */
export function decodedText(body: Buffer, encoding: string | undefined, maxBytes: number): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(decodedBytes(body, encoding, maxBytes)); // a BOM stays: the invariants report it
}

/** The answer as the invariants read it, or why it cannot be read at all. */
export function seenAnswer(
  answer: JudgedAnswer,
  maxBytes: number,
): { seen: SeenAnswer; problem?: string } | { problem: string } {
  let text: string;
  try {
    text = answer.decoded
      ? new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(answer.decoded)
      : decodedText(answer.body, answer.headers['content-encoding'], maxBytes);
  } catch (error) {
    return { problem: `a body that cannot be decoded as UTF-8 (${(error as Error).message.slice(0, 80)})` };
  }
  const read = readJsonText(text);
  const seen = { status: answer.status, headers: answer.headers, json: read.json, bom: read.bom };
  return read.problem === undefined
    ? { seen }
    : { seen, problem: read.problem === 'not JSON' ? `not JSON: ${JSON.stringify(text.slice(0, 80))}` : read.problem };
}

export function createAnswerJudge(validators: Validators, options: { strict: boolean; maxBytes: number }): AnswerJudge {
  // The configs' timeAgo wording and date formats, from the first whole configs answer that passed through.
  const judge = answerJudge(validators);
  return (answer) => {
    // A redirect is handed back, not an answer of the API: nothing to judge.
    if (answer.status >= 300 && answer.status < 400) return [];
    let bytes: Buffer;
    try {
      bytes = answer.decoded ?? decodedBytes(answer.body, answer.headers['content-encoding'], options.maxBytes);
    } catch (error) {
      return [
        {
          rule: 'answerIsDecodable',
          basis: 'spec',
          expected: `a body its Content-Encoding (${answer.headers['content-encoding']}) undoes (Response body: JSON)`,
          received: (error as Error).message.slice(0, 80),
        },
      ];
    }
    // Decoded as the kit decodes: the bytes are judged as UTF-8 (everyAnswerIsValidUtf8), the text read anyway.
    const { body: text, wire } = decodeBody(bytes, answer.declaredLength);
    const request = { path: operationNamed(answer.operation).path, search: new URLSearchParams(answer.rawQuery) };
    return judge(
      answerFromText(request, { status: answer.status, headers: answer.headers, text, wire }),
    ).violations.flatMap((v): Violation[] => {
      const rule = invariantRules[v.rule];
      if (rule.provenance === 'spec') return [{ ...v, basis: 'spec' }];
      return rule.basis === 'real system' && options.strict ? [{ ...v, basis: 'real system' }] : [];
    });
  };
}
