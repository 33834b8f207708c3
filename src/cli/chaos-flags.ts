// The server-wide chaos flags of `core-kit serve`: --latency, --fault-rate and --faults, read into a ChaosConfig.
import type { ChaosConfig } from '../mock/index.js';
import { faultNames, MAX_DELAY_MS, type Fault } from '../schema/index.js';
import { UsageError, type FlagSpec, type FlagValues } from './flags.js';

export const chaosFlags: FlagSpec[] = [
  {
    name: 'latency',
    type: 'string',
    valueName: 'min-max',
    description: `Delay every API answer by a seeded time in this range of ms, e.g. 50-800 (at most ${MAX_DELAY_MS}).`,
  },
  {
    name: 'fault-rate',
    type: 'string',
    valueName: 'p',
    description:
      'Probability from 0 to 1 that an API request fails; which ones is fixed by --seed and the request number.',
  },
  {
    name: 'faults',
    type: 'string',
    valueName: 'list',
    description: `Faults --fault-rate picks from: ${faultNames.join(', ')} (default: all three).`,
  },
];

const RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/;
const PROBABILITY = /^(0|1|0?\.\d+|[01]\.\d+)$/;

function latency(raw: unknown): ChaosConfig['latency'] {
  if (raw === undefined) return null;
  const match = typeof raw === 'string' ? RANGE.exec(raw.trim()) : null;
  const min = match ? Number(match[1]) : Number.NaN;
  const max = match ? Number(match[2] ?? match[1]) : Number.NaN;
  if (!(min <= max && max <= MAX_DELAY_MS)) {
    throw new UsageError(
      `--latency must be MIN-MAX in ms with MIN ≤ MAX ≤ ${MAX_DELAY_MS}, e.g. 50-800 (received ${JSON.stringify(raw)})`,
    );
  }
  return { min, max };
}

function faultRate(raw: unknown): number {
  if (raw === undefined) return 0;
  const rate = typeof raw === 'string' && PROBABILITY.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(rate >= 0 && rate <= 1))
    throw new UsageError(`--fault-rate must be a probability from 0 to 1, e.g. 0.1 (received ${JSON.stringify(raw)})`);
  return rate;
}

function faults(raw: unknown): Fault[] {
  if (raw === undefined) return [...faultNames];
  const names = String(raw)
    .split(',')
    .map((name) => name.trim());
  const wrong = names.find((name) => !(faultNames as readonly string[]).includes(name));
  if (wrong !== undefined)
    throw new UsageError(
      `--faults must be a comma list of ${faultNames.join(', ')} (received ${JSON.stringify(wrong)})`,
    );
  return [...new Set(names as Fault[])];
}

/** The chaos of a server, or null when no chaos flag is given. */
export function chaosOptions(values: FlagValues): ChaosConfig | null {
  if (values.faults !== undefined && values['fault-rate'] === undefined)
    throw new UsageError('--faults needs --fault-rate (the share of requests that fail)');
  const config = {
    latency: latency(values.latency),
    faultRate: faultRate(values['fault-rate']),
    faults: faults(values.faults),
  };
  return config.latency === null && config.faultRate === 0 ? null : config;
}

/** One line for the start banner. */
export function chaosSummary(chaos: ChaosConfig): string {
  const parts = [
    chaos.latency ? `latency ${chaos.latency.min}-${chaos.latency.max} ms` : '',
    chaos.faultRate > 0
      ? `${+(chaos.faultRate * 100).toFixed(2)}% of API requests fail (${chaos.faults.join(', ')})`
      : '',
  ].filter(Boolean);
  return `${parts.join(', ')}; the same seed and request order meet the same moments`;
}
