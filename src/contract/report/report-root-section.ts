// The first lines of a failing report: its root causes, each with what it expected and received, and the failures
// that rest on it; and the line a dependent failure carries in the body.
import type { CheckResult } from '../kit/runner.js';
import { FOUNDATIONS } from '../kit/foundations.js';
import { provenFoundation, type Dependency, type RootCauses } from './root-causes.js';
import { oneLine } from './terminal-safe.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The blocking roots, or (when nothing fails the run) none: warnings and notes keep their place in the body. */
export const blockingRoots = (causes: RootCauses): CheckResult[] => causes.roots.filter((r) => r.blocking);

export function rootCauseSection(causes: RootCauses, redact: (text: string) => string): string[] {
  const roots = blockingRoots(causes);
  if (roots.length === 0) return [];
  const failures = roots.reduce((sum, root) => sum + 1 + causes.dependentsOf.get(root)!.length, 0);
  const lines = [
    `${plural(roots.length, 'root cause')} of ${plural(failures, 'failure')}${failures > roots.length ? ' (the others rest on them: fix these first, then run again)' : ''}:`,
  ];
  roots.forEach((root, i) => {
    const outcome = root.outcome as Extract<CheckResult['outcome'], { status: 'fail' }>;
    const proven = provenFoundation(root);
    const feature = proven ? FOUNDATIONS[proven] : outcome.feature;
    lines.push(
      `  ${i + 1}. ${root.check.name}${feature ? ` (${oneLine(feature)})` : ''}: expected ${redact(oneLine(outcome.expected))}; received ${redact(oneLine(outcome.received))}`,
    );
    const dependents = causes.dependentsOf.get(root)!;
    if (dependents.length > 0)
      lines.push(
        `     ${plural(dependents.length, 'failure rests', 'failures rest')} on it: ${dependents.map((d) => d.check.name).join(', ')}`,
      );
  });
  return lines;
}

/** The line under a failure that rests on another: which foundation, which failure, and the root cause's number. */
export function restsOnLine(dependency: Dependency, causes: RootCauses): string {
  const index = blockingRoots(causes).indexOf(dependency.root);
  const where = index === -1 ? 'which failed above' : `root cause ${index + 1} above`;
  const via =
    dependency.parent === dependency.root
      ? `${dependency.parent.check.name}, ${where}`
      : `${dependency.parent.check.name}, which rests on ${dependency.root.check.name}, ${where}`;
  return dependency.foundation === 'sameEvidence'
    ? `the same evidence as ${via}`
    : `rests on ${FOUNDATIONS[dependency.foundation]} (${via})`;
}

/** The summary's count of failures: "5 failed (1 root cause, 4 resting on it)". */
export function failedCount(failed: number, causes: RootCauses): string {
  const roots = blockingRoots(causes).length;
  if (failed === 0 || roots === failed) return `${failed} failed`;
  return `${failed} failed (${plural(roots, 'root cause')}, ${failed - roots} resting on ${roots === 1 ? 'it' : 'them'})`;
}
