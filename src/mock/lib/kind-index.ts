// A compact index over notification kinds (type × read status): typed arrays with per-block prefix counts,
// so a filtered page is found in O(log n + block + pageSize) and totals in O(kinds), whatever the world's size.
import { ITEMS_PER_STEP, runNow, type Steps } from './steps.js';

/** 9 types × 2 read states. */
export const KIND_COUNT = 18;

/** Kind code of a notification: `(type - 1) * 2 + read`. */
export const kindOf = (type: number, read: boolean): number => (type - 1) * 2 + (read ? 1 : 0);
export const typeOfKind = (kind: number): number => (kind >> 1) + 1;
export const isReadKind = (kind: number): boolean => (kind & 1) === 1;

/** Bit mask over kinds for a set of types (null = all; empty = none) and a read filter (null = both). */
export function kindMask(types: readonly number[] | null, status: 0 | 1 | null): number {
  const wanted = types ?? [1, 2, 3, 4, 5, 6, 7, 8, 9];
  let mask = 0;
  for (const type of wanted) {
    if (status !== 1) mask |= 1 << kindOf(type, false);
    if (status !== 0) mask |= 1 << kindOf(type, true);
  }
  return mask;
}

const DEFAULT_BLOCK_SIZE = 1024;

/** The index of `kinds`: prefix[b * KIND_COUNT + k] = number of items of kind k before block b (b = 0 … blocks). */
export function* indexKinds(kinds: Uint8Array, blockSize = DEFAULT_BLOCK_SIZE): Steps<KindIndex> {
  const blocks = Math.ceil(kinds.length / blockSize);
  const prefix = new Uint32Array((blocks + 1) * KIND_COUNT);
  const running = new Uint32Array(KIND_COUNT);
  const blocksPerStep = Math.max(1, Math.floor(ITEMS_PER_STEP / blockSize));
  for (let b = 0; b < blocks; b++) {
    if (b % blocksPerStep === blocksPerStep - 1) yield;
    prefix.set(running, b * KIND_COUNT);
    const end = Math.min(kinds.length, (b + 1) * blockSize);
    for (let i = b * blockSize; i < end; i++) running[kinds[i]!]!++;
  }
  prefix.set(running, blocks * KIND_COUNT);
  return new KindIndex(kinds, blockSize, prefix);
}

export class KindIndex {
  readonly size: number;
  private readonly blocks: number;

  /** Use `indexKinds` (it may pause on large arrays) or `KindIndex.of` (at once). */
  constructor(
    readonly kinds: Uint8Array,
    private readonly blockSize: number,
    private readonly prefix: Uint32Array,
  ) {
    this.size = kinds.length;
    this.blocks = Math.ceil(this.size / blockSize);
  }

  /** The index of `kinds`, built at once. */
  static of(kinds: Uint8Array, blockSize = DEFAULT_BLOCK_SIZE): KindIndex {
    return runNow(indexKinds(kinds, blockSize));
  }

  /**
   * Items of the masked kinds before block `block`: the sum of at most 18 prefix counts. Computed on demand, not kept
   * per mask: a query's binary search needs about ten of them, while summing a whole array per new mask (a million
   * items: ~18,000 additions) made every first query of a type combination pay more than its page.
   */
  private before(block: number, mask: number): number {
    const base = block * KIND_COUNT;
    let sum = 0;
    for (let m = mask, k = 0; m !== 0; m >>>= 1, k++) if (m & 1) sum += this.prefix[base + k]!;
    return sum;
  }

  /** How many items have one of the masked kinds. */
  count(mask: number): number {
    return this.before(this.blocks, mask);
  }

  /** Positions (ascending) of the matching items ranked `offset` … `offset + limit - 1` among all matches. */
  select(mask: number, offset: number, limit: number): number[] {
    const positions: number[] = [];
    if (limit <= 0 || offset >= this.count(mask)) return positions;
    // Binary search for the block holding match number `offset`: the last block with before(b) <= offset.
    let low = 0;
    let high = this.blocks - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.before(mid, mask) <= offset) low = mid;
      else high = mid - 1;
    }
    let rank = this.before(low, mask);
    for (let block = low; block < this.blocks && positions.length < limit; block++) {
      const next = this.before(block + 1, mask);
      if (next === rank) continue; // no match in this block
      if (next <= offset) {
        rank = next;
        continue;
      }
      const end = Math.min(this.size, (block + 1) * this.blockSize);
      for (let i = block * this.blockSize; i < end && positions.length < limit; i++) {
        if (mask & (1 << this.kinds[i]!)) {
          if (rank >= offset) positions.push(i);
          rank++;
        }
      }
    }
    return positions;
  }
}
