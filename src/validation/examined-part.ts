// What of an invalid value the problem-naming pass examines: a copy bounded in size, so that naming problems costs
// the same for a list of ten items and of a million. Lists are cut (each keeps at least one item), objects are kept
// whole: cutting an object would invent missing required properties, while the document sets no `minItems` or
// `contains`, so a shorter list can only hide problems, never invent one.

/** Values (items, properties) copied before lists start being cut. */
export const EXAMINED_VALUES = 2_000;

export interface ExaminedPart {
  value: unknown;
  /** A list was cut: problems in its later items are not named. */
  cut: boolean;
}

export function examinedPart(value: unknown, budget = EXAMINED_VALUES): ExaminedPart {
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
      for (const [key, item] of Object.entries(node)) {
        state.left--;
        // defineProperty: a parsed `__proto__` key is an own property and must stay one.
        Object.defineProperty(out, key, { value: copy(item), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return node;
  };
  return { value: copy(value), cut: state.cut };
}
