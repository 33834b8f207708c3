// What a contract check is: a small named predicate with its why, its spec section and its provenance.
import type { Basis, Provenance } from '../invariants/provenance.js';
import type { CheckContext } from './check-context.js';
import type { Exchange } from './kit-http.js';
import type { Foundation } from './foundations.js';

export type { Basis, Provenance };
export type Endpoint = 'configs' | 'notifications';

export type Outcome =
  | { status: 'pass'; note?: string }
  | { status: 'fail'; expected: string; received: string; exchange?: Exchange; feature?: string }
  | { status: 'skip'; reason: string; limit?: RunLimit };

/**
 * What left a check unchecked when a limit of the run did: its deadline, its request budget, a throttling server, an
 * answer larger than the kit reads (--max-body).
 */
export type RunLimit = 'deadline' | 'budget' | 'throttled' | 'size';

interface CheckCore {
  /** A sentence in camelCase: what holds when the check passes. */
  name: string;
  endpoint: Endpoint;
  /** One line: why a client cares. */
  why: string;
  /** The spec section (provenance spec) or the assumption ids (provenance assumed). */
  source: string;
  /**
   * What this check's verdict takes for granted (paging, the walk, a filter, auth…): when a check proving one of them
   * failed too, the report names that failure as the root cause and this one under it. `[]`: it rests on nothing.
   */
  restsOn: readonly Foundation[];
  /** The foundations this check proves for the checks resting on them. */
  proves?: readonly Foundation[];
  /** Runs after the other checks, over what the run recorded; `last` after the final ones too. */
  final?: boolean | 'last';
  run(ctx: CheckContext): Promise<Outcome>;
}

export type Check = CheckCore & ({ provenance: 'spec'; basis?: undefined } | { provenance: 'assumed'; basis: Basis });

export const defineCheck = (check: Check): Check => check;

/** How a check is labelled in reports and `--list`: `spec`, `real system` or `mock`. */
export const provenanceLabel = (check: Pick<Check, 'provenance' | 'basis'>): string =>
  check.provenance === 'spec' ? 'spec' : check.basis!;

/** A failed result of this check fails the run: spec always, the real system's facts with --strict, the mock's choices never. */
export const failsTheRun = (check: Pick<Check, 'provenance' | 'basis'>, strict: boolean): boolean =>
  check.provenance === 'spec' || (strict && check.basis === 'real system');

export const pass = (note?: string): Outcome => (note === undefined ? { status: 'pass' } : { status: 'pass', note });
export const fail = (expected: string, received: string, exchange?: Exchange, feature?: string): Outcome => ({
  status: 'fail',
  expected,
  received,
  ...(exchange === undefined ? {} : { exchange }),
  ...(feature === undefined ? {} : { feature }),
});
export const skip = (reason: string, limit?: RunLimit): Outcome =>
  limit === undefined ? { status: 'skip', reason } : { status: 'skip', reason, limit };

/** A value in a message: JSON, cut to a readable length. */
export function shown(value: unknown, max = 160): string {
  let text: string;
  try {
    text = value === undefined ? 'nothing' : JSON.stringify(value);
  } catch {
    text = String(value); // a cycle or a BigInt: never the case for parsed JSON, but a message must not throw
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
