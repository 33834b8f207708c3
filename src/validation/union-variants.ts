// The variants of a union component (`anyOf` / `oneOf` of references, as Notification is of one variant per
// actionTarget) and which of them a value's discriminating members fit: a `const`, an `enum` or a `null` type at the
// variant's top level. A failure then names the problems of the variant that applies, not one per variant.

export interface UnionVariant {
  /** The component the variant is. */
  component: string;
  /** Its discriminating members, e.g. `type 9, actionTarget 4`, or `actionTarget null`. */
  discriminators: string;
  /** The value's discriminating members are those of this variant (a member the value lacks is not held against it). */
  fits(value: unknown): boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const REF = '#/components/schemas/';

/** What a member's schema admits when it discriminates: a const, an enum, or null alone. */
function admitted(schema: unknown): unknown[] | undefined {
  if (!isObject(schema)) return undefined;
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.type === 'null') return [null];
  return undefined;
}

export function unionVariants(schemas: Json, component: string): UnionVariant[] {
  const union = schemas[component];
  const members = isObject(union) ? (union.anyOf ?? union.oneOf) : undefined;
  if (!Array.isArray(members)) return [];
  return members.flatMap((member): UnionVariant[] => {
    const ref = isObject(member) && typeof member.$ref === 'string' ? member.$ref : '';
    if (!ref.startsWith(REF)) return [];
    const name = ref.slice(REF.length);
    const properties = isObject(schemas[name]) ? (schemas[name] as Json).properties : undefined;
    if (!isObject(properties)) return [];
    const keys = Object.entries(properties).flatMap(([key, schema]) => {
      const values = admitted(schema);
      return values ? [{ key, values }] : [];
    });
    const shown = keys
      .filter(({ values }) => values.length === 1)
      .map(({ key, values }) => `${key} ${JSON.stringify(values[0])}`)
      .join(', ');
    return [
      {
        component: name,
        discriminators: shown,
        fits: (value) =>
          isObject(value) && keys.every(({ key, values }) => !(key in value) || values.includes(value[key])),
      },
    ];
  });
}
