// timeAgo against each list answer's own time, its Date header (see time-ago-now): judged as every answer arrived,
// read here from the journal. A run whose answers carry no Date, or datetimes of no zone, skips it and says why.
import { invariantRules } from '../invariants/invariant-rules.js';
import { DATE_SLACK_MS } from '../invariants/time-ago-now.js';
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';

const rule = invariantRules.timeAgoAgreesWithTheAnswersDate;

export const timeAgoAgreesWithTheAnswersDate = defineCheck({
  name: rule.name,
  endpoint: rule.endpoint,
  why: rule.why,
  source: rule.source,
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['languages'],
  final: true,
  async run(ctx) {
    const record = ctx.journal.of('timeAgoAgreesWithTheAnswersDate');
    if (record.first) {
      const more = record.broken > 1 ? ` (and ${record.broken - 1} more of ${record.judged} answers)` : '';
      return fail(record.first.violation.expected, `${record.first.violation.received}${more}`, record.first.exchange);
    }
    if (record.judged === 0)
      return skip(
        "no answer this rule applies to was seen: no list answer had a Date header and datetimes that name their instant (an offset, Z, GMT/UTC or Unix time) beside a timeAgo in the configs' wording (a wall clock of no zone cannot be placed against Date)",
      );
    return pass(
      `${record.judged} answers, each within the unit's rounding and ${DATE_SLACK_MS / 60_000} minutes of its Date`,
    );
  },
});

export const timeAgoDateChecks: Check[] = [timeAgoAgreesWithTheAnswersDate];
