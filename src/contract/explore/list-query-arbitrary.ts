// Random notification list queries, valid and invalid, generated from the document's query parameters (their types,
// enums, bounds and patterns) and from keys found in the data; every parameter optional, so shrinking drops them.
import fc from 'fast-check';
import { NOTIFICATION_LIST_PATH } from '../../schema/index.js';

export type ExploreQuery = Record<string, string>;

export interface ExploreHints {
  /** Pages of 15 the whole list has. */
  lastPage: number;
  /** Keys seen in actionUser / actionInfo objects: names, dot paths and list-index paths. */
  keys: { filterUserKeys: string[]; filterInfoKeys: string[] };
}

interface ParameterSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

type DocumentedSchema = ParameterSchema & { 'x-real-system'?: ParameterSchema };

/**
 * The list operation's query parameters as the document declares them, each as the real system reads it (the contract
 * document keeps that beside the spec form, in x-real-system).
 */
export function listQueryParameters(document: Record<string, unknown>): { name: string; schema: ParameterSchema }[] {
  const paths = document.paths as Record<
    string,
    { get?: { parameters?: { name: string; in: string; schema?: DocumentedSchema }[] } }
  >;
  return (paths[NOTIFICATION_LIST_PATH]?.get?.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: p.name, schema: p.schema?.['x-real-system'] ?? p.schema ?? {} }));
}

const join = (values: fc.Arbitrary<string[]>) => values.map((v) => v.join(','));

/** Values the parameter's schema allows, and values it does not. */
function valuesOf(
  name: string,
  schema: ParameterSchema,
  hints: ExploreHints,
): { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> } {
  if (schema.enum)
    return { valid: fc.constantFrom(...schema.enum.map(String)), invalid: fc.constantFrom('', 'x', '2', 'true') };
  if (schema.type === 'integer') {
    const min = schema.minimum ?? 0;
    const max = name === 'page' ? Math.max(hints.lastPage + 2, 2) : (schema.maximum ?? 30);
    return {
      valid: fc.integer({ min, max }).map(String),
      invalid: fc.oneof(
        fc.integer({ min: -3, max: min - 1 }).map(String),
        fc.constantFrom('abc', '1.5', '', ' 7', '1e3'),
      ),
    };
  }
  const keys = hints.keys[name as keyof ExploreHints['keys']];
  if (keys)
    return {
      valid: join(fc.subarray(keys.length ? keys : ['id'], { minLength: 1 })),
      invalid: fc.constantFrom('', ',', 'no.such.key', '__proto__'),
    };
  // types: the pattern allows digits, commas and spaces; one or several types 1–9, empty meaning all.
  if (schema.pattern)
    return {
      valid: fc.oneof(
        join(fc.subarray(['1', '2', '3', '4', '5', '6', '7', '8', '9'], { minLength: 1, maxLength: 3 })),
        fc.stringMatching(new RegExp(schema.pattern), { maxLength: 6 }),
      ),
      invalid: fc.constantFrom('0', '10', 'x', '3;4'),
    };
  return { valid: fc.string({ maxLength: 8 }), invalid: fc.constant('\u0000') };
}

export function listQueryArbitrary(document: Record<string, unknown>, hints: ExploreHints): fc.Arbitrary<ExploreQuery> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const { name, schema } of listQueryParameters(document)) {
    const { valid, invalid } = valuesOf(name, schema, hints);
    model[name] = fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: invalid });
  }
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<ExploreQuery>;
}
