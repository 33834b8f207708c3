// Spec › Configuration item: "each configuration item is a key name with a value" of the listed type. A key present
// with `null` is a setting nobody has set yet (a fresh install leaves its site URL, its service URLs and its query
// configs unset): it holds no value, so no value of another type. Only a value of another type breaks the Type column;
// which keys a real install always fills is the real system's fact (onlyOptionalConfigsAreNull, --strict).
import type { DocumentValidator, ValidationProblem } from '../../validation/index.js';
import { isObject } from './answer-kind.js';

/** The top-level keys of a configs payload that are present and unset (null). */
export const unsetItems = (payload: unknown): string[] =>
  isObject(payload) ? Object.keys(payload).filter((key) => payload[key] === null) : [];

/**
 * Problems of a configs payload against a component, unset items read as unset: they are validated as absent (so
 * every other problem is named, however many items are unset), and only their absence is not a problem.
 */
export function configsPayloadProblems(
  validator: DocumentValidator,
  component: string,
  payload: unknown,
): ValidationProblem[] {
  const unset = new Set(unsetItems(payload));
  const value =
    unset.size === 0 ? payload : Object.fromEntries(Object.entries(payload as object).filter(([k]) => !unset.has(k)));
  const result = validator.validate(component, value);
  if (result.valid) return [];
  return result.problems.filter((p) => {
    const missing = /^must have property "(.+)"$/.exec(p.message)?.[1];
    return !(p.path === '/' && missing !== undefined && unset.has(missing));
  });
}
