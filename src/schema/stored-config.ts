// A configuration item as the real system answers it: its configs table keeps every value in a nullable column and
// gives it back by the item's type (its Config model), so that a text (string, file URL, app URL, a multilingual text
// without an entry in the language) is null when unset and an object is null when empty, while a number (intval), a
// boolean and an array (`[]` when empty) never are. The spec types the keys; this says which of them a client guards.
import Type, { type Static, type TSchema } from 'typebox';
import { ASSUMPTION, REAL_NULL } from './json-schema-helpers.js';

/** A free text (no list of allowed values) or an object: the values the real system answers null when unset or empty. */
type MayBeNull<S extends TSchema> =
  Static<S> extends unknown[] ? false : string extends Static<S> ? true : Static<S> extends object ? true : false;

export type StoredConfig<S extends TSchema> =
  MayBeNull<S> extends true ? ReturnType<typeof Type.Unsafe<Static<S> | null>> : S;

const isObjectSchema = (schema: Record<string, unknown>) => schema.type === 'object' || Array.isArray(schema.allOf);
const isFreeText = (schema: Record<string, unknown>) => schema.type === 'string' && schema.enum === undefined;

/**
 * The key's schema as the real system answers it: a free text or an object may also be `null` (marked `x-real-null`
 * with the rule); a choice among listed values, a number, a boolean or an array keeps its type (an administrator
 * picks a choice from a list, and the installer seeds one).
 */
export function storedConfig<S extends TSchema>(schema: S): StoredConfig<S> {
  const source = schema as unknown as Record<string, unknown>;
  if (isFreeText(source))
    return Type.Unsafe({
      [ASSUMPTION]: 'real-nulls',
      ...source,
      type: ['string', 'null'],
      [REAL_NULL]: 'configs.item_value: a text item left empty is null',
    }) as StoredConfig<S>;
  if (isObjectSchema(source)) {
    const { description, ...rest } = source;
    return Type.Unsafe({
      anyOf: [rest, { type: 'null' }],
      description,
      [REAL_NULL]: 'configs.item_value: an object item that is empty is null',
      [ASSUMPTION]: 'real-nulls',
    }) as StoredConfig<S>;
  }
  return schema as StoredConfig<S>;
}
