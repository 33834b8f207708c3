// The invariants of one configs answer: its items match the spec's schema (the payload, enveloped or not; an unset
// item is no value of another type) and the whole answer matches the document. Pure, like judgeListAnswer.
import { answerKind, isObject } from './answer-kind.js';
import type { Judgement, Violation } from './invariant-rules.js';
import { judgeRejection } from './judge-rejection.js';
import { configsProblems, describeProblems, notNamedIn, schemaProblems } from './schema-problems.js';
import type { SeenAnswer, Validators } from './seen-answer.js';

export function judgeConfigsAnswer(
  search: Pick<URLSearchParams, 'get'>,
  answer: SeenAnswer,
  validators: Validators,
): Judgement {
  const kind = answerKind(answer.status, answer.json);
  if (kind === 'rejection') return judgeRejection(answer, validators);
  if (kind === 'broken') return { judged: [], violations: [] };
  const body = answer.json as Record<string, unknown>;
  const subset = (search.get('keys') ?? '') !== '';
  const enveloped = 'code' in body && isObject(body.data);
  const payload = enveloped ? body.data : body;
  const violations: Violation[] = [];
  const spec = configsProblems(validators.spec, subset ? 'GlobalConfigItems' : 'GlobalConfigs', payload);
  if (spec.length > 0)
    violations.push({
      rule: 'everyConfigsAnswerMatchesTheSchema',
      expected: `every answer matching ${subset ? 'GlobalConfigItems' : 'GlobalConfigs'}`,
      received: describeProblems(spec),
    });
  // What the spec's rule reports already is not reported again as a fact of the real system.
  const documented = notNamedIn(
    schemaProblems(validators.documented, subset ? 'ConfigsSubsetResponse' : 'ConfigsResponse', body, true),
    spec,
    enveloped ? '/data' : '',
  );
  if (documented.length > 0)
    violations.push({
      rule: 'everyAnswerMatchesTheDocumentedSchema',
      expected: `an answer matching ${subset ? 'ConfigsSubsetResponse' : 'ConfigsResponse'}`,
      received: describeProblems(documented),
    });
  return { judged: ['everyConfigsAnswerMatchesTheSchema', 'everyAnswerMatchesTheDocumentedSchema'], violations };
}
