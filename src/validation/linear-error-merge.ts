// Makes ajv's collection of errors linear: its generated code merges a referenced schema's errors with
// `vErrors.concat(…)`, copying every error collected so far at each failing `$ref` (a list of n invalid items costs
// n² copies). This rewrite appends in place instead; the result is the same list of errors in the same order.

/** The merge ajv generates after a failing `$ref` call (ajv 8, vocabularies/core/ref). */
const CONCAT = /vErrors === null \? ([\w$]+\.errors) : vErrors\.concat\(\1\)/g;

/** Appends b to a in place (no spread: b may hold more items than a call may take arguments). */
const APPEND = '(function (a, b) { for (var i = 0; i < b.length; i++) a.push(b[i]); return a; })';

/** For ajv's `code.process` option: the generated source with every concat-merge made an in-place append. */
export function linearErrorMerge(source: string): string {
  return source.replace(
    CONCAT,
    (_match, errors: string) => `vErrors === null ? ${errors} : ${APPEND}(vErrors, ${errors})`,
  );
}

/** How many merges a source holds (the test checks that ajv still generates the pattern this rewrite expects). */
export const concatMerges = (source: string): number => source.match(CONCAT)?.length ?? 0;
