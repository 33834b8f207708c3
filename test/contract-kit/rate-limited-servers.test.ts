// Correct servers that rate-limit (issue 22, item 5), run whole: a 20-a-second burst limiter and Laravel's 60 a minute
// pass, what the deadline leaves unchecked SKIPs with a hint, and --rate under the limit is never throttled.
// timed: throttling windows of a second; a busy neighbour slows the kit below the limit the test relies on
import { afterEach, describe, expect, it } from 'vitest';
import { runContract } from '../../src/contract/run-contract.js';
import { startIndependentServer, type RunningServer } from './independent-server/independent-server.js';

describe('runContract against correct servers that rate-limit', () => {
  let independent: RunningServer | undefined;
  afterEach(async () => {
    await independent?.close();
    independent = undefined;
  });
  const run = (extra: { deadlineMs?: number; rate?: number; only?: string[] } = {}) => {
    const [account, other] = independent!.accounts;
    return runContract({
      baseUrl: independent!.url,
      credentials: account!,
      otherCredentials: other!,
      strict: true,
      ...extra,
    });
  };

  it('20 requests a second, then 429 with Retry-After in seconds: passes, and the summary counts the throttled answers', async () => {
    independent = await startIndependentServer({ rateLimit: { limit: 20, windowMs: 1_000, retryAfter: 'seconds' } });
    const result = await run();
    expect(result.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(result.throttled).toBeGreaterThan(0);
    expect(result.text).toMatch(/requests \(\d+ answered 429\/503 "not yet", \d+ retried\)/);
  }, 90_000);

  it('60 requests a minute, Retry-After as an HTTP-date: what the deadline leaves unchecked SKIPs with a hint, nothing FAILs', async () => {
    independent = await startIndependentServer({ rateLimit: { limit: 60, windowMs: 60_000, retryAfter: 'date' } });
    const result = await run({ deadlineMs: 3_000 });
    expect(result.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(result.exitCode).toBe(0);
    const skipped = result.checks.filter((c) => c.status === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    for (const check of skipped) expect(check.reason).toMatch(/--deadline.*--rate|second account|no answer this rule/);
  }, 90_000);

  it('with --rate under the limit nothing is throttled (and the walks pass)', async () => {
    independent = await startIndependentServer({ rateLimit: { limit: 5, windowMs: 1_000, retryAfter: 'seconds' } });
    const result = await run({
      rate: 4,
      only: ['walkingEveryPageYieldsTotalDistinctItems', 'pagesDoNotOverlap', 'smallerPagesSliceTheLargerOnes'],
    });
    expect(result.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
    expect(result.throttled).toBe(0);
    expect(result.requests).toBeGreaterThan(10); // enough to have been throttled without --rate
  }, 90_000);
});
