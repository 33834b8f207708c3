// A live server's inbox grows (or shrinks) while the kit runs: checks that compare answers of different moments may
// then fail a correct server. When such a check fails, the kit asks the default page again; if the inbox moved, it
// runs each failed check again from nothing memoised, up to twice. A check that fails again on an inbox that held
// still meanwhile is a defect; one that fails each time the inbox moved again is inconclusive (a SKIP saying why).
import { pass, skip, type Check, type Outcome } from './check.js';
import type { CheckContext } from './check-context.js';

/**
 * Checks whose verdict compares answers of different moments: every list check but the per-answer invariants (and the
 * mock's own choices, which only note a difference).
 */
export const comparesAnswers = (check: Check): boolean =>
  check.endpoint === 'notifications' && check.final !== true && check.basis !== 'mock';

/** Runs of the failed checks at most, the first included: an inbox that keeps moving gets a few chances to hold. */
const ATTEMPTS = 3;

/**
 * The outcomes that replace failed ones, once a move of the inbox explains them or the checks held again. Costs no
 * request on a run where nothing that compares answers failed; else two default pages, and what the checks ask again.
 */
export async function settleOnALiveInbox(
  ctx: CheckContext,
  failed: readonly Check[],
  rerun: (check: Check) => Promise<Outcome>,
): Promise<Map<Check, Outcome>> {
  const again = new Map<Check, Outcome>();
  const candidates = failed.filter(comparesAnswers);
  if (candidates.length === 0) return again;
  await ctx.settle();
  if (ctx.inboxMoves.length === 0) return again;
  const moved = ctx.inboxMoves[0]!;
  const why = `the inbox changed during the run (${moved})`;
  // One check at a time, each from nothing memoised between two looks at the inbox: the fewer requests a check sends
  // while the inbox holds still, the better its chance to judge answers of one moment.
  for (const check of candidates) {
    for (let attempt = 2; attempt <= ATTEMPTS; attempt++) {
      ctx.forget();
      await ctx.settle(); // the reference of this run
      const before = ctx.inboxMoves.length;
      const outcome = await rerun(check);
      await ctx.settle();
      const movedAgain = ctx.inboxMoves.length > before;
      if (outcome.status === 'pass')
        again.set(check, pass(`${outcome.note ? `${outcome.note}; ` : ''}run ${attempt} times because ${why}`));
      else if (outcome.status !== 'fail' || !movedAgain) again.set(check, outcome);
      else
        again.set(
          check,
          skip(
            `inconclusive: ${why}, and again each of the ${attempt - 1} times this check ran again (${ctx.inboxMoves.at(-1)}); its answers of different moments prove nothing`,
          ),
        );
      if (outcome.status !== 'fail' || !movedAgain) break;
    }
  }
  return again;
}
