// LruCache: builds once per key, keeps at most its capacity, and evicts the least recently used entry.
import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../src/mock/engine/lru-cache.js';

describe('LruCache', () => {
  it('builds a value once and returns it again', () => {
    const cache = new LruCache<string, object>(2);
    let builds = 0;
    const a = cache.getOrBuild('a', () => ({ n: ++builds }));
    expect(cache.getOrBuild('a', () => ({ n: ++builds }))).toBe(a);
    expect(builds).toBe(1);
  });

  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.getOrBuild('a', () => 1);
    cache.getOrBuild('b', () => 2);
    cache.getOrBuild('a', () => 1); // a is now the most recent
    cache.getOrBuild('c', () => 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });
});
