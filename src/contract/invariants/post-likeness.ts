// Whether a quote's actionInfo is a post, judged against the server's own structures in the same answer (the spec shows
// no internals): its members are closer to those of the posts the server sends (actionTarget 5) than to those of any
// other kind it sends (users, groups, hashtags, places, comments). Pure.
import { isObject } from './answer-kind.js';

type Item = Record<string, unknown>;

/** Jaccard similarity of two sets of member names. */
const likeness = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let shared = 0;
  for (const k of a) if (b.has(k)) shared++;
  return shared / (a.size + b.size - shared || 1);
};

/** Member names of the actionInfo of each kind (actionTarget) among the answer's notifications other than quotes. */
export function kindsOf(items: readonly Item[]): Map<unknown, Set<string>> {
  const kinds = new Map<unknown, Set<string>>();
  for (const n of items) {
    if (n.type === 9 || !isObject(n.actionInfo)) continue;
    const keys = kinds.get(n.actionTarget) ?? new Set<string>();
    for (const k of Object.keys(n.actionInfo)) keys.add(k);
    kinds.set(n.actionTarget, keys);
  }
  return kinds;
}

/**
 * The kind (actionTarget) a quote's actionInfo is more like than a post, or null when it is most like a post, is no
 * object, or the answer holds no post to compare with.
 */
export function moreLikeAnotherKind(quote: Item, kinds: ReadonlyMap<unknown, ReadonlySet<string>>): unknown {
  const posts = kinds.get(5);
  if (!posts || !isObject(quote.actionInfo)) return null;
  const own = new Set(Object.keys(quote.actionInfo));
  const asPost = likeness(own, posts);
  for (const [kind, keys] of kinds) if (kind !== 5 && likeness(own, keys) > asPost) return kind;
  return null;
}
