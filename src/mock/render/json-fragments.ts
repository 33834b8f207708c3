// JSON text of the objects notifications share (members, posts, groups…), of their projections, and the bytes of whole
// pages, computed once: a page's answer is assembled from these fragments instead of serialising the same objects on
// every request, and a page asked for again is neither assembled nor encoded again.
import type { ProjectionFilter } from '../query/parse-notification-query.js';
import { BoundedCache } from '../lib/bounded-cache.js';

/** Distinct projections remembered per object (8 to 16, bounded memory). */
const PROJECTIONS_PER_OBJECT = 8;

export const projectionKey = (filter: ProjectionFilter): string =>
  `${filter.type}:${filter.paths.map((p) => p.join('.')).join(',')}`;

/**
 * Whole pages remembered (32 to 64 of the most recent): a UI, or a suite of UI tests, asks for the same first pages
 * over and over. With the real structures a 15-item page is about 220 KB (a 30-item page twice that), so some 7 to
 * 28 MB at most (UTF-8 bytes, encoded once).
 */
const PAGES_KEPT = 32;

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

export class JsonFragments {
  private readonly whole = new WeakMap<object, string>();
  private readonly projected = new WeakMap<object, BoundedCache<string, string>>();
  private readonly pages = new BoundedCache<string, Uint8Array>(PAGES_KEPT);
  private readonly ids = new WeakMap<object, number>();
  private lastId = 0;

  /** `JSON.stringify(value)`, remembered for objects. */
  of(value: unknown): string {
    if (value === null || typeof value !== 'object') return json(value);
    let text = this.whole.get(value);
    if (text === undefined) {
      text = json(value);
      this.whole.set(value, text);
    }
    return text;
  }

  /** `JSON.stringify(project(value))`, remembered per object and projection key. */
  projectedOf(value: unknown, key: string, project: (value: unknown) => unknown): string {
    if (value === null || typeof value !== 'object') return json(project(value));
    let byKey = this.projected.get(value);
    if (!byKey) this.projected.set(value, (byKey = new BoundedCache(PROJECTIONS_PER_OBJECT)));
    return byKey.getOrBuild(key, () => json(project(value)));
  }

  /** The bytes of a whole page, remembered under a key that names everything it depends on (see `idOf`). */
  page(key: string, write: () => Uint8Array): Uint8Array {
    return this.pages.getOrBuild(key, write);
  }

  /** A number that stands for an object in keys: objects are told apart by identity, and a number is short to hash. */
  idOf(value: object): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = ++this.lastId));
    return id;
  }
}
