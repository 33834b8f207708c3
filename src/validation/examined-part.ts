// What of an invalid value the problem-naming pass examines: a copy bounded in size, so that naming problems costs
// the same for a list of ten items and of a million, or an object of ten members and of 300,000. Lists are cut (each
// keeps at least one item); an object keeps every member the document names and others only within the budget. The
// document sets no `minItems`, `contains` or `minProperties`, and every required member is one it names: a shorter
// list or an object without unnamed members can only hide problems, never invent one.

/** Values (items, members) copied before lists are cut and unnamed members left out. */
export const EXAMINED_VALUES = 2_000;

export interface ExaminedPart {
  value: unknown;
  /** A list was cut or members were left out: problems there are not named. */
  cut: boolean;
}

/**
 * `named`: member names the document lists (properties, required), kept whatever the budget. Without the cut, the
 * error-collecting validator would loop over every member of a 300,000-member object: V8 then optimizes that huge
 * generated function, which takes minutes, and the process cannot exit before the compiler is done.
 */
export function examinedPart(
  value: unknown,
  budget = EXAMINED_VALUES,
  named: ReadonlySet<string> = new Set(),
): ExaminedPart {
  const state = { left: budget, cut: false };
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      for (const item of node) {
        if (state.left <= 0 && out.length > 0) {
          state.cut = true;
          break;
        }
        state.left--;
        out.push(copy(item));
      }
      return out;
    }
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (state.left <= 0 && !named.has(key)) {
          state.cut = true;
          continue;
        }
        state.left--;
        const item = (node as Record<string, unknown>)[key];
        // defineProperty: a parsed `__proto__` key is an own property and must stay one.
        Object.defineProperty(out, key, { value: copy(item), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return node;
  };
  return { value: copy(value), cut: state.cut };
}

/** Every member name the schemas list under `properties` or `required`, however deep. */
export function namedMembers(schemas: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.properties && typeof schema.properties === 'object')
      for (const name of Object.keys(schema.properties)) names.add(name);
    if (Array.isArray(schema.required)) for (const name of schema.required) names.add(String(name));
    Object.values(schema).forEach(walk);
  };
  walk(schemas);
  return names;
}
