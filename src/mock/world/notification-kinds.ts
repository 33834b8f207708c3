// Type and read status of every notification of an account, and its age: pure functions of (salt, index).
import { kindOf } from '../lib/kind-index.js';
import { hash2, hash3, unit } from '../lib/hash.js';
import { ITEMS_PER_STEP, type Steps } from '../lib/steps.js';

/** Relative frequency of each type (index = type): likes and comments dominate, blocks are rare. */
const typeWeights = [0, 8, 7, 24, 6, 14, 4, 10, 19, 8];
const cumulative = typeWeights.map((_, t) => typeWeights.slice(0, t + 1).reduce((a, b) => a + b, 0));
const weightTotal = cumulative[cumulative.length - 1]!;

function typeFor(h: number): number {
  const r = unit(h) * weightTotal;
  for (let t = 1; t <= 9; t++) if (r < cumulative[t]!) return t;
  return 9;
}

/** Newer notifications are more likely unread: p = 0.08 + 0.75·(1 − f)², about a third overall (assumption read-ratio). */
const unreadProbability = (fraction: number) => 0.08 + 0.75 * (1 - fraction) ** 2;

/** Kind codes (see kind-index) for `size` notifications, newest first. Every type occurs when size ≥ 9. */
export function* generateKinds(salt: number, size: number): Steps<Uint8Array> {
  const kinds = new Uint8Array(size);
  const seen = new Uint32Array(10);
  for (let i = 0; i < size; i++) {
    if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
    const type = typeFor(hash2(salt, i));
    const read = unit(hash3(salt, i, 0x5eed)) >= unreadProbability(i / size);
    kinds[i] = kindOf(type, read);
    seen[type]!++;
  }
  if (size >= 9) {
    for (let type = 1; type <= 9; type++) {
      if (seen[type]) continue;
      const position = Math.floor(((type - 0.5) * size) / 9);
      kinds[position] = kindOf(type, (kinds[position]! & 1) === 1);
    }
  }
  return kinds;
}

/** Spread of a world's notifications: the oldest is about 2.2 years old; half are less than ~8 days old. */
const SPAN_SECONDS = 69_400_000;
const GROWTH = 9.1;
const SCALE = SPAN_SECONDS / (Math.exp(GROWTH) - 1);
const curve = (fraction: number) => SCALE * (Math.exp(GROWTH * fraction) - 1);
const NEWEST_AGE_SECONDS = 45;

/** Age in whole seconds of notification `index` of `size`: non-decreasing in the index (newest first). */
export function ageSeconds(salt: number, index: number, size: number): number {
  const low = curve(index / size);
  const high = curve((index + 1) / size);
  return NEWEST_AGE_SECONDS + Math.floor(low + unit(hash3(salt, index, 0x71e)) * (high - low));
}
