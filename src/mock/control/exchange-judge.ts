// The verdicts the control room shows beside each journaled request: the request per the document, and the answer in
// both validator modes. Judged when first asked for (never on the request's own path), then remembered.
import { committedDocument } from '../../validation/committed-document.js';
import { createDocumentValidator, type DocumentValidator } from '../../validation/create-document-validator.js';
import { judgeAnswer, type AnswerJudgement } from './judge-answer.js';
import { createRequestJudge, type RequestJudgement } from './judge-request.js';
import type { JournalRecord } from './request-journal.js';

export interface Verdict {
  request: RequestJudgement;
  /** null: nothing to judge (no answer was sent, or the journal let it go), with the reason. */
  answer: { spec: AnswerJudgement; documented: AnswerJudgement } | null;
  /** Why the answer was not judged. */
  unjudged?: string;
}

export type ExchangeJudge = (record: JournalRecord) => Verdict;

const decoder = new TextDecoder();

/** A judge with its validators compiled on first use (ajv compiles in tens of ms: not at start-up). */
export function createExchangeJudge(given?: Record<string, unknown>): ExchangeJudge {
  let validators: { spec: DocumentValidator; documented: DocumentValidator } | undefined;
  let judgeRequest: ReturnType<typeof createRequestJudge> | undefined;
  const verdicts = new WeakMap<JournalRecord, Verdict>();

  return (record) => {
    const known = verdicts.get(record);
    if (known) return known;
    const document = given ?? committedDocument();
    judgeRequest ??= createRequestJudge(document as unknown as Parameters<typeof createRequestJudge>[0]);
    validators ??= { spec: createDocumentValidator(document, 'spec'), documented: createDocumentValidator(document, 'documented') };
    const request = judgeRequest(record);
    let verdict: Verdict;
    if (record.durationMs === null) return { request, answer: null, unjudged: 'the answer is still pending' }; // judged once it is sent
    if (record.status === 0) verdict = { request, answer: null, unjudged: record.fault ? `no answer (fault ${record.fault})` : 'no answer: the client closed the connection first' };
    else if (record.body === null) verdict = { request, answer: null, unjudged: 'the journal let this answer go (it keeps the newest answers within its budget)' };
    else if (record.truncated) verdict = { request, answer: null, unjudged: 'only an excerpt of this long answer was kept' };
    else {
      const text = typeof record.body === 'string' ? record.body : decoder.decode(record.body);
      verdict = { request, answer: judgeAnswer({ operation: record.operation, url: record.url, text }, validators) };
    }
    verdicts.set(record, verdict);
    return verdict;
  };
}
