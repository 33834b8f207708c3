// Judges an answer against the committed document, in both modes of the validators the contract kit uses: `spec`
// (only what the spec states) and `documented` (the whole document with its assumptions).
import type { DocumentValidator } from '../validation/index.js';

export interface AnswerJudgement {
  valid: boolean;
  problems: string[];
}

export interface JudgedAnswer {
  /** The operation the request named (`configs`, `notificationList`), or null. */
  operation: string | null;
  url: string;
  /** The answer's text. */
  text: string;
}

type Judge = { component: string; value: unknown } | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the request named configuration keys: the answer then holds only those (ConfigsSubsetResponse). */
const namesKeys = (url: string) => /[?&]keys=[^&]/.test(url);

/** What to validate in each mode, as the contract kit's conformance checks choose it. The spec shows no error shape. */
function targets(answer: JudgedAnswer, body: unknown): { spec: Judge; documented: Judge } {
  const success = isObject(body) && body.code === 0;
  if (!success || answer.operation === null)
    return { spec: null, documented: { component: 'ErrorEnvelope', value: body } };
  if (answer.operation === 'notificationList')
    return {
      spec: { component: 'NotificationListResponse', value: body },
      documented: { component: 'NotificationListResponse', value: body },
    };
  const subset = namesKeys(answer.url);
  return {
    spec: { component: subset ? 'GlobalConfigItems' : 'GlobalConfigs', value: body.data },
    documented: { component: subset ? 'ConfigsSubsetResponse' : 'ConfigsResponse', value: body },
  };
}

function judged(validator: DocumentValidator, target: Judge): AnswerJudgement {
  if (target === null) return { valid: true, problems: [] };
  const result = validator.validate(target.component, target.value);
  if (result.valid) return { valid: true, problems: [] };
  return {
    valid: false,
    problems: [`not a ${target.component}:`, ...result.problems.slice(0, 20).map((p) => `${p.path} ${p.message}`)],
  };
}

export function judgeAnswer(
  answer: JudgedAnswer,
  validators: { spec: DocumentValidator; documented: DocumentValidator },
): { spec: AnswerJudgement; documented: AnswerJudgement } {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch (error) {
    const notJson = {
      valid: false,
      problems: [`not JSON (${error instanceof Error ? error.message : String(error)})`],
    };
    return { spec: notJson, documented: notJson };
  }
  const { spec, documented } = targets(answer, body);
  return { spec: judged(validators.spec, spec), documented: judged(validators.documented, documented) };
}
