// Small builders that keep the contract readable: each returns a TypeBox schema (JSON Schema + static type).
import Type, { type Static, type TSchema } from 'typebox';

/** Vendor keyword: the schema a spec-only validator uses instead of this node (the node follows the real system). */
export const SPEC_RELAXED = 'x-spec-relaxed';
/**
 * Vendor keyword of the contract document (openapi/openapi.*): on a node the spec leaves open, the real system's schema
 * of it. Tools read the node (what the spec states, so every correct implementation passes); a client, a reader and
 * the kit's assumed checks read this (what the real system and the mock send). The mock document has these in place.
 */
export const REAL_SYSTEM = 'x-real-system';
/** Vendor keyword: which assumption (see assumptions.ts) a node follows. */
export const ASSUMPTION = 'x-assumption';
/**
 * Vendor keyword on a nullable field: the real system answers `null` here (value: the nullable column it copies, or the
 * rule that computes the null). Walk the schema for it to find every field a client must expect to be null.
 */
export const REAL_NULL = 'x-real-null';
/**
 * Vendor keyword on the structures whose internals the spec leaves "not shown" (and their nested parts): the document
 * leaves them open (members it does not list are accepted); the mock's self-validation closes them (see close-structures).
 */
export const OPEN_STRUCTURE = 'x-open-structure';

export const text = (description: string, options: object = {}) => Type.String({ description, ...options });
export const flag = (description: string) => Type.Boolean({ description });
/** Counts, lengths, ids and states: JSON has no integer type, but none of these can be fractional. */
export const whole = (description: string, options: object = {}) => Type.Integer({ description, ...options });

/** A string limited to the values the spec lists. */
export function oneOfStrings<const V extends readonly string[]>(values: V, description: string, options: object = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], description, ...options });
}

/** A number limited to the values the spec lists (they are all small integers). */
export function oneOfNumbers<const V extends readonly number[]>(values: V, description: string, options: object = {}) {
  return Type.Unsafe<V[number]>({ type: 'integer', enum: [...values], description, ...options });
}

/** OpenAPI 3.1 nullability: `type: [T, 'null']` (plus `null` in an enum), marked with the assumption it follows. */
export function nullable<S extends TSchema>(schema: S, assumption: string) {
  const source = schema as unknown as Record<string, unknown>;
  const nulled: Record<string, unknown> = { ...source, type: [source.type, 'null'], [ASSUMPTION]: assumption };
  if (Array.isArray(source.enum)) nulled.enum = [...source.enum, null];
  return Type.Unsafe<Static<S> | null>(nulled);
}

/** A shared shape with a description of its own use (`allOf` of one, collapsed to `$ref` + description in the document). */
export const described = <S extends TSchema>(schema: S, description: string) =>
  Type.Unsafe<Static<S>>({ allOf: [schema], description });

/**
 * Builds one key per value of a spec word list, e.g. `channel_{e}_name` for every entity,
 * keeping the exact key names in the static type.
 */
export function family<const V extends string, K extends string, S extends TSchema>(
  values: readonly V[],
  keyOf: (value: V) => K,
  schemaOf: (value: V) => S,
): { [P in K]: S } {
  return Object.fromEntries(values.map((value) => [keyOf(value), schemaOf(value)])) as { [P in K]: S };
}

/** Every combination of two word lists, e.g. `{target}_{action}_enabled`. */
export function crossFamily<const A extends string, const B extends string, K extends string, S extends TSchema>(
  first: readonly A[],
  second: readonly B[],
  keyOf: (a: A, b: B) => K,
  schemaOf: (a: A, b: B) => S,
): { [P in K]: S } {
  const entries = first.flatMap((a) => second.map((b) => [keyOf(a, b), schemaOf(a, b)] as const));
  return Object.fromEntries(entries) as { [P in K]: S };
}
