// The world's randomizer is faker's default sequence, draw for draw, for every kind of seed; skipping n draws lands
// where drawing n would, across the state's 624-word boundaries.
import { generateMersenne53Randomizer } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { MersenneTwister } from '../../../src/mock/world/mersenne-twister.js';

const draws = (r: { next(): number }, n: number) => Array.from({ length: n }, () => r.next());

const SEEDS: (number | number[])[] = [
  0,
  1,
  2,
  42,
  7001,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32 - 1,
  [1],
  [1, 2, 3],
  [0xdeadbeef],
];

describe('MersenneTwister', () => {
  it.each(SEEDS.map((seed) => [JSON.stringify(seed), seed] as const))(
    'draws what faker draws from seed %s',
    (_, seed) => {
      const faker = generateMersenne53Randomizer();
      faker.seed(seed);
      const ours = new MersenneTwister(seed);
      expect(draws(ours, 1500)).toEqual(draws(faker, 1500));
    },
  );

  it('draws what faker draws after being seeded again', () => {
    const faker = generateMersenne53Randomizer(5);
    const ours = new MersenneTwister(5);
    draws(faker, 10);
    draws(ours, 10);
    faker.seed(9);
    ours.seed(9);
    expect(draws(ours, 700)).toEqual(draws(faker, 700));
  });

  it.each([0, 1, 311, 312, 313, 623, 624, 66_531, 100_000])('skips %i draws as drawing them would', (skipped) => {
    const drawn = new MersenneTwister(1);
    draws(drawn, skipped);
    expect(draws(new MersenneTwister(1).skip(skipped), 700)).toEqual(draws(drawn, 700));
  });

  it('skips from the middle of the sequence', () => {
    const drawn = new MersenneTwister(3);
    const skipping = new MersenneTwister(3);
    draws(drawn, 157);
    draws(skipping, 157);
    draws(drawn, 1000);
    expect(draws(skipping.skip(1000), 50)).toEqual(draws(drawn, 50));
  });

  it.each([0, 1, 623, 624, 66_531])('continues from its snapshot as it would have (%i draws in)', (skipped) => {
    const going = new MersenneTwister(11).skip(skipped);
    const restored = MersenneTwister.restored(going.snapshot());
    expect(draws(restored, 1300)).toEqual(draws(going, 1300));
  });
});
