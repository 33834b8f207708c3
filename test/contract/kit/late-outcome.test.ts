// What a check the run deadline cuts short becomes: a SKIP when the server throttled the run or was still answering
// (slowly), a FAIL when a request had waited a whole timeout with no answer meanwhile; a kit that asked nothing for a
// while (its machine loaded) is not a silent server.
import { describe, expect, it } from 'vitest';
import { deadlinePassed } from '../../../src/contract/kit/runner.js';
import type { CheckContext } from '../../../src/contract/kit/check-context.js';
import { Pacer } from '../../../src/contract/kit/polite-client.js';

/** A pacer that met `throttled` answers 429/503 whose pauses held the run for `pausedMs` in all. */
const pacerWith = (throttled: number, pausedMs: number) => {
  const pacer = new Pacer(undefined, Date.now() + 60_000, new AbortController().signal);
  pacer.throttled = throttled;
  const start = Date.now() - 60_000;
  if (pausedMs > 0) pacer.pauseUntil(start + pausedMs, start);
  return pacer;
};

const contextWith = (
  throttled: number,
  lastAnswerAgoMs: number,
  oldestRequestAgoMs: number | undefined,
  pausedMs = throttled > 0 ? 30_000 : 0,
) =>
  ({
    http: {
      pacer: pacerWith(throttled, pausedMs),
      lastAnswerAt: Date.now() - lastAnswerAgoMs,
      unansweredSince: oldestRequestAgoMs === undefined ? undefined : Date.now() - oldestRequestAgoMs,
      answered: 12,
      limits: { timeoutMs: 10_000 },
    },
  }) as unknown as CheckContext;

const outcomeAtDeadline = (ctx: CheckContext) => {
  const controller = new AbortController();
  controller.abort();
  return deadlinePassed(controller.signal, 60_000, ctx);
};

describe('a check the run deadline cuts short', () => {
  it.each([
    ['a throttling server', contextWith(3, 30_000, 30_000), 'skip', /throttled 3 requests/],
    [
      'a server that throttled once, briefly, then answered slowly',
      contextWith(1, 1_200, 1_000, 500),
      'skip',
      /still answering, slowly \(12 answers\).*--deadline/,
    ],
    [
      'a slow server still answering',
      contextWith(0, 1_200, 1_000),
      'skip',
      /still answering, slowly \(12 answers\).*--deadline/,
    ],
    ['a server silent for a whole timeout', contextWith(0, 15_000, 15_000), 'fail', undefined],
    [
      'a kit that asked nothing for a whole timeout',
      contextWith(0, 15_000, undefined),
      'skip',
      /still answering, slowly \(12 answers\)/,
    ],
    [
      'a server asked again only lately',
      contextWith(0, 15_000, 2_000),
      'skip',
      /still answering, slowly \(12 answers\)/,
    ],
  ] as const)('%s: %s', async (_what, ctx, status, reason) => {
    const outcome = await outcomeAtDeadline(ctx);
    expect(outcome.status).toBe(status);
    if (reason) expect(outcome.status === 'skip' && outcome.reason).toMatch(reason);
    else expect(outcome).toMatchObject({ received: 'the deadline passed first' });
  });
});
