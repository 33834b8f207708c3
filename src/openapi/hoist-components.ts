// Turns TypeBox schemas into document schemas: shared shapes become `$ref`s to components/schemas.

export type JsonObject = { [key: string]: unknown };

const ref = (name: string) => `#/components/schemas/${name}`;

/**
 * Copies `schema` as plain JSON, replacing every nested occurrence (by identity) of a registered component
 * with a `$ref`. `{ allOf: [component], ...rest }` (see `described`) collapses to `{ $ref, ...rest }` (OpenAPI 3.1).
 */
export function hoistComponents(schema: unknown, components: ReadonlyMap<object, string>, self?: object): unknown {
  const visit = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (node === null || typeof node !== 'object') return node;
    const name = components.get(node);
    if (name !== undefined && !(isRoot && node === self)) return { $ref: ref(name) };
    const source = node as JsonObject;
    const allOf = source.allOf;
    if (
      Array.isArray(allOf) &&
      allOf.length === 1 &&
      components.has(allOf[0] as object) &&
      source.required === undefined
    ) {
      const { allOf: _single, ...rest } = source;
      return { $ref: ref(components.get(allOf[0] as object)!), ...visitEntries(rest) };
    }
    return visitEntries(source);
  };
  const visitEntries = (source: JsonObject): JsonObject => {
    const copy: JsonObject = {};
    for (const key of Object.keys(source)) copy[key] = visit(source[key], false);
    return copy;
  };
  return visit(schema, true);
}
