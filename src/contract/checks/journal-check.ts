// A check that reports one invariant rule: every answer of the run was judged by it as it arrived, whoever asked for
// it; the check reads the journal, after its probes sent what makes the rule meet the answers that would break it.
import type { InvariantRule } from '../invariants/invariant-rule.js';
import type { RuleName } from '../invariants/invariant-rules.js';
import { defineCheck, fail, pass, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';

export type Foundations = Pick<Check, 'restsOn' | 'proves'>;

/**
 * A check reporting one invariant rule from the journal. `probe` first sends what makes the rule meet the answers
 * that would break it; `then` judges further once every answer kept the rule (e.g. across answers).
 */
export function invariantCheck(
  rule: InvariantRule,
  foundations: Foundations,
  probe?: (ctx: CheckContext) => Promise<unknown>,
  then?: (ctx: CheckContext) => Promise<Outcome | undefined>,
): Check {
  const origin =
    rule.provenance === 'spec'
      ? { provenance: 'spec' as const }
      : { provenance: 'assumed' as const, basis: rule.basis };
  return defineCheck({
    name: rule.name,
    endpoint: rule.endpoint,
    why: rule.why,
    source: rule.source,
    ...origin,
    ...foundations,
    final: true,
    async run(ctx) {
      if (probe) await probe(ctx);
      const record = ctx.journal.of(rule.name as RuleName);
      if (record.first) {
        const more =
          record.broken > 1
            ? ` (and ${record.broken - 1} more of ${record.judged} answers)`
            : ` (1 of ${record.judged} answers)`;
        return fail(
          record.first.violation.expected,
          `${record.first.violation.received}${more}`,
          record.first.exchange,
        );
      }
      if (record.judged === 0) return skip('no answer this rule applies to was seen');
      return (await then?.(ctx)) ?? pass(`${record.judged} answers`);
    },
  });
}
