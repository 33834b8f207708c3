// Inconclusive is not green: a run whose deadline, request budget or throttling server left most of its checks
// unchecked, with nothing failed, exits 3 and says in one line which limit it was and how to give the run room.
import type { RunLimit } from '../kit/check.js';
import type { CheckResult } from '../kit/runner.js';
import { THROTTLE_HINT } from '../kit/polite-client.js';

export interface Inconclusive {
  /** The limit that left the most checks unchecked. */
  limit: RunLimit;
  /** Checks a limit left unchecked, of all the run's checks. */
  unchecked: number;
  total: number;
  deadlineMs: number;
  maxRequests: number;
  throttled: number;
}

/** More than this share of the checks left unchecked by the run's limits makes a run inconclusive. */
export const INCONCLUSIVE_SHARE = 0.5;

export function inconclusiveOf(
  results: readonly CheckResult[],
  limits: { deadlineMs: number; maxRequests: number },
  throttled: number,
): Inconclusive | undefined {
  const byLimit = new Map<RunLimit, number>();
  for (const r of results)
    if (r.outcome.status === 'skip' && r.outcome.limit)
      byLimit.set(r.outcome.limit, (byLimit.get(r.outcome.limit) ?? 0) + 1);
  // Once a limit left a check unchecked, every skip counts: the checks that had nothing to judge (no page, no type
  // seen) were left so by what the limit kept from them as often as not.
  const unchecked = byLimit.size === 0 ? 0 : results.filter((r) => r.outcome.status === 'skip').length;
  if (results.length === 0 || unchecked <= results.length * INCONCLUSIVE_SHARE) return undefined;
  const [limit] = [...byLimit].sort((a, b) => b[1] - a[1])[0]!;
  return {
    limit,
    unchecked,
    total: results.length,
    deadlineMs: limits.deadlineMs,
    maxRequests: limits.maxRequests,
    throttled,
  };
}

const seconds = (ms: number) => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`);
/** A deadline under a second was most likely meant in seconds (`--deadline 120`); else twice it, a minute at least. */
const suggested = (ms: number) => (ms < 1000 ? `${ms}s` : seconds(Math.max(60_000, Math.ceil((ms * 2) / 1000) * 1000)));

/** The one line that says why the run proved little, and what to change (exit 3 when nothing failed). */
export function inconclusiveLine(i: Inconclusive, exitCode: number): string {
  const left = `${i.unchecked} of ${i.total} checks`;
  const why =
    i.limit === 'throttled'
      ? `the server throttled the run (${i.throttled} answers 429/503) and ${left} could not run; ${THROTTLE_HINT}`
      : i.limit === 'budget'
        ? `the request budget (--max-requests ${i.maxRequests}) ran out before ${left} could run; raise --max-requests`
        : i.limit === 'size'
          ? `answers larger than the kit reads left ${left} unjudged; raise --max-body`
          : `the run deadline (--deadline ${seconds(i.deadlineMs)}) passed before ${left} could run; give the run more time, e.g. --deadline ${suggested(i.deadlineMs)}`;
  return exitCode === 3 ? `Inconclusive (exit 3): ${why}.` : `Most checks were not run: ${why}.`;
}
