// Server-wide latency and faults (`--latency`, `--fault-rate`, `--faults`): a pure function of the seed and the request's
// sequence number, so that the same run of requests meets the same slow and failing moments every time.
import type { Fault } from '../../schema/index.js';
import { hash3, unit } from '../lib/hash.js';

export interface ChaosConfig {
  /** Each answer waits a seeded time in [min, max] ms; null: no added latency. */
  latency: { min: number; max: number } | null;
  /** Probability (0 to 1) that a request fails with one of `faults`. */
  faultRate: number;
  faults: readonly Fault[];
}

export interface ChaosOutcome {
  delayMs: number;
  fault: Fault | null;
}

export const NO_CHAOS: Readonly<ChaosOutcome> = Object.freeze({ delayMs: 0, fault: null });

/** Salts of the independent draws for one request. */
const enum Draw {
  Latency = 0x1a7e,
  FaultChance = 0xfa17,
  FaultKind = 0xfa18,
}

/** What request number `sequence` (1, 2, … in arrival order) suffers on a server with this seed. Pure. */
export function chaosAt(seed: number, sequence: number, config: ChaosConfig): ChaosOutcome {
  const { latency, faultRate, faults } = config;
  const delayMs =
    latency === null
      ? 0
      : latency.min + Math.floor(unit(hash3(seed, sequence, Draw.Latency)) * (latency.max - latency.min + 1));
  const failing = faults.length > 0 && faultRate > 0 && unit(hash3(seed, sequence, Draw.FaultChance)) < faultRate;
  return { delayMs, fault: failing ? faults[hash3(seed, sequence, Draw.FaultKind) % faults.length]! : null };
}
