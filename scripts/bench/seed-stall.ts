// How long another seed's world holds other clients: cheap configs requests, one after another, while requests for
// worlds of new seeds (and their accounts' lists) are built; the longest wait of a cheap one, and its median. Beside
// them, the baseline: as many cheap requests to the same server before, while it builds nothing (on a loaded machine
// both wait for the scheduler alike).
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { median } from './load.js';

export interface Stall {
  /** The longest answer of a cheap request while the worlds were built, in ms (a garbage collection may fall in it). */
  worstMs: number;
  p95Ms: number;
  medianMs: number;
  /** Cheap requests answered meanwhile. */
  cheap: number;
  /** The same cheap requests to the idle server, before: their p95 and median. */
  idleP95Ms: number;
  idleMedianMs: number;
}

const IDLE_REQUESTS = 200;

/** p95 of a list of waits. */
const p95 = (waits: readonly number[]) => [...waits].sort((a, b) => a - b)[Math.floor(0.95 * (waits.length - 1))]!;

async function cheapRequest(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`${url}${CONFIGS_PATH}?keys=site_name`)).arrayBuffer();
  return performance.now() - started;
}

export async function seedStall(
  url: string,
  headers: Record<string, string>,
  seeds: number,
  firstSeed: number,
): Promise<Stall> {
  const idle: number[] = [];
  for (let i = 0; i < IDLE_REQUESTS; i++) idle.push(await cheapRequest(url));
  let building = true;
  const worlds = Promise.all(
    Array.from({ length: seeds }, (_, i) =>
      fetch(`${url}${NOTIFICATION_LIST_PATH}?pageSize=1`, {
        headers: { ...headers, Prefer: `seed=${firstSeed + i}` },
      }).then((r) => r.arrayBuffer()),
    ),
  ).finally(() => (building = false));
  const waits: number[] = [];
  while (building) waits.push(await cheapRequest(url));
  await worlds;
  return {
    worstMs: Math.max(...waits),
    p95Ms: p95(waits),
    medianMs: median(waits),
    cheap: waits.length,
    idleP95Ms: p95(idle),
    idleMedianMs: median(idle),
  };
}
