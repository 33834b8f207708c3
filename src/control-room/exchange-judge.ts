// The verdicts the control room shows beside each journaled request: the request per the document, and the answer by
// the contract kit's rules of one answer (answerJudge, as the kit and the proxy judge it): `spec`, the rules the spec
// states; `documented`, every rule, the assumed ones too. Judged when first asked for (never on the request's own
// path), then remembered.
import { answerFromText, answerJudge, invariantRules, type Validators, type Violation } from '../contract/index.js';
import type { Judgement, Verdict } from '../schema/index.js';
import { createDocumentValidator, mockDocument } from '../validation/index.js';
import { createRequestJudge } from './judge-request.js';
import type { JournalRecord } from './request-journal.js';

export type { Verdict } from '../schema/index.js';

export interface ExchangeJudge {
  verdict(record: JournalRecord): Verdict;
  /**
   * Compiles the validators in the background, one exchange per turn of the event loop: ajv takes up to a second for
   * the configs' schema, which the first verdict would otherwise wait for. Started when the control room opens.
   */
  warm(): void;
}

const decoder = new TextDecoder();
const LIST = '/api/core/v1/notification/list';
const DEMO = {
  'x-core-aid': 'a',
  'x-core-aid-token': 'b',
  'x-core-uid': 'c',
  'x-core-uid-token': 'd',
  prefer: 'total=1',
  'x-core-client-lang-tag': 'en',
};

/** Exchanges whose judging compiles every validator the mock's answers need (their verdicts are thrown away). */
const WARM_UP: Partial<JournalRecord>[] = [
  {
    operation: 'notificationList',
    url: `${LIST}?types=1&status=0&filterUserType=whitelist&filterUserKeys=a&filterInfoType=blacklist&filterInfoKeys=b&pageSize=1&page=1`,
    body: '{"code":0,"message":"ok","data":{}}',
  },
  {
    operation: 'configs',
    url: '/api/core/v1/global/configs?keys=site_name',
    body: '{"code":0,"message":"ok","data":{}}',
  },
  { operation: 'configs', url: '/api/core/v1/global/configs', body: '{"code":0,"message":"ok","data":{}}' },
  { operation: null, url: '/', body: '{"code":404,"message":"","data":null}' },
];

const problem = (v: Violation) => `${v.rule}: expected ${v.expected}; received ${v.received}`;

/** The answer's verdicts in both modes: the spec's rules, and every rule. */
function answerVerdicts(violations: readonly Violation[]): { spec: Judgement; documented: Judgement } {
  const spec = violations.filter((v) => invariantRules[v.rule].provenance === 'spec');
  return {
    spec: { valid: spec.length === 0, problems: spec.map(problem) },
    documented: { valid: violations.length === 0, problems: violations.map(problem) },
  };
}

export interface ExchangeJudgeOptions {
  /** The document the exchanges are judged by; default the mock document (the mock's controls are documented there). */
  document?: Record<string, unknown>;
  /** The headers of every journaled answer (the journal keeps none: the server that journals them knows them). */
  answerHeaders?: Readonly<Record<string, string>>;
}

/** A judge with its validators compiled on first use or by `warm()`, never at start-up. */
export function createExchangeJudge(options: ExchangeJudgeOptions = {}): ExchangeJudge {
  let validators: Validators | undefined;
  let judgeAnswer: ReturnType<typeof answerJudge> | undefined;
  let judgeRequest: ReturnType<typeof createRequestJudge> | undefined;
  let warming = false;
  /** Each record's verdict, with the id it was made for: the journal writes a later request into the same record. */
  const verdicts = new WeakMap<JournalRecord, { id: number; verdict: Verdict }>();

  function judged(record: JournalRecord): Verdict {
    const document = options.document ?? mockDocument();
    judgeRequest ??= createRequestJudge(document as unknown as Parameters<typeof createRequestJudge>[0]);
    validators ??= {
      spec: createDocumentValidator(document, 'spec'),
      documented: createDocumentValidator(document, 'documented'),
    };
    const request = judgeRequest(record);
    if (record.durationMs === null) return { request, answer: null, unjudged: 'the answer is still pending' };
    if (record.status === 0)
      return {
        request,
        answer: null,
        unjudged: record.fault
          ? `no answer (fault ${record.fault})`
          : 'no answer: the client closed the connection first',
      };
    if (record.body === null)
      return {
        request,
        answer: null,
        unjudged: 'the journal let this answer go (it keeps the newest answers within its budget)',
      };
    if (record.truncated) return { request, answer: null, unjudged: 'only an excerpt of this long answer was kept' };
    judgeAnswer ??= answerJudge(validators);
    const text = typeof record.body === 'string' ? record.body : decoder.decode(record.body);
    const [path = '', search = ''] = record.url.split('?');
    const answer = answerFromText(
      { path, search: new URLSearchParams(search) },
      { status: record.status, headers: options.answerHeaders ?? {}, text },
    );
    return { request, answer: answerVerdicts(judgeAnswer(answer).violations) };
  }

  return {
    verdict(record) {
      const known = verdicts.get(record);
      if (known?.id === record.id) return known.verdict;
      const verdict = judged(record);
      if (record.durationMs !== null) verdicts.set(record, { id: record.id, verdict }); // a pending one: when sent
      return verdict;
    },
    warm() {
      if (warming) return;
      warming = true;
      const step = (i: number) => {
        const exchange = WARM_UP[i];
        if (!exchange) return;
        judged({
          id: 0,
          at: 0,
          method: 'GET',
          headers: DEMO,
          status: 200,
          code: 0,
          applied: null,
          fault: null,
          durationMs: 0,
          bodyLength: 0,
          headBytes: 0,
          truncated: false,
          url: '/',
          operation: null,
          body: null,
          ...exchange,
        });
        setTimeout(() => step(i + 1), 0).unref();
      };
      setTimeout(() => step(0), 0).unref();
    },
  };
}
