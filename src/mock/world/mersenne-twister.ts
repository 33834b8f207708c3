// The world's random sequence: MT19937 giving exactly faker's default 53-bit draws, plus a skip that moves it along
// without computing the draws it passes over (the default seed's configs start 66,531 draws in).
import type { Randomizer } from '@faker-js/faker';

const N = 624;
const M = 397;
const UPPER = 0x80000000;
const LOWER = 0x7fffffff;
const MATRIX = 0x9908b0df;

/** Knuth's initialisation of the state from one 32-bit seed (MT19937's init_genrand). */
function fromNumber(seed: number): Int32Array {
  const state = new Int32Array(N);
  state[0] = seed;
  for (let i = 1; i < N; i++) {
    const previous = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = Math.imul(1812433253, previous) + i;
  }
  return state;
}

/** MT19937's init_by_array. */
function fromArray(key: readonly number[]): Int32Array {
  const state = fromNumber(19650218);
  let i = 1;
  let j = 0;
  for (let k = Math.max(N, key.length); k > 0; k--) {
    const previous = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = (state[i]! ^ Math.imul(previous, 1664525)) + key[j]! + j;
    i++;
    j++;
    if (i >= N) {
      state[0] = state[N - 1]!;
      i = 1;
    }
    if (j >= key.length) j = 0;
  }
  for (let k = N - 1; k > 0; k--) {
    const previous = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = (state[i]! ^ Math.imul(previous, 1566083941)) - i;
    i++;
    if (i >= N) {
      state[0] = state[N - 1]!;
      i = 1;
    }
  }
  state[0] = UPPER;
  return state;
}

/** The next N words of the sequence, in place. */
function twist(state: Int32Array): void {
  for (let i = 0; i < N; i++) {
    const y = (state[i]! & UPPER) | (state[(i + 1) % N]! & LOWER);
    state[i] = state[(i + M) % N]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX);
  }
}

export class MersenneTwister implements Randomizer {
  private state: Int32Array;
  private index = 0;

  constructor(seed: number | readonly number[]) {
    this.state = this.seeded(seed);
  }

  // Faker calls these detached (`({ next }) => next()`): bound, as its own randomizer's are.
  readonly seed = (seed: number | number[]): void => {
    this.state = this.seeded(seed);
    this.index = 0;
  };

  /** A float in [0, 1) from two 32-bit words (genrand_res53), as faker's generateMersenne53Randomizer gives it. */
  readonly next = (): number => {
    const high = this.nextWord() >>> 5;
    const low = this.nextWord() >>> 6;
    return (high * 67108864 + low) * 1.1102230246251565e-16;
  };

  /** Moves `draws` draws (of `next`) along the sequence, as drawing them would, in about a twist per 312 draws. */
  skip(draws: number): this {
    let words = this.index + 2 * draws;
    while (words >= N) {
      twist(this.state);
      words -= N;
    }
    this.index = words;
    return this;
  }

  /** The state as text (the index, then the 624 words in hex), for `restored`. */
  snapshot(): string {
    const words = Array.from(this.state, (w) => (w >>> 0).toString(16).padStart(8, '0'));
    return `${this.index}:${words.join('')}`;
  }

  /** The sequence where `snapshot` left it. */
  static restored(snapshot: string): MersenneTwister {
    const [index, words] = snapshot.split(':') as [string, string];
    const twister = new MersenneTwister(0);
    for (let i = 0; i < N; i++) twister.state[i] = Number.parseInt(words.slice(8 * i, 8 * i + 8), 16);
    twister.index = Number(index);
    return twister;
  }

  private seeded(seed: number | readonly number[]): Int32Array {
    const state = typeof seed === 'number' ? fromNumber(seed) : fromArray(seed);
    twist(state);
    return state;
  }

  private nextWord(): number {
    let y = this.state[this.index]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    if (++this.index >= N) {
      twist(this.state);
      this.index = 0;
    }
    return y >>> 0;
  }
}
