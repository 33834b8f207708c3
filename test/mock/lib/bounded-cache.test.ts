// BoundedCache: builds once per key while remembered, keeps between capacity and twice that, forgets the oldest.
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../../src/mock/lib/bounded-cache.js';

/** Asks for each key in turn and returns the keys that had to be built. */
function built(capacity: number, keys: string[]): string[] {
  const cache = new BoundedCache<string, string>(capacity);
  const made: string[] = [];
  for (const key of keys) cache.getOrBuild(key, () => (made.push(key), key.toUpperCase()));
  return made;
}

describe('BoundedCache', () => {
  it.each([
    ['the same key again', 2, ['a', 'a', 'a'], ['a']],
    ['keys within capacity', 2, ['a', 'b', 'a', 'b'], ['a', 'b']],
    ['a key from the previous generation', 2, ['a', 'b', 'c', 'a'], ['a', 'b', 'c']],
    ['a key two generations old', 2, ['a', 'b', 'c', 'd', 'e', 'a'], ['a', 'b', 'c', 'd', 'e', 'a']],
    ['a key kept alive by use', 2, ['a', 'b', 'c', 'a', 'd', 'e', 'a'], ['a', 'b', 'c', 'd', 'e']],
  ])('%s: builds %#', (_, capacity, keys, expected) => {
    expect(built(capacity, keys)).toEqual(expected);
  });

  it('returns the remembered value itself', () => {
    const cache = new BoundedCache<string, object>(4);
    const value = cache.getOrBuild('a', () => ({}));
    expect(cache.getOrBuild('a', () => ({}))).toBe(value);
    expect([cache.has('a'), cache.has('b')]).toEqual([true, false]);
  });

  it('never holds more than twice its capacity', () => {
    const cache = new BoundedCache<number, number>(10);
    for (let i = 0; i < 1000; i++) cache.getOrBuild(i, () => i);
    const kept = Array.from({ length: 1000 }, (_, i) => i).filter((i) => cache.has(i));
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(kept.at(-1)).toBe(999);
  });
});
