// Compiles the document's components/schemas with ajv (JSON Schema 2020-12) and validates values against them.
import { createRequire } from 'node:module';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { dedupe, toProblems, type ValidationProblem } from './ajv-problems.js';
import { schemasOf, type ValidationMode } from './schemas-of.js';
import { examinedPart, EXAMINED_VALUES, namedMembers } from './examined-part.js';
import { linearErrorMerge } from './linear-error-merge.js';
import { splitWideObjects } from './split-wide-objects.js'; // one 150 KB function held the exit for minutes
import { componentUnions, isPureAnyOf, unionVariantData, type UnionVariant } from './union-variants.js';
import { stripAnnotations } from './strip-annotations.js';
import { aheadOf } from './validators-ahead.js';

export type { UnionVariant };

export type { ValidationMode };
export { schemasOf };

export type { ValidationProblem };

/** Problems named per value at most: naming costs time and report space, and the first ones say what is wrong. */
export const MAX_PROBLEMS = 20;

export type ValidationResult =
  | { valid: true }
  | {
      valid: false;
      /** The first MAX_PROBLEMS problems. */
      problems: ValidationProblem[];
      /** Further problems found beyond those (not listed). */
      more: number;
      /** A long list or a huge object was examined only in part (see examinedPart): problems there are not counted. */
      partial: boolean;
    };

export interface DocumentValidator {
  validate(component: string, value: unknown): ValidationResult;
  /** Compiles (or loads) the validator every value of `component` meets first; the one naming all problems waits for an invalid value. */
  prepare(component: string): void;
  components: string[];
  /** The variants of a union component in this mode (none for a component that is no union of references). */
  variants(component: string): UnionVariant[];
}

const SCHEMAS_ID = 'https://core-kit.local/components';
const VENDOR_KEYWORDS = [
  'x-assumption',
  'x-spec-relaxed',
  'x-generated',
  'x-enum-varnames',
  'x-enum-descriptions',
  'x-real-null',
  'x-open-structure',
  'x-real-system',
];

interface OpenApiLike {
  components?: { schemas?: Record<string, unknown> };
}

/** The components as `$defs`, their references retargeted, each schema without its annotations. */
const retarget = (defs: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(JSON.stringify(defs).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>,
    ).map(([name, schema]) => [name, stripAnnotations(schema)]),
  );

/** ajv over the document's components; `source`: keep the generated code (the build writes it into dist/). */
export function componentsAjv(defs: unknown, allErrors: boolean, source = false): Ajv2020 {
  // Referenced schemas stay separate functions (inlineRefs: false): the structures nest in many places, and inlining
  // each copy would double the compile time for nothing.
  // Loaded when first compiling (some 30 ms): the validators compiled ahead serve a run of the committed document.
  const { Ajv2020: Ajv } = createRequire(import.meta.url)('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv({
    strict: true,
    strictRequired: false,
    allErrors,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { process: linearErrorMerge, ...(source ? { source: true } : {}) },
  });
  ajv.addVocabulary(VENDOR_KEYWORDS);
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: retarget(splitWideObjects(defs as Record<string, unknown>)) });
  return ajv;
}

/** The reference of a component in componentsAjv. */
export const componentRef = (component: string): string => `${SCHEMAS_ID}#/$defs/${component}`;

/**
 * Validators already built, per document object and mode: compiling the document's schemas (the real structures, each
 * notification variant) costs most of a second, and a process that runs the kit many times (the contract self-test)
 * should pay it once.
 */
const built = new WeakMap<object, Map<ValidationMode, DocumentValidator>>();

/** A validator for every component of the document (the same one for the same document object and mode). */
export function createDocumentValidator(document: OpenApiLike, mode: ValidationMode = 'documented'): DocumentValidator {
  let byMode = built.get(document);
  if (!byMode) built.set(document, (byMode = new Map()));
  let validator = byMode.get(mode);
  if (!validator) byMode.set(mode, (validator = buildValidator(document, mode)));
  return validator;
}

/** Compiles components on first use, over one ajv instance made then; `allErrors` collects every problem. */
function componentCompiler(
  schemas: Record<string, unknown>,
  defs: unknown,
  allErrors: boolean,
): (component: string) => ValidateFunction {
  let ajv: Ajv2020 | null = null;
  const compiled = new Map<string, ValidateFunction>();
  return (component) => {
    let fn = compiled.get(component);
    if (!fn) {
      if (!(component in schemas)) throw new Error(`No schema named ${component} in the document`);
      fn = (ajv ??= componentsAjv(defs, allErrors)).getSchema(componentRef(component));
      if (!fn) throw new Error(`Schema ${component} did not compile`);
      compiled.set(component, fn);
    }
    return fn;
  };
}

/**
 * A value is first checked by validators that stop at the first problem: a notification then stops at the variant it
 * matches, where collecting every error would check it against all eight. Only an invalid value is checked again, to
 * name all its problems.
 */
function buildValidator(document: OpenApiLike, mode: ValidationMode): DocumentValidator {
  const schemas = document.components?.schemas ?? {};
  // The mode's schemas, read when something compiles or an invalid value is examined (not for valid answers).
  let modeDefs: unknown;
  const defsOf = () => (modeDefs ??= schemasOf(document, mode));
  // Compiled ahead into dist/ for the committed document (see precompiled-validators.ts), else here when first used.
  const ahead = aheadOf(document, mode);
  let compile: ((component: string) => ValidateFunction) | undefined;
  const quick = (component: string) =>
    ahead?.quick[component] ?? (compile ??= componentCompiler(schemas, defsOf(), false))(component);
  let named: ReturnType<typeof namedMembers> | undefined;
  let full: ((component: string) => ValidateFunction) | undefined;
  // Each component's union (read ahead by the build for the judged ones): its variants, and whether it is an anyOf alone.
  const unions = componentUnions(
    (component) =>
      ahead?.unions[component] ?? {
        pure: isPureAnyOf(defsOf() as Record<string, unknown>, component),
        variants: unionVariantData(defsOf() as Record<string, unknown>, component),
      },
    quick,
  );

  return {
    components: Object.keys(schemas),
    variants: unions.variants,
    prepare: (component) => {
      quick(component);
      for (const variant of unions.triedAlone(component)) quick(variant);
    },
    validate(component, value) {
      // A notification is checked against the variant its actionTarget picks, not against each variant in turn.
      if (unions.holdsAsItsVariant(component, value)) return { valid: true };
      const first = quick(component);
      if (first(value)) return { valid: true };
      const firstProblems = toProblems(first.errors);
      full ??= componentCompiler(schemas, defsOf(), true);
      const fn = full(component);
      const examined = examinedPart(value, EXAMINED_VALUES, (named ??= namedMembers(defsOf())));
      fn(examined.value);
      // The examined part may hold no problem when the first one lies past where its lists or members were cut.
      const found = dedupe(fn.errors?.length ? toProblems(fn.errors) : firstProblems);
      return {
        valid: false,
        problems: found.slice(0, MAX_PROBLEMS),
        more: Math.max(0, found.length - MAX_PROBLEMS),
        partial: examined.cut,
      };
    },
  };
}
