// What a contract check is: a small named predicate with its why, its spec section and its provenance.
import type { CheckContext } from './check-context.js';
import type { Exchange } from './kit-http.js';

/** `spec`: the spec states it (fails a run); `assumed`: the real system's choice where the spec is silent (fails only with --strict). */
export type Provenance = 'spec' | 'assumed';
export type Endpoint = 'configs' | 'notifications';

export type Outcome =
  | { status: 'pass'; note?: string }
  | { status: 'fail'; expected: string; received: string; exchange?: Exchange }
  | { status: 'skip'; reason: string };

export interface Check {
  /** A sentence in camelCase: what holds when the check passes. */
  name: string;
  endpoint: Endpoint;
  /** One line: why a client cares. */
  why: string;
  /** The spec section (Provenance spec) or the assumption id (Provenance assumed). */
  source: string;
  provenance: Provenance;
  /** Runs after every other check, over every exchange the run recorded. */
  final?: boolean;
  run(ctx: CheckContext): Promise<Outcome>;
}

export const defineCheck = (check: Check): Check => check;

export const pass = (note?: string): Outcome => (note === undefined ? { status: 'pass' } : { status: 'pass', note });
export const fail = (expected: string, received: string, exchange?: Exchange): Outcome =>
  exchange === undefined ? { status: 'fail', expected, received } : { status: 'fail', expected, received, exchange };
export const skip = (reason: string): Outcome => ({ status: 'skip', reason });

/** A value in a message: JSON, cut to a readable length. */
export function shown(value: unknown, max = 160): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
