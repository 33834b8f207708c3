// Runs checks against one context: all at once (requests are shared and bounded), invariant checks after them,
// each ending by the run's deadline; a kit failure becomes a FAIL line, never an unhandled rejection.
import { slimCopy } from './answer-journal.js';
import { fail, failsTheRun, skip, type Check, type Outcome } from './check.js';
import type { CheckContext } from './check-context.js';
import { BudgetExhausted, DeadlineReached } from './kit-http.js';
import { THROTTLE_HINT, Throttled } from './polite-client.js';
import { settleOnALiveInbox } from './live-inbox.js';
import { BODY_TOO_LARGE } from './transport.js';

export interface CheckResult {
  check: Check;
  outcome: Outcome;
  /** This result fails the run: a failed spec check, or with --strict a failed check resting on the real system. */
  blocking: boolean;
  durationMs: number;
}

export class UnknownCheckNames extends Error {}

/** Applies --only and --skip (comma lists of check names), refusing names that do not exist. */
export function selectChecks(all: readonly Check[], only: readonly string[], skipNames: readonly string[]): Check[] {
  const known = new Set(all.map((c) => c.name));
  const unknown = [...only, ...skipNames].filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new UnknownCheckNames(
      `unknown check name${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (core-kit contract --list shows them)`,
    );
  return all.filter((c) => (only.length === 0 || only.includes(c.name)) && !skipNames.includes(c.name));
}

/**
 * The server went silent: a request has waited a whole timeout for its answer, and no answer came meanwhile. A kit
 * that asked nothing for a while (its own machine slow or busy) is not a silent server.
 */
const serverSilent = (ctx: CheckContext, now: number): boolean => {
  const since = ctx.http.unansweredSince;
  const timeout = ctx.http.limits.timeoutMs;
  return since !== undefined && now - since >= timeout && now - ctx.http.lastAnswerAt >= timeout;
};

/**
 * What the deadline leaves unchecked SKIPs when the server's pauses used up the run (it asked for the time itself) or was
 * not silent (slow, which the spec does not forbid: --timeout is the kit's bound on one answer, the deadline only the
 * run's budget). It FAILs when the server had gone silent for a whole timeout.
 */
const lateOutcome = (deadlineMs: number, ctx: CheckContext) =>
  ctx.http.pacer.throttledTheRun(deadlineMs)
    ? skip(
        `not finished within the run deadline (${deadlineMs} ms): the server throttled ${ctx.http.pacer.throttled} requests (429/503); ${THROTTLE_HINT}`,
        'throttled',
      )
    : !serverSilent(ctx, Date.now())
      ? skip(
          ctx.http.answered === 0
            ? `not run: the run deadline (${deadlineMs} ms) passed before the first answers came back; give the run more time with --deadline`
            : `not finished: the run deadline passed (${deadlineMs} ms) while the server was still answering, slowly (${ctx.http.answered} answers); give the run more time with --deadline`,
          'deadline',
        )
      : fail(`to finish within the run deadline (${deadlineMs} ms)`, 'the deadline passed first');

/** Resolves when the deadline passes: one listener for the whole run. */
export function deadlinePassed(deadline: AbortSignal, deadlineMs: number, ctx: CheckContext): Promise<Outcome> {
  return new Promise((resolve) => {
    if (deadline.aborted) resolve(lateOutcome(deadlineMs, ctx));
    else deadline.addEventListener('abort', () => resolve(lateOutcome(deadlineMs, ctx)), { once: true });
  });
}

/** Runs one check to an outcome: a kit failure or the deadline becomes a FAIL, a used-up budget or a throttling server a SKIP. */
export async function runOne(
  check: Check,
  ctx: CheckContext,
  expired: Promise<Outcome>,
  deadlineMs: number,
  deadline?: AbortSignal,
): Promise<Outcome> {
  if (deadline?.aborted) return lateOutcome(deadlineMs, ctx); // nothing starts after the deadline
  const running = check.run(ctx).catch((error: unknown): Outcome => {
    if (error instanceof BudgetExhausted)
      return skip(error.message, error instanceof Throttled ? 'throttled' : 'budget');
    if (error instanceof DeadlineReached) return lateOutcome(deadlineMs, ctx);
    return fail(
      'the check to run to its end',
      `the kit stopped on ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return Promise.race([running.then(unlessTooLarge), expired]);
}

/**
 * A failure on an answer the kit stopped reading at its size cap is no verdict: the spec bounds no answer, so the
 * server may be right; the check is left unjudged (SKIP), saying how to read it.
 */
function unlessTooLarge(outcome: Outcome): Outcome {
  const error = outcome.status === 'fail' ? outcome.exchange?.transportError : undefined;
  if (!error?.startsWith(BODY_TOO_LARGE)) return outcome;
  const { path } = (outcome as { exchange: { path: string } }).exchange;
  return skip(
    `not judged: the answer to GET ${path} is a ${error} (the kit's cap); raise --max-body to read it`,
    'size',
  );
}

/**
 * The outcome as the report needs it: a failure's exchange without its parsed body (the report describes and
 * reproduces it), so that a run's results never keep whole answers alive (a million-item list each).
 */
const reported = (outcome: Outcome): Outcome =>
  outcome.status === 'fail' && outcome.exchange ? { ...outcome, exchange: slimCopy(outcome.exchange) } : outcome;

export async function runChecks(
  checks: readonly Check[],
  ctx: CheckContext,
  settings: { strict: boolean; deadline: AbortSignal; deadlineMs: number },
): Promise<CheckResult[]> {
  const results = new Map<Check, CheckResult>();
  const expired = deadlinePassed(settings.deadline, settings.deadlineMs, ctx);
  const execute = async (check: Check) => {
    const started = performance.now();
    const outcome = reported(await runOne(check, ctx, expired, settings.deadlineMs, settings.deadline));
    const blocking = outcome.status === 'fail' && failsTheRun(check, settings.strict);
    results.set(check, { check, outcome, blocking, durationMs: performance.now() - started });
  };
  await Promise.all(checks.filter((c) => !c.final).map(execute));
  await Promise.all(checks.filter((c) => c.final === true).map(execute));
  await Promise.all(checks.filter((c) => c.final === 'last').map(execute));
  // A live inbox: what failed because the inbox moved under the run is asked again (see live-inbox).
  const failed = checks.filter((c) => results.get(c)!.outcome.status === 'fail');
  const settled = await settleOnALiveInbox(ctx, failed, (check) =>
    runOne(check, ctx, expired, settings.deadlineMs, settings.deadline),
  ).catch(() => new Map<Check, Outcome>());
  for (const [check, settledOutcome] of settled) {
    const outcome = reported(settledOutcome);
    const blocking = outcome.status === 'fail' && failsTheRun(check, settings.strict);
    results.set(check, { ...results.get(check)!, outcome, blocking });
  }
  return checks.map((c) => results.get(c)!);
}
