// KindIndex answers every (types, status, page) query exactly as a naive filter over the same kinds does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindMask, kindOf, KindIndex, typeOfKind, isReadKind } from '../../../src/mock/lib/kind-index.js';

const naive = (kinds: Uint8Array, mask: number) => [...kinds.keys()].filter((i) => mask & (1 << kinds[i]!));

describe('KindIndex', () => {
  it.each([
    [[3], null, [kindOf(3, false), kindOf(3, true)]],
    [[3, 8], 0, [kindOf(3, false), kindOf(8, false)]],
    [null, 1, [1, 3, 5, 7, 9, 11, 13, 15, 17]],
    [[], null, []],
  ] as const)('kindMask(%j, %j) selects kinds %j', (types, status, kinds) => {
    expect(kindMask(types && [...types], status)).toBe(kinds.reduce((m: number, k: number) => m | (1 << k), 0));
  });

  it('round-trips type and read status through the kind code', () => {
    for (let type = 1; type <= 9; type++)
      for (const read of [false, true]) {
        expect([typeOfKind(kindOf(type, read)), isReadKind(kindOf(type, read))]).toEqual([type, read]);
      }
  });

  it('counts and selects pages exactly like a naive filter (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ min: 0, max: 17, maxLength: 3000 }),
        fc.integer({ min: 1, max: 64 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9]),
        fc.constantFrom<0 | 1 | null>(0, 1, null),
        fc.integer({ min: 0, max: 3100 }),
        fc.integer({ min: 0, max: 40 }),
        (kinds, blockSize, types, status, offset, limit) => {
          const index = KindIndex.of(kinds, blockSize);
          const mask = kindMask(types, status);
          const expected = naive(kinds, mask);
          expect(index.count(mask)).toBe(expected.length);
          expect(index.select(mask, offset, limit)).toEqual(expected.slice(offset, offset + limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a sparse match deep in a large index', () => {
    const kinds = new Uint8Array(1_000_000);
    kinds[999_999] = kindOf(6, true);
    const index = KindIndex.of(kinds);
    expect(index.count(kindMask([6], 1))).toBe(1);
    expect(index.select(kindMask([6], 1), 0, 15)).toEqual([999_999]);
  });
});
