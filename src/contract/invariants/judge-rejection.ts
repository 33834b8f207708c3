// The invariants of one error answer (either endpoint): the real system's HTTP 200 envelope, and the document's shape.
import { isObject } from './answer-kind.js';
import type { Judgement, Violation } from './invariant-rules.js';
import { describeProblems, schemaProblems } from './schema-problems.js';
import type { SeenAnswer, Validators } from './seen-answer.js';

/**
 * A request too large to read (RFC 9110 §15.5.14 413, §15.5.15 414; RFC 6585 §5 431) is refused by the HTTP layer in
 * front of the application, before its error handling: its status is no fact of the application's errors.
 */
const TOO_LARGE = new Set([413, 414, 431]);

export function judgeRejection(answer: SeenAnswer, validators: Validators): Judgement {
  const violations: Violation[] = [];
  const rule = TOO_LARGE.has(answer.status) ? [] : (['errorsAreHttp200Envelopes'] as const);
  const body = answer.json;
  const shaped =
    isObject(body) &&
    Number.isInteger(body.code) &&
    body.code !== 0 &&
    typeof body.message === 'string' &&
    body.data === null;
  if (rule.length > 0 && (answer.status !== 200 || !shaped)) {
    const shape = body === undefined ? 'a body that is not JSON' : JSON.stringify(body).slice(0, 120);
    violations.push({
      rule: 'errorsAreHttp200Envelopes',
      expected: 'HTTP 200 with {"code": <non-zero>, "message": "…", "data": null}',
      received: `HTTP ${answer.status} ${shape}`,
    });
  }
  if (body === undefined) return { judged: [...rule], violations };
  const problems = schemaProblems(validators.documented, 'ErrorEnvelope', body);
  if (problems.length > 0)
    violations.push({
      rule: 'everyAnswerMatchesTheDocumentedSchema',
      expected: 'an error matching ErrorEnvelope',
      received: describeProblems(problems),
    });
  return { judged: [...rule, 'everyAnswerMatchesTheDocumentedSchema'], violations };
}
