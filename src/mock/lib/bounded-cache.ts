// The mock's one cache: bounded, two generations of entries, no per-entry bookkeeping, every operation O(1).
// (An exact LRU over a Map deletes an entry per miss, and V8 then walks the deleted slots to find the oldest.)

export class BoundedCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  /** Keeps between `capacity` and twice that many of the most recently used entries. */
  constructor(private readonly capacity: number) {}

  /** The value remembered for `key` (kept in the current generation), or the one `build` makes. */
  getOrBuild(key: K, build: () => V): V {
    const found = this.current.get(key);
    if (found !== undefined) return found;
    const value = this.previous.get(key) ?? build();
    this.set(key, value);
    return value;
  }

  /** The value remembered for `key` (kept in the current generation), or undefined. */
  get(key: K): V | undefined {
    const found = this.current.get(key);
    if (found !== undefined) return found; // the hot path: one lookup
    const kept = this.previous.get(key);
    if (kept !== undefined) this.set(key, kept);
    return kept;
  }

  /** Remembers `value` for `key` (a value built elsewhere, e.g. in slices). A full generation becomes the previous one, and the one before it is dropped whole. */
  set(key: K, value: V): void {
    if (this.current.size >= this.capacity) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }

  has(key: K): boolean {
    return this.current.has(key) || this.previous.has(key);
  }
}
