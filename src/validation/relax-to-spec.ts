// Derives the spec-only form of a schema: every node marked `x-spec-relaxed` is replaced by that relaxed schema.
import { SPEC_RELAXED } from '../schema/index.js';

/** Pure: returns a copy where assumed constraints (the real system's choices) give way to what the spec states. */
export function relaxToSpec(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relaxToSpec);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const relaxed = source[SPEC_RELAXED];
  if (relaxed !== undefined) {
    const { [SPEC_RELAXED]: _marker, ...rest } = source;
    const keep = Object.fromEntries(
      Object.entries(rest).filter(([key]) => key === 'description' || key.startsWith('x-')),
    );
    // The relaxed schema may itself hold relaxed nodes (a notification's spec form keeps its fields' own relaxations).
    return relaxToSpec({ ...keep, ...(relaxed as object) });
  }
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, relaxToSpec(value)]));
}
