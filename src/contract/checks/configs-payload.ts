// The configuration items as the configs checks read them: the payload of the run's configs answer, or the failure
// to report when there is none.
import { fail, skip, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';
import { BODY_TOO_LARGE } from '../kit/transport.js';

/**
 * A configs answer the kit stopped reading at its body size cap: not judged (the spec sets no size, and a site with
 * many plugins answers large), so the checks that read it SKIP instead of failing a server that may be correct.
 */
export function beyondTheSizeCap(exchange: Exchange | undefined): Outcome | undefined {
  const error = exchange?.transportError;
  return error?.startsWith(BODY_TOO_LARGE)
    ? skip(
        `the configs answer is larger than the kit reads (${error}): not judged; raise --max-body to read it`,
        'size',
      )
    : undefined;
}

/** The configuration items, or the failure to report when there are none. */
export async function configsPayload(
  ctx: CheckContext,
): Promise<{ payload: Record<string, unknown> } | { outcome: Outcome }> {
  const configs = await ctx.configs();
  if (configs.payload) return { payload: configs.payload };
  const unread = beyondTheSizeCap(configs.exchange);
  if (unread) return { outcome: unread };
  return {
    outcome: fail('a success answer holding the configuration items', configs.problem ?? 'no answer', configs.exchange),
  };
}
