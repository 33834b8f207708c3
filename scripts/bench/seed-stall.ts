// How long another seed's world holds other clients: cheap configs requests, one after another, while requests for
// worlds of new seeds (and their accounts' lists) are built; the longest wait of a cheap one, and its median.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { median } from './load.js';

export interface Stall {
  /** The longest answer of a cheap request while the worlds were built, in ms (a garbage collection may fall in it). */
  worstMs: number;
  p95Ms: number;
  medianMs: number;
  /** Cheap requests answered meanwhile. */
  cheap: number;
}

export async function seedStall(
  url: string,
  headers: Record<string, string>,
  seeds: number,
  firstSeed: number,
): Promise<Stall> {
  let building = true;
  const worlds = Promise.all(
    Array.from({ length: seeds }, (_, i) =>
      fetch(`${url}${NOTIFICATION_LIST_PATH}?pageSize=1`, {
        headers: { ...headers, Prefer: `seed=${firstSeed + i}` },
      }).then((r) => r.arrayBuffer()),
    ),
  ).finally(() => (building = false));
  const waits: number[] = [];
  while (building) {
    const started = performance.now();
    await (await fetch(`${url}${CONFIGS_PATH}?keys=site_name`)).arrayBuffer();
    waits.push(performance.now() - started);
  }
  await worlds;
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    worstMs: sorted.at(-1)!,
    p95Ms: sorted[Math.floor(0.95 * (sorted.length - 1))]!,
    medianMs: median(waits),
    cheap: waits.length,
  };
}
