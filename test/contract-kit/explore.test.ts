// The generative mode against servers: a run that passes a correct server, shrinks a failure to the smallest query
// and reproduces it from its seed (the queries and relations alone: test/contract/explore/explore-queries.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DEFAULTS, executeContract } from '../../src/contract/execute-contract.js';
import { allDefects } from './corpus/all-defects.js';
import { startIndependentServer, type RunningServer } from './independent-server/independent-server.js';

describe('--explore', () => {
  let correct: RunningServer;
  let broken: RunningServer;
  beforeAll(async () => {
    correct = await startIndependentServer();
    const defect = allDefects.find((d) => d.name === 'typesIgnoredAfterPageOne')!;
    broken = await startIndependentServer(defect.choices, defect.defect);
  });
  afterAll(async () => {
    await correct.close();
    await broken.close();
  });
  const explore = (server: RunningServer, seed: number) =>
    executeContract({
      ...CONTRACT_DEFAULTS,
      baseUrl: server.url,
      credentials: server.accounts[0]!,
      strict: false,
      only: [],
      skip: [],
      explore: 60,
      seed,
    });
  const outcomeOf = (report: Awaited<ReturnType<typeof explore>>) =>
    report.results.find((r) => r.check.name === 'exploredQueriesHoldTheInvariants')!.outcome;

  it('passes a correct server, within the request budget, saying the seed', async () => {
    const report = await explore(correct, 3);
    expect(report.exitCode).toBe(0);
    expect(outcomeOf(report)).toEqual({ status: 'pass', note: '60 generated queries, seed 3' });
    expect(report.requests).toBeLessThanOrEqual(CONTRACT_DEFAULTS.maxRequests);
  }, 30_000);

  it('says so when the server throttled the last queries away, rather than blame the request budget', async () => {
    const limited = await startIndependentServer({ rateLimit: { limit: 20, windowMs: 60_000, retryAfter: 'seconds' } });
    try {
      const report = await executeContract({
        ...CONTRACT_DEFAULTS,
        baseUrl: limited.url,
        credentials: limited.accounts[0]!,
        strict: false,
        only: [],
        skip: [],
        explore: 60,
        seed: 3,
        deadlineMs: 10_000,
      });
      const outcome = outcomeOf(report);
      expect(outcome.status).toBe('pass');
      if (outcome.status !== 'pass') return;
      expect(outcome.note).toMatch(
        /^60 generated queries, seed 3; the server throttled the run before the last ones \(no answer: HTTP 429/,
      );
      expect(outcome.note).not.toMatch(/budget/);
    } finally {
      await limited.close();
    }
  }, 30_000);

  it("reports a broken real-system rule as the real system's, failing the run only with --strict", async () => {
    const defect = allDefects.find((d) => d.name === 'errorsAsHttp400')!;
    const server = await startIndependentServer(defect.choices, defect.defect);
    try {
      for (const strict of [false, true]) {
        const report = await executeContract({
          ...CONTRACT_DEFAULTS,
          baseUrl: server.url,
          credentials: server.accounts[0]!,
          strict,
          only: [],
          skip: [],
          explore: 40,
          seed: 9,
        });
        const spec = report.results.find((r) => r.check.name === 'exploredQueriesHoldTheInvariants')!;
        const real = report.results.find((r) => r.check.name === 'exploredQueriesHoldTheRealSystemsRules')!;
        expect(spec.outcome.status).toBe('pass');
        expect(real.check).toMatchObject({ provenance: 'assumed', basis: 'real system' });
        expect(real.outcome).toMatchObject({ status: 'fail', feature: 'errorsAreHttp200Envelopes' });
        expect(real.blocking).toBe(strict);
        expect(report.exitCode).toBe(strict ? 1 : 0);
      }
    } finally {
      await server.close();
    }
  }, 60_000);

  it('shrinks a failure to the smallest failing query, with its curl line, and reproduces it from the seed', async () => {
    const first = outcomeOf(await explore(broken, 5));
    const again = outcomeOf(await explore(broken, 5));
    expect(first.status).toBe('fail');
    if (first.status !== 'fail') return;
    expect(first.feature).toBe('everyItemIsOfTheRequestedTypes');
    expect(first.received).toMatch(
      /smallest failing query after \d+ shrinks: types=\d&page=2 \(rerun with --explore 60 --seed 5\)$/,
    );
    expect(first.exchange?.url).toMatch(/\?types=\d&page=2$/);
    expect(again).toMatchObject({ expected: first.expected, received: first.received });
  }, 60_000);
});
