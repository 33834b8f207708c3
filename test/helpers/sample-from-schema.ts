// Builds the smallest value a document schema accepts, and values of the wrong type, for table-driven schema tests.

type Schema = Record<string, unknown>;

export function resolve(schema: Schema, schemas: Record<string, Schema>): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`unknown $ref ${ref}`);
  const { $ref: _ref, ...rest } = schema;
  return { ...resolve(target, schemas), ...rest };
}

/** The schema's own keywords merged with those of a single-element allOf. */
export function flatten(schema: Schema, schemas: Record<string, Schema>): Schema {
  const resolved = resolve(schema, schemas);
  const allOf = resolved.allOf as Schema[] | undefined;
  if (!allOf) return resolved;
  const { allOf: _allOf, ...rest } = resolved;
  return allOf.reduce<Schema>((merged, part) => {
    const flat = flatten(part, schemas);
    return {
      ...flat,
      ...merged,
      required: [...((flat.required as string[]) ?? []), ...((merged.required as string[]) ?? [])],
    };
  }, rest);
}

export const allowedTypes = (schema: Schema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

export function sampleFromSchema(schema: Schema, schemas: Record<string, Schema>): unknown {
  const s = flatten(schema, schemas);
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (variants) return sampleFromSchema(variants[0]!, schemas);
  const type = allowedTypes(s).find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return 'sample';
    case 'integer':
      return typeof s.minimum === 'number' ? Math.max(1, s.minimum) : 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return s.items ? [sampleFromSchema(s.items as Schema, schemas)] : [];
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sampleFromSchema(properties[key] ?? {}, schemas)]));
    }
    default:
      throw new Error(`cannot sample ${JSON.stringify(s).slice(0, 120)}`);
  }
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;

/** The JSON types a schema allows, its anyOf / oneOf branches' included. */
function typesOf(schema: Schema, schemas: Record<string, Schema>): string[] {
  const s = flatten(schema, schemas);
  const branches = ((s.anyOf ?? s.oneOf) as Schema[] | undefined) ?? [];
  return [...allowedTypes(s), ...branches.flatMap((branch) => typesOf(branch, schemas))];
}

/** A value of a JSON type the schema does not allow (a string where a number is expected, …). */
export function wrongTypeValue(schema: Schema, schemas: Record<string, Schema>): unknown {
  const allowed = typesOf(schema, schemas).map((t) => (t === 'integer' ? 'number' : t));
  const candidates: unknown[] = ['not-this-type', true, 7, [], {}];
  const wrong = candidates.find((c) => !allowed.includes(jsonType(c)));
  if (wrong === undefined) throw new Error(`every type allowed by ${JSON.stringify(schema).slice(0, 80)}`);
  return wrong;
}

/** A value of the right type outside an enumeration. */
export function disallowedValue(schema: Schema, schemas: Record<string, Schema>): unknown {
  const s = flatten(schema, schemas);
  if (!Array.isArray(s.enum)) throw new Error('not an enumeration');
  return allowedTypes(s).includes('string') ? 'not-an-allowed-value' : 99;
}
