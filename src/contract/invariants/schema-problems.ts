// Schema conformance at a cost linear in the answer and capped: a list is validated envelope first, then item by
// item, stopping at the first item that fails, and at most MAX_SCHEMA_PROBLEMS problems are kept.
import type { DocumentValidator, ValidationProblem } from '../../validation/index.js';
import { isObject } from './answer-kind.js';
import { fromSameItemText, itemTextNumbers } from './list-item-texts.js';
import { fromSameText } from './read-json-text.js';
import { configsPayloadProblems } from './unset-config-values.js';

export const MAX_SCHEMA_PROBLEMS = 5;

const capped = (problems: ValidationProblem[]) => problems.slice(0, MAX_SCHEMA_PROBLEMS);

const under = (path: string) => `${path === '/' ? '' : path}/`;
const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/';

/**
 * The alternatives a value did not take are noise beside the problems of the one it did: `must be null` and `must
 * match a schema in anyOf` at a path are dropped when problems deeper in the same value say what is wrong, and a
 * member's `must be null` when another problem of its object does (the object was not the placeholder alternative,
 * whose members are null: the anonymous or deactivated user beside a User Info).
 */
const withoutUntakenAlternatives = (problems: ValidationProblem[]) =>
  problems.filter(
    (p) =>
      !(p.message === 'must be null' || /^must match (a|exactly one) schema in (anyOf|oneOf)$/.test(p.message)) ||
      (!problems.some((q) => q.path.startsWith(under(p.path))) &&
        !(
          p.message === 'must be null' &&
          problems.some((q) => q.message !== 'must be null' && q.path.startsWith(under(parentOf(p.path))))
        )),
  );

function problemsOf(validator: DocumentValidator, component: string, value: unknown, prefix = ''): ValidationProblem[] {
  const result = validator.validate(component, value);
  if (result.valid) return [];
  const fitting = validator.variants(component).filter((v) => v.fits(value));
  // A union (a notification: one variant per actionTarget): the problems of the variant the value's own
  // discriminating members pick, named; not one "must be N" for every variant it is not.
  if (fitting.length === 1) {
    const own = problemsOf(validator, fitting[0]!.component, value, prefix);
    if (own.length > 0)
      return own.map((p) => ({
        ...p,
        message: `${p.message} (as ${fitting[0]!.component}: ${fitting[0]!.discriminators})`,
      }));
  }
  if (fitting.length === 0 && isObject(value) && validator.variants(component).length > 0)
    return [
      {
        path: prefix || '/',
        message: `fits no variant of ${component} (${validator
          .variants(component)
          .map((v) => `${v.component}: ${v.discriminators}`)
          .join('; ')})`,
      },
    ];
  return capped(withoutUntakenAlternatives(result.problems)).map((p) => ({
    path: prefix ? `${prefix}${p.path === '/' ? '' : p.path}` : p.path,
    message: p.message,
  }));
}

/**
 * Problems of a list answer's body against `NotificationListResponse`, or none: once per text, for a page the run
 * received before (about 40% of a default run's bytes), they are those it had.
 */
export const listSchemaProblems = (validator: DocumentValidator, body: unknown): ValidationProblem[] => [
  ...fromSameText(body, validator, 'list', () => listProblems(validator, body)),
];

function listProblems(validator: DocumentValidator, body: unknown): ValidationProblem[] {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(body) || !isObject(data) || !Array.isArray(data.list))
    return problemsOf(validator, 'NotificationListResponse', body);
  // The envelope and the first item that fails: a wrong message must not hide a wrong item.
  const envelope = problemsOf(validator, 'NotificationListResponse', { ...body, data: { ...data, list: [] } });
  const texts = itemTextNumbers(body, data.list);
  for (let i = 0; i < data.list.length; i++) {
    const item = data.list[i];
    const found = fromSameItemText(texts?.[i], validator, 'Notification', () =>
      problemsOf(validator, 'Notification', item),
    );
    if (found.length > 0) return capped([...envelope, ...found.map((p) => atItem(`/data/list/${i}`, p))]);
  }
  return envelope;
}

/** A problem of an item as named in the list, at `prefix` (problemsOf with that prefix names the same). */
const atItem = (prefix: string, p: ValidationProblem): ValidationProblem => ({
  path: `${prefix}${p.path === '/' ? '' : p.path}`,
  message: p.message,
});

/** The problems of `more` that `known` does not name already (the same path, or the same path under `prefix`). */
export function notNamedIn(
  more: readonly ValidationProblem[],
  known: readonly ValidationProblem[],
  prefix = '',
): ValidationProblem[] {
  const named = new Set(known.map((p) => `${prefix}${p.path === '/' && prefix ? '' : p.path} ${p.message}`));
  return more.filter((p) => !named.has(`${p.path} ${p.message}`));
}

/** Problems of a configs payload (unset items read as unset, see unset-config-values), capped. */
export const configsProblems = (
  validator: DocumentValidator,
  component: string,
  payload: unknown,
): ValidationProblem[] => configsPayloadProblems(validator, component, payload);

/**
 * Problems of any other value against one component, capped (`uncapped`: as many as the validator names), once per
 * text, as listSchemaProblems.
 */
export const schemaProblems = (
  validator: DocumentValidator,
  component: string,
  value: unknown,
  uncapped = false,
): ValidationProblem[] => [
  ...fromSameText(value, validator, uncapped ? `${component} uncapped` : component, () => {
    if (!uncapped) return problemsOf(validator, component, value);
    const result = validator.validate(component, value);
    return result.valid ? [] : result.problems;
  }),
];

export const describeProblems = (problems: readonly ValidationProblem[]) =>
  problems
    .slice(0, 3)
    .map((p) => `${p.path} ${p.message}`)
    .join('; ') + (problems.length > 3 ? ' (and more)' : '');
