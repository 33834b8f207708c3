// The edge world (`Prefer: data=edge`) held to what the real system can send: every null it sends inside a structure
// must be one the real system can send at that structure path (its nullable columns, its computed nulls, its docs, its
// answers), so the edge world bends every field as far as the real schema allows and never into a state no real
// server reaches (an active member without an fsid or uid, a hashtag without a name).
import { NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { signedIn, type Account } from './conformance-cases.js';
import { mergeShapes, shapeOf, type Shape } from './json-shape.js';
import type { RealModel } from './real-model.js';

/** The first `pages` pages of 30 of an account's edge world, as one shape. */
export async function edgeShape(base: string, account: Account, pages = 4): Promise<Shape> {
  const shapes: Shape[] = [];
  for (let page = 1; page <= pages; page++) {
    const response = await fetch(`${base}${NOTIFICATION_LIST_PATH}?pageSize=30&page=${page}`, {
      headers: { ...signedIn(account), Prefer: 'data=edge' },
    });
    shapes.push(shapeOf(await response.json()));
  }
  return mergeShapes(shapes);
}

/** Each structure path where the edge world sends null and the real system never can: `path (the real types)`. */
export function impossibleNulls(edge: Shape, model: RealModel): string[] {
  const found: string[] = [];
  for (const [path, types] of edge.structures) {
    const possible = model.possible(path);
    // A path the real system never sends is the conformance comparison's to report (an unknown path), not this one's.
    if (possible === undefined || !types.has('null')) continue;
    if (!possible.has('null') || model.neverNull(path)) found.push(`${path} (real: ${[...possible].sort().join('|')})`);
  }
  return found.sort();
}
