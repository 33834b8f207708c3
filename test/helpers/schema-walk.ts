// Walks a value along a document schema: the fields the schema names that the value lacks, and the value's paths in the
// docs' way of counting them (container rows included, other structures not opened).

type Schema = Record<string, any>;
export type Defs = Record<string, Schema>;

const resolve = (schema: Schema, defs: Defs): Schema => {
  if (typeof schema.$ref === 'string') return resolve(defs[schema.$ref.split('/').pop()!]!, defs);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return resolve(schema.allOf[0], defs);
  return schema;
};

/** Whether a value satisfies the `const` and `enum` of a branch's properties: enough to tell the document's variants apart. */
function fits(branch: Schema, value: Record<string, unknown>): boolean {
  if (branch.type === 'null') return value === null;
  // A value with members the branch does not list is another structure (a User Info is no UserPlaceholder: the
  // document's structures are open, so their member lists, not `required`, tell them apart).
  const listed = branch.properties as Record<string, unknown> | undefined;
  if (listed && value !== null && typeof value === 'object' && !Array.isArray(value))
    if (Object.keys(value).some((k) => !(k in listed))) return false;
  return Object.entries((branch.properties ?? {}) as Record<string, Schema>).every(([key, p]) => {
    if (!(key in value)) return true; // an optional member (a placeholder's isPostAuthor outside comments)
    if ('const' in p) return value[key] === p.const;
    if (Array.isArray(p.enum) && p.type !== undefined && !String(p.type).includes('null'))
      return p.enum.includes(value[key]);
    return true;
  });
}

/** The branch of an anyOf / oneOf a value belongs to. */
function branchOf(schema: Schema, value: unknown, defs: Defs): Schema {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (!branches) return schema;
  const candidates = branches.map((b) => resolve(b, defs)).filter((b) => b.type !== 'null');
  return branchOf(candidates.find((b) => fits(b, value as Record<string, unknown>)) ?? candidates[0]!, value, defs);
}

/** Dot paths (`[]` for list items) of the fields the schema lists that the value lacks, at any depth. */
export function missingFields(value: unknown, schema: Schema, defs: Defs, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  const node = branchOf(resolve(schema, defs), value, defs);
  if (Array.isArray(value))
    return node.items ? value.flatMap((item) => missingFields(item, node.items, defs, `${path}[]`)) : [];
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  const record = value as Record<string, unknown>;
  return Object.entries(properties).flatMap(([key, sub]) => {
    const at = path ? `${path}.${key}` : key;
    return Object.hasOwn(record, key) ? missingFields(record[key], sub, defs, at) : [at];
  });
}

/** Every dot path of a value (`[]` for the first item of a list), not opening the paths in `closed`. */
export function pathsOf(value: unknown, closed: ReadonlySet<string>, path = ''): string[] {
  if (closed.has(path) || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.length === 0 ? [] : pathsOf(value[0], closed, `${path}[]`);
  return Object.entries(value).flatMap(([key, child]) => {
    const at = path ? `${path}.${key}` : key;
    return [at, ...pathsOf(child, closed, at)];
  });
}

const componentOf = (schema: Schema): string | null =>
  typeof schema.$ref === 'string'
    ? schema.$ref.split('/').pop()!
    : Array.isArray(schema.allOf) && schema.allOf.length === 1
      ? componentOf(schema.allOf[0])
      : null;

/**
 * The structure branch of an anyOf: its first branch that is neither null, a plain string (a quoted post's pid) nor
 * PHP's empty array (`[]`, a whitelist that kept nothing); else the schema itself.
 */
const nonNull = (schema: Schema): Schema => {
  const branches = schema.anyOf as Schema[] | undefined;
  const rest = branches?.filter((b) => b.type !== 'null' && b.type !== 'string' && b.maxItems !== 0);
  return rest && rest.length > 0 ? rest[0]! : schema;
};

/** The branch of an anyOf that a value is, where several structures may come (an author: User Info or the placeholder). */
const structureBranch = (schema: Schema, value: unknown, defs: Defs): Schema => {
  const branches = (schema.anyOf as Schema[] | undefined)?.filter((b) => componentOf(b) !== null);
  if (!branches || branches.length < 2 || Array.isArray(value)) return nonNull(schema);
  return branches.find((b) => fits(resolve(b, defs), value as Record<string, unknown>)) ?? nonNull(schema);
};

/**
 * The dot paths a component's schema lists, opening inline objects and helper components (stats, interaction, files …)
 * but not the structures in `stop` (each is checked on its own).
 */
export function schemaPaths(schema: Schema, defs: Defs, stop: ReadonlySet<string>, path = ''): string[] {
  const node = resolve(nonNull(schema), defs);
  if (node.type === 'array' || node.items) {
    const items = nonNull(node.items ?? {});
    const name = componentOf(items);
    return name && stop.has(name) ? [] : schemaPaths(items, defs, stop, `${path}[]`);
  }
  return Object.entries((node.properties ?? {}) as Record<string, Schema>).flatMap(([key, sub]) => {
    const at = path ? `${path}.${key}` : key;
    const name = componentOf(nonNull(sub));
    return [at, ...(name && stop.has(name) ? [] : schemaPaths(sub, defs, stop, at))];
  });
}

/** The same paths of one value that hold something: not null, not an empty list (added to `into`). */
export function filledPaths(
  value: unknown,
  schema: Schema,
  defs: Defs,
  stop: ReadonlySet<string>,
  into: Set<string>,
  path = '',
): void {
  if (value === null || typeof value !== 'object') return;
  const node = resolve(nonNull(schema), defs);
  if (Array.isArray(value)) {
    const items = nonNull(node.items ?? {});
    const name = componentOf(items);
    if (!(name && stop.has(name))) for (const item of value) filledPaths(item, items, defs, stop, into, `${path}[]`);
    return;
  }
  for (const [key, sub] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
    const child = (value as Record<string, unknown>)[key];
    const at = path ? `${path}.${key}` : key;
    if (child === null || child === undefined || (Array.isArray(child) && child.length === 0)) continue;
    into.add(at);
    const name = componentOf(nonNull(sub));
    if (!(name && stop.has(name))) filledPaths(child, sub, defs, stop, into, at);
  }
}

/** Every object of the `stop` components inside a value of `component`, by component (each object once, by identity). */
export function collectStructures(
  value: unknown,
  component: string,
  defs: Defs,
  stop: ReadonlySet<string>,
  into: Map<string, Set<object>>,
): void {
  if (value === null || typeof value !== 'object') return;
  const seen = into.get(component) ?? into.set(component, new Set()).get(component)!;
  if (seen.has(value)) return;
  seen.add(value);
  const visit = (child: unknown, schema: Schema): void => {
    if (child === null || typeof child !== 'object') return;
    const node = structureBranch(schema, child, defs);
    const name = componentOf(node);
    if (name && stop.has(name)) return collectStructures(child, name, defs, stop, into);
    const resolved = resolve(node, defs);
    if (Array.isArray(child)) for (const item of child) visit(item, resolved.items ?? {});
    else
      for (const [key, sub] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>))
        visit((child as Record<string, unknown>)[key], sub);
  };
  const root = branchOf(resolve(defs[component]!, defs), value, defs);
  for (const [key, sub] of Object.entries((root.properties ?? {}) as Record<string, Schema>))
    visit((value as Record<string, unknown>)[key], sub);
}

/**
 * The reason the document gives (`x-real-null`) for each dot path a component's schema lists that the real system may
 * answer `null` (walked as `schemaPaths` walks).
 */
export function realNullReasons(schema: Schema, defs: Defs, stop: ReadonlySet<string>): Map<string, string> {
  const reasons = new Map<string, string>();
  const visit = (node: Schema, path: string): void => {
    const at = resolve(nonNull(node), defs);
    const props = (at.type === 'array' || at.items ? {} : (at.properties ?? {})) as Record<string, Schema>;
    for (const [key, sub] of Object.entries(props)) {
      const child = path ? `${path}.${key}` : key;
      const why = [sub, ...((sub.anyOf ?? []) as Schema[])].find((s) => typeof s['x-real-null'] === 'string');
      if (why) reasons.set(child, why['x-real-null'] as string);
      const name = componentOf(nonNull(sub));
      if (!(name && stop.has(name))) visit(sub, child);
    }
  };
  visit(schema, '');
  return reasons;
}
