// Every check declares what it rests on; each foundation some check rests on is proven by another, and the
// declarations hold no loop (a failure could then rest on itself).
import { describe, expect, it } from 'vitest';
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { exploreChecks } from '../../../src/contract/explore/explore-check.js';
import { FOUNDATION_ORDER, type Foundation } from '../../../src/contract/kit/foundations.js';

const checks = [...allChecks, ...exploreChecks(1, 1)];
const proversOf = (f: Foundation) => checks.filter((c) => c.proves?.includes(f));

describe('foundations of the checks', () => {
  it('are declared by every check', () => {
    expect(checks.filter((c) => !Array.isArray(c.restsOn)).map((c) => c.name)).toEqual([]);
  });

  it('are each proven by a check when a check rests on them, and every named foundation exists', () => {
    const used = new Set(checks.flatMap((c) => [...c.restsOn, ...(c.proves ?? [])]));
    expect([...used].filter((f) => !FOUNDATION_ORDER.includes(f))).toEqual([]);
    const rested = new Set(checks.flatMap((c) => c.restsOn));
    expect([...rested].filter((f) => proversOf(f).length === 0)).toEqual([]);
  });

  it('never have a check rest on what it proves, nor a foundation rest on itself round a loop', () => {
    expect(checks.filter((c) => c.restsOn.some((f) => c.proves?.includes(f))).map((c) => c.name)).toEqual([]);
    // Foundation → the foundations its provers rest on.
    const next = (f: Foundation) => new Set(proversOf(f).flatMap((c) => c.restsOn));
    const loops = FOUNDATION_ORDER.filter((start) => {
      const seen = new Set<Foundation>();
      const stack = [...next(start)];
      while (stack.length > 0) {
        const f = stack.pop()!;
        if (f === start) return true;
        if (!seen.has(f)) {
          seen.add(f);
          stack.push(...next(f));
        }
      }
      return false;
    });
    expect(loops).toEqual([]);
  });

  it('list the basic ones first: a prover rests only on foundations earlier in the order', () => {
    const late = checks.flatMap((c) =>
      (c.proves ?? []).flatMap((p) =>
        c.restsOn
          .filter((r) => FOUNDATION_ORDER.indexOf(r) > FOUNDATION_ORDER.indexOf(p))
          .map((r) => `${c.name}: ${p} on ${r}`),
      ),
    );
    expect(late).toEqual([]);
  });
});
