// One answer held to every rule that applies to it alone: its endpoint's invariants (schema, paging, the items asked
// for), the HTTP and JSON rules of every answer, and the value rules, read with the configs' wording and date formats.
// The kit judges each answer it receives with it, the proxy each answer passing through, and both control rooms each
// journaled answer: the same rules, the same verdicts, wherever an answer is seen. Pure, but for the judge's memory of
// the first whole configs answer (answerJudge).
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { answerKind, isObject } from './answer-kind.js';
import type { Judgement } from './invariant-rules.js';
import { judgeConfigsAnswer } from './judge-configs-answer.js';
import { judgeEveryAnswer, type WireAnswer } from './judge-every-answer.js';
import { judgeListAnswer } from './judge-list-answer.js';
import { EMPTY_VALUE_CONTEXT, judgeValues, valueContextOf, type ValueContext } from './judge-values.js';
import { isTheRealSystemsKnownCrash } from './known-real-system-crash.js';
import { fromSameText, readJsonText } from './read-json-text.js';
import type { Validators } from './seen-answer.js';
import type { WireFacts } from './wire-facts.js';
import { judgeTimeAgoAgainstDate } from './time-ago-now.js';

/** An answer with the request it answers: its path (no query) and its query. */
export interface AnswerToJudge extends WireAnswer {
  path: string;
  search: URLSearchParams;
}

const NOTHING: Judgement = { judged: [], violations: [] };

export function judgeAnswer(answer: AnswerToJudge, validators: Validators, context: ValueContext): Judgement {
  const { path, search } = answer;
  const endpoint =
    path === NOTIFICATION_LIST_PATH
      ? judgeListAnswer(search, answer, validators)
      : path === CONFIGS_PATH
        ? judgeConfigsAnswer(search, answer, validators)
        : NOTHING;
  // The real system's one known crash is judged only by the check that asks for it (see known-real-system-crash).
  const wire = isTheRealSystemsKnownCrash(path, search, answer.status) ? NOTHING : judgeEveryAnswer(answer);
  const kind = path === NOTIFICATION_LIST_PATH ? 'list' : path === CONFIGS_PATH ? 'configs' : 'other';
  // A function of the value, whether the status is a 5xx and the context alone: judged once per text received (a run
  // receives about 40% of its bytes as pages it already had), shared by every answer parsed from the same text.
  const values = fromSameText(answer.json, context, `values of ${kind}${answer.status >= 500 ? ' 5xx' : ''}`, () =>
    judgeValues(kind, answer, context),
  );
  // Against the answer's own Date: per answer, never per text (the same text may arrive at another time).
  const dated = kind === 'list' ? judgeTimeAgoAgainstDate(answer, context) : NOTHING;
  return {
    judged: [...endpoint.judged, ...wire.judged, ...values.judged, ...dated.judged],
    violations: [...endpoint.violations, ...wire.violations, ...values.violations, ...dated.violations],
  };
}

/**
 * Judges the answers of one session in turn, reading the configs' wording and date formats from the first whole
 * configs answer it judged (the session's own language: a later one may be in another language on purpose).
 */
export function answerJudge(validators: Validators): (answer: AnswerToJudge) => Judgement {
  let context = EMPTY_VALUE_CONTEXT;
  return (answer) => {
    if (
      context === EMPTY_VALUE_CONTEXT &&
      answer.path === CONFIGS_PATH &&
      !answer.search.get('keys') &&
      answerKind(answer.status, answer.json) === 'success'
    ) {
      const body = answer.json as Record<string, unknown>;
      context = valueContextOf('code' in body && isObject(body.data) ? body.data : body);
    }
    return judgeAnswer(answer, validators, context);
  };
}

/** An answer as judgeAnswer reads it, from the text of its body (and what its bytes showed, when they were seen). */
export function answerFromText(
  request: { path: string; search: URLSearchParams },
  answer: { status: number; headers: Readonly<Record<string, string>>; text: string; wire?: WireFacts | undefined },
): AnswerToJudge {
  const read = readJsonText(answer.text);
  return {
    ...request,
    status: answer.status,
    headers: answer.headers,
    json: read.json,
    bom: read.bom,
    jsonProblem: read.problem,
    duplicateKey: read.duplicateKey,
    excerpt: answer.text.slice(0, 200),
    wire: answer.wire,
  };
}
