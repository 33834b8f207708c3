// The contract flavour of the document: every node marked `x-spec-relaxed` (a point the spec leaves open, where the
// real system made a choice) takes its spec form, and keeps the real system's schema beside it in `x-real-system`. A
// conformance tool (Schemathesis, Prism, Dredd) reads only the spec form, so every correct implementation passes; the
// real shapes stay in the one file for readers, clients and the kit's assumed checks (see src/validation/real-shapes).
import { REAL_SYSTEM, SPEC_RELAXED } from '../schema/index.js';

type Node = Record<string, unknown>;

/** Members of a relaxed node that describe it rather than constrain it: kept on the spec form. */
const describes = (key: string) =>
  ['description', 'title', 'examples', 'default'].includes(key) || (key.startsWith('x-') && key !== SPEC_RELAXED);

/** Pure: the contract form of a document (or of any part of one). */
export function toContract(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toContract);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Node;
  const relaxed = source[SPEC_RELAXED];
  if (relaxed === undefined) return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, toContract(v)]));
  const { [SPEC_RELAXED]: _marker, ...real } = source;
  const kept = Object.fromEntries(Object.entries(real).filter(([key]) => describes(key)));
  // The spec form may itself hold relaxed nodes (a notification's spec form keeps its fields' own relaxations).
  return { ...kept, ...(toContract(relaxed) as Node), [REAL_SYSTEM]: real };
}
