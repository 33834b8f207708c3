// The world's faker: English only, seeded, and moved along its sequence without generating what the skipped draws make.
import type { Faker } from '@faker-js/faker';
import { faker as baseFaker } from '@faker-js/faker/locale/base';
import { englishDefinitions } from './english-definitions.js';
import { MersenneTwister } from './mersenne-twister.js';

/**
 * A fresh English faker at the start of `seed`'s sequence (the main entry would load every locale: a quarter second;
 * faker's English locale, its 380 KB of data: the world reads a fifth of it, `englishDefinitions`).
 */
export const seededFaker = (seed: number, nowMs: number): Faker => fakerDrawingFrom(new MersenneTwister(seed), nowMs);

/** An English faker drawing from `randomizer` where it stands: faker's own sequence, which it can skip along. */
export function fakerDrawingFrom(randomizer: MersenneTwister, nowMs: number): Faker {
  const f = new (baseFaker.constructor as typeof Faker)({
    locale: [englishDefinitions, baseFaker.rawDefinitions],
    randomizer,
  });
  f.setDefaultRefDate(new Date(nowMs));
  return f;
}

// `number.float()` with no options takes exactly one draw of the sequence (faker's uniform distributor).
const draw = (f: Faker): number => f.number.float();

const PROBE = 4;

/**
 * How many draws `generate` takes from a faker at the start of `seed`'s sequence: where the sequence it leaves off at
 * (its next draws) first occurs in the seed's sequence. At most `limit` draws are searched.
 */
export function drawsTaken(seed: number, nowMs: number, generate: (f: Faker) => void, limit = 10_000_000): number {
  const used = seededFaker(seed, nowMs);
  generate(used);
  const after = Array.from({ length: PROBE }, () => draw(used));
  const fresh = seededFaker(seed, nowMs);
  const window = Array.from({ length: PROBE }, () => draw(fresh));
  for (let draws = 0; draws <= limit; draws++) {
    if (window.every((value, i) => value === after[i])) return draws;
    window.shift();
    window.push(draw(fresh));
  }
  throw new Error(`more than ${limit} draws`);
}
