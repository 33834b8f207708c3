// Derives the real system's schemas from the contract document: every node that keeps the real system's schema beside
// its spec form (`x-real-system`) is replaced by that schema. On the mock document, which has them in place, a no-op.
import { REAL_SYSTEM } from '../schema/index.js';

/** Pure: a copy where each node with `x-real-system` is that schema (what the real system and the mock send). */
export function withRealShapes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withRealShapes);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const real = source[REAL_SYSTEM];
  if (real !== undefined) return withRealShapes(real);
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, withRealShapes(value)]));
}
