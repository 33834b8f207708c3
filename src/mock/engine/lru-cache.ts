// A small least-recently-used cache: bounds the per-request worlds and notification lists that preferences build.

export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** The cached value (now the most recently used), or the one `build` makes, evicting the least recently used. */
  getOrBuild(key: K, build: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined || this.entries.has(key)) {
      this.entries.delete(key);
      this.entries.set(key, found as V);
      return found as V;
    }
    const value = build();
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }
}
