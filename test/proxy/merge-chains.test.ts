// mergeChains: one newest-first order consistent with every sequence the proxy saw, contradictions resolved by first sight.
import { describe, expect, it } from 'vitest';
import { mergeChains } from '../../src/proxy/merge-chains.js';

describe('mergeChains', () => {
  it.each([
    ['one chain', [['a', 'b', 'c']], ['a', 'b', 'c']],
    ['no chains', [], []],
    [
      'a chain continued by another',
      [
        ['a', 'b', 'c'],
        ['c', 'd'],
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [
      'a filtered page placed among the whole list',
      [
        ['a', 'b', 'c'],
        ['b', 'd'],
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [
      'an item only a filtered page relates',
      [
        ['a', 'c'],
        ['b', 'c'],
        ['a', 'b'],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'unrelated chains keep first-seen order',
      [
        ['x', 'y'],
        ['p', 'q'],
      ],
      ['x', 'y', 'p', 'q'],
    ],
    [
      'a contradiction: first seen wins',
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      ['a', 'b'],
    ],
    [
      'a three-way cycle still yields every item once',
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ],
      ['a', 'b', 'c'],
    ],
    ['repeats inside one chain', [['a', 'a', 'b']], ['a', 'b']],
  ])('%s', (_name, chains, expected) => {
    expect(mergeChains(chains)).toEqual(expected);
  });

  it('places items no chain orders newest first by their time, unknown times after known ones in first-seen order', () => {
    const times: Record<string, number> = { a: 50, b: 40, p: 45, q: 10 };
    expect(mergeChains([['a', 'b'], ['p', 'q'], ['z']], (id) => times[id] ?? null)).toEqual(['a', 'p', 'b', 'q', 'z']);
    expect(mergeChains([['b', 'a']], (id) => times[id] ?? null)).toEqual(['b', 'a']); // a chain outranks times
  });

  it("keeps each chain's order whenever the chains agree (a random interleaving of one true order)", () => {
    const truth = Array.from({ length: 200 }, (_, i) => `n${i}`);
    const chains = [
      truth.slice(0, 60),
      truth.filter((_, i) => i % 3 === 0),
      truth.filter((_, i) => i % 7 === 2).slice(5),
      truth.slice(150),
    ];
    const merged = mergeChains(chains);
    for (const chain of chains) expect(merged.filter((id) => chain.includes(id))).toEqual(chain);
    expect(new Set(merged).size).toBe(merged.length);
  });
});
