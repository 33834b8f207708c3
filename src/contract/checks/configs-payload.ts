// The configuration items as the configs checks read them: the payload of the run's configs answer, or the failure
// to report when there is none.
import { fail, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';

/** The configuration items, or the failure to report when there are none. */
export async function configsPayload(
  ctx: CheckContext,
): Promise<{ payload: Record<string, unknown> } | { outcome: Outcome }> {
  const configs = await ctx.configs();
  if (configs.payload) return { payload: configs.payload };
  return {
    outcome: fail('a success answer holding the configuration items', configs.problem ?? 'no answer', configs.exchange),
  };
}
