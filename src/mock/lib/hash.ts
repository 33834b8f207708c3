// Deterministic, stateless randomness: every derived value is a pure function of (seed, …) integers.

/** A strong 32-bit integer finaliser (lowbias32): consecutive inputs give unrelated outputs. */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

export const hash2 = (a: number, b: number): number => mix32(mix32(a ^ 0x9e3779b9) ^ b);
export const hash3 = (a: number, b: number, c: number): number => mix32(hash2(a, b) ^ mix32(c + 0x6a09e667));

/** Maps a 32-bit hash to [0, 1). */
export const unit = (h: number): number => h / 4294967296;

/** Picks an element by hash. */
export const pickBy = <T>(items: readonly T[], h: number): T => items[h % items.length]!;

/** Hashes a string (FNV-1a) so that text, e.g. a credential, can seed derived values. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h >>> 0);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Base62 text of a non-negative integer, left-padded to `width` characters. */
export function base62(value: number, width: number): string {
  let out = '';
  let v = Math.floor(value);
  while (v > 0) {
    out = BASE62[v % 62]! + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, '0');
}

/** 32 lowercase hex characters derived from the parts: deterministic tokens. */
export function hexToken(...parts: number[]): string {
  let out = '';
  let h = parts.reduce((acc, p) => hash2(acc, p >>> 0), 0x243f6a88);
  for (let i = 0; i < 4; i++) {
    h = mix32(h + i + 1);
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}
