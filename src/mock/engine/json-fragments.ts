// JSON text of the objects notifications share (members, posts, groups…), and of their projections, computed once:
// a page's answer is assembled from these fragments instead of serialising the same objects on every request.
import type { ProjectionFilter } from './parse-notification-query.js';

/** Distinct projections remembered per object; beyond it the object's entries start over (bounded memory). */
const PROJECTIONS_PER_OBJECT = 16;

export const projectionKey = (filter: ProjectionFilter): string => `${filter.type}:${filter.paths.map((p) => p.join('.')).join(',')}`;

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

export class JsonFragments {
  private readonly whole = new WeakMap<object, string>();
  private readonly projected = new WeakMap<object, Map<string, string>>();

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
    if (!byKey) this.projected.set(value, (byKey = new Map()));
    let text = byKey.get(key);
    if (text === undefined) {
      if (byKey.size >= PROJECTIONS_PER_OBJECT) byKey.clear();
      text = json(project(value));
      byKey.set(key, text);
    }
    return text;
  }
}
