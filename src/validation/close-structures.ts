// Derives the mock's strict flavour of the document's schemas: every open structure (`x-open-structure`) is closed.
import { OPEN_STRUCTURE } from '../schema/index.js';

/**
 * Pure: a copy where the structures the spec leaves "not shown" (open in the document, so that another implementation's
 * own members pass) accept no member they do not list. The mock validates what it generates and loads (fixtures) this
 * way: it must never send a member the document does not describe.
 */
export function closeStructures(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeStructures);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const copy = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, closeStructures(value)]));
  if (source[OPEN_STRUCTURE] === true) copy.additionalProperties = false;
  return copy;
}
