// The problems ajv reports, as the reports name them: a path into the value and a sentence, each named once.
import type { ErrorObject } from 'ajv/dist/2020.js';

export interface ValidationProblem {
  /** JSON pointer into the value, e.g. `/data/list/3/type`. */
  path: string;
  message: string;
}

const describe = (error: ErrorObject): string => {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum')
    return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'required') return `must have property "${String(params.missingProperty)}"`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  return error.message ?? error.keyword;
};

export const toProblems = (errors: ErrorObject[] | null | undefined): ValidationProblem[] =>
  (errors ?? []).map((e) => ({ path: e.instancePath || '/', message: describe(e) }));

export const dedupe = (problems: ValidationProblem[]) => {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path} ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
