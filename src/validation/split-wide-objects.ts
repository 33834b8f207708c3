// Splits the members of wide object schemas into referenced parts before ajv compiles them. ajv writes one function
// per schema: for the ~300 configs keys that is a single generated function of 150 KB, nested 300 deep, which V8's
// optimizing compiler (its escape analysis) takes minutes to compile once it runs hot, on a background thread the
// process must wait for before it can exit. As parts (each its own small function, ajv's inlineRefs off), every
// function stays small; the loop over an object's members (patternProperties) gets a function of its own.

/** Members per part: the generated functions stay a few KB each. */
export const MEMBERS_PER_PART = 24;

type Schema = Record<string, unknown>;

const isSchema = (node: unknown): node is Schema => node !== null && typeof node === 'object' && !Array.isArray(node);

/**
 * Pure: `defs` (the document's components/schemas) with every object schema of more than `perPart` properties (or with
 * patternProperties beside them) rewritten as `allOf` references to parts added under `refBase` names. Schemas whose
 * other members are closed (`additionalProperties`, `unevaluatedProperties`) keep their form: a part would not see its
 * siblings. Same instance paths, same messages; only the schema paths differ.
 */
export function splitWideObjects(
  defs: Record<string, unknown>,
  refBase = '#/components/schemas/',
  perPart = MEMBERS_PER_PART,
): Record<string, unknown> {
  const added: Record<string, unknown> = {};
  let counter = 0;
  const part = (schema: Schema): Schema => {
    const name = `__part${++counter}`;
    added[name] = schema;
    return { $ref: `${refBase}${name}` };
  };
  const split = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(split);
    if (!isSchema(node)) return node;
    const copy: Schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, split(value)]));
    const properties = isSchema(copy.properties) ? Object.entries(copy.properties) : [];
    const closed = copy.additionalProperties !== undefined || copy.unevaluatedProperties !== undefined;
    if (closed || properties.length <= perPart) return copy;
    const parts: Schema[] = [];
    for (let at = 0; at < properties.length; at += perPart)
      parts.push(part({ type: 'object', properties: Object.fromEntries(properties.slice(at, at + perPart)) }));
    if (copy.patternProperties !== undefined)
      parts.push(part({ type: 'object', patternProperties: copy.patternProperties }));
    const { properties: _properties, patternProperties: _patterns, ...rest } = copy;
    return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), ...parts] };
  };
  const out = Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, split(schema)]));
  return { ...out, ...added };
}
