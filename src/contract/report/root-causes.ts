// Root causes first: a failure is reported under the failure it rests on, followed to the end of the chain, so one
// bug reads as one root cause. A failure rests on another when its own answer broke that one's rule, when it rests on
// a foundation (paging, the walk, a filter, auth…) whose proving check failed, when both prove the same foundation
// (the most basic of them stands for it), or when both failed on the same evidence (the same answer, read alike).
import { FOUNDATION_ORDER, type Foundation } from '../kit/foundations.js';
import type { CheckResult } from '../kit/runner.js';
import { describeExchange } from '../kit/answer.js';

export interface Dependency {
  /** The failed check this failure rests on directly, through `foundation`. */
  parent: CheckResult;
  foundation: Foundation | 'sameEvidence';
  /** The end of the chain: a failure that rests on no other. */
  root: CheckResult;
}

export interface RootCauses {
  /** Failures that rest on no other failure, in report order. */
  roots: CheckResult[];
  /** Every other failure, with what it rests on. */
  dependencies: Map<CheckResult, Dependency>;
  /** The failures resting (directly or not) on each root. */
  dependentsOf: Map<CheckResult, CheckResult[]>;
}

type Failed = CheckResult & { outcome: Extract<CheckResult['outcome'], { status: 'fail' }> };

/** A failure can only rest on one that weighs as much: a FAIL never hides under a WARN, a WARN never under an INFO. */
const weight = (result: CheckResult) =>
  result.blocking ? 3 : result.check.provenance === 'spec' || result.check.basis === 'real system' ? 2 : 1;
/** How basic what a check proves is (a check proving nothing comes last). */
const rank = (result: CheckResult) =>
  Math.min(Infinity, ...(result.check.proves ?? []).map((f) => FOUNDATION_ORDER.indexOf(f)));

export function rootCauses(results: readonly CheckResult[]): RootCauses {
  const failed = results.filter((r): r is Failed => r.outcome.status === 'fail');
  const index = new Map(failed.map((r, i) => [r, i]));
  const byName = new Map(failed.map((r) => [r.check.name, r]));
  const fits = (parent: Failed, result: Failed) => parent !== result && weight(parent) >= weight(result);
  /** The failing prover standing for a foundation (for a failure of this weight): the most basic, then the first. */
  const representative = (foundation: Foundation, result: Failed) =>
    failed
      .filter((p) => weight(p) >= weight(result) && p.check.proves?.includes(foundation))
      .sort((a, b) => a.check.restsOn.length - b.check.restsOn.length || index.get(a)! - index.get(b)!)[0];
  /** A failure that only says what came back (no answer, not JSON, a rejection where a list was due). */
  const describesItsAnswer = (result: Failed) =>
    result.outcome.exchange === undefined || result.outcome.received === describeExchange(result.outcome.exchange);

  const parentOf = (result: Failed): Omit<Dependency, 'root'> | undefined => {
    // Its own answer broke a rule that failed: that rule is the cause (a rule rests only on a more basic one).
    for (const violation of result.outcome.exchange?.violations ?? []) {
      const rule = byName.get(violation.rule);
      if (rule && fits(rule, result) && rank(rule) < rank(result))
        return { parent: rule, foundation: rule.check.proves?.[0] ?? 'answers' };
    }
    for (const foundation of FOUNDATION_ORDER) {
      if (!result.check.restsOn.includes(foundation)) continue;
      const parent = representative(foundation, result);
      if (parent && parent !== result) return { parent, foundation };
    }
    for (const foundation of result.check.proves ?? []) {
      const parent = representative(foundation, result);
      if (parent && parent !== result) return { parent, foundation };
    }
    // The same evidence: an earlier failure read the very same thing, from the same request or from answers alike.
    const same = failed.find(
      (p) =>
        index.get(p)! < index.get(result)! &&
        fits(p, result) &&
        p.outcome.received === result.outcome.received &&
        (p.outcome.exchange?.url === result.outcome.exchange?.url ||
          (describesItsAnswer(p) && describesItsAnswer(result))),
    );
    return same ? { parent: same, foundation: 'sameEvidence' } : undefined;
  };

  const direct = new Map(failed.map((r) => [r as CheckResult, parentOf(r)] as const));
  const dependencies = new Map<CheckResult, Dependency>();
  for (const result of failed) {
    const first = direct.get(result);
    if (!first) continue;
    // Follows the chain to its end. A loop (declarations that contradict each other) ends at its first-reported
    // member, which stands as the root of the others.
    const path: CheckResult[] = [result];
    let root = first.parent;
    while (!path.includes(root) && direct.get(root)) {
      path.push(root);
      root = direct.get(root)!.parent;
    }
    if (path.includes(root))
      root = path.slice(path.indexOf(root)).sort((a, b) => index.get(a as Failed)! - index.get(b as Failed)!)[0]!;
    if (root !== result) dependencies.set(result, { ...first, root });
  }
  const roots = failed.filter((r) => !dependencies.has(r));
  const dependentsOf = new Map(roots.map((root) => [root, failed.filter((r) => dependencies.get(r)?.root === root)]));
  return { roots, dependencies, dependentsOf };
}

/** What a root proves, in words ("the status filter"), when it proves anything. */
export const provenFoundation = (result: CheckResult): Foundation | undefined => result.check.proves?.[0];
