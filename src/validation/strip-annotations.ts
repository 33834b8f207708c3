// A schema without what only documents it (titles, descriptions, examples, the vendor `x-` marks): validation reads
// none of it, and ajv compiles, and writes into generated code, every word it is given. Property names are kept
// (a `title` property is data, not a title), and so are values (`const`, `enum`, `default`).

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'example', 'deprecated', '$comment']);

/** A keyword that only documents a schema: validation reads none of it. */
export const isAnnotation = (keyword: string): boolean => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');
/** Keywords whose value is a map of names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMAS = new Set([
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isAnnotation(key)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, stripAnnotations(s)]));
    else if (SCHEMAS.has(key)) out[key] = stripAnnotations(value);
    else out[key] = value;
  }
  return out;
}
