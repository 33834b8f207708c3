// The common structures in the document list no required field: a filterUserKeys / filterInfoKeys projection may remove
// any of them, and the answer must still match (the static types, which describe unfiltered answers, keep them required).

/** A copy of a document schema without `required` lists, at any depth (`$ref`s are left as they are). */
export function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'required') copy[key] = withoutRequired(value);
  return copy;
}
