// What kind of answer arrived, as the spec allows it: a success, a rejection (any error shape) or a broken answer.

export type AnswerKind = 'success' | 'rejection' | 'broken';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Spec › Errors: error codes, messages, statuses and shape are not shown, so a rejection is an HTTP 4xx or an answer
 * whose `code` is not 0. 5xx, redirects, non-JSON and missing answers are broken, never rejections.
 */
export function answerKind(status: number | undefined, json: unknown): AnswerKind {
  if (status === undefined || status >= 500 || (status >= 300 && status < 400)) return 'broken';
  if (status >= 400) return 'rejection';
  if (!isObject(json)) return 'broken';
  return json.code !== undefined && json.code !== 0 ? 'rejection' : 'success';
}
