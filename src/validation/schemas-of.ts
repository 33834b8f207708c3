// The document's schemas as one validation mode reads them: the spec's, the real system's, or the mock's closed ones.
import { closeStructures } from './close-structures.js';
import { relaxToSpec } from './relax-to-spec.js';
import { withRealShapes } from './real-shapes.js';

/**
 * `spec`: only what the spec states (assumed constraints relaxed: the contract document's nodes as they are, the mock
 * document's `x-spec-relaxed` forms); `documented`: the real system's schemas (the contract document's `x-real-system`,
 * the mock document's nodes; the structures the spec does not show are open); `generated`: those with the structures
 * closed, the mock's check of what it generates and loads (it sends no member the document does not list).
 */
export type ValidationMode = 'spec' | 'documented' | 'generated';

interface DocumentWithSchemas {
  components?: { schemas?: Record<string, unknown> };
}

/** The document's schemas in a mode: the spec's relaxed ones, the whole document, or the mock's closed structures. */
export const schemasOf = (document: DocumentWithSchemas, mode: ValidationMode): unknown => {
  const schemas = document.components?.schemas ?? {};
  return mode === 'spec'
    ? relaxToSpec(schemas)
    : mode === 'generated'
      ? closeStructures(withRealShapes(schemas))
      : withRealShapes(schemas);
};
