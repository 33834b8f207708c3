// The generative mode: queries from the document's parameters, the metamorphic relations as pure functions, and a
// run that shrinks a failure to the smallest query and reproduces it from its seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DEFAULTS, executeContract } from '../../src/contract/execute-contract.js';
import { listQueryArbitrary, listQueryParameters } from '../../src/contract/explore/list-query-arbitrary.js';
import { isPartOf, projectionOf, totalWithinWhole } from '../../src/contract/explore/metamorphic-relations.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { allDefects } from './corpus/all-defects.js';
import { startIndependentServer, type RunningServer } from './independent-server/independent-server.js';

const hints = {
  lastPage: 8,
  keys: { filterUserKeys: ['nickname', 'stats.followerCount', 'roles.0.name'], filterInfoKeys: ['pid', 'author.uid'] },
};

describe('listQueryArbitrary', () => {
  it('generates only the parameters the document declares, each optional, as strings', () => {
    const names = listQueryParameters(committedDocument()).map((p) => p.name);
    expect(names).toEqual([
      'types',
      'status',
      'filterUserType',
      'filterUserKeys',
      'filterInfoType',
      'filterInfoKeys',
      'pageSize',
      'page',
    ]);
    const samples = fc.sample(listQueryArbitrary(committedDocument(), hints), { numRuns: 300, seed: 1 });
    for (const query of samples)
      for (const [k, v] of Object.entries(query))
        expect(names.includes(k) && typeof v === 'string', `${k}=${v}`).toBe(true);
    expect(new Set(samples.map((q) => Object.keys(q).length)).size).toBeGreaterThan(3); // parameters come and go
    expect(samples.some((q) => q.pageSize === '0' || q.page === 'abc' || q.status === '2')).toBe(true); // invalid values too
    expect(samples.some((q) => q.filterUserKeys?.includes('roles.0.name'))).toBe(true); // keys from the data
  });

  it('is the same for the same seed', () => {
    const sample = (seed: number) => fc.sample(listQueryArbitrary(committedDocument(), hints), { numRuns: 20, seed });
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
  });
});

describe('metamorphic relations', () => {
  it.each([
    [{ a: 1 }, { a: 1, b: 2 }, true],
    [{ a: { b: 1 } }, { a: { b: 1, c: 2 } }, true],
    [{ roles: [{ name: 'x' }] }, { roles: [{ name: 'x', rid: '1' }, { name: 'y' }] }, true],
    [{ roles: { 1: { name: 'y' } } }, { roles: [{ name: 'x' }, { name: 'y' }] }, true],
    [{ a: 2 }, { a: 1 }, false],
    [{ z: 1 }, { a: 1 }, false],
    [{}, null, false],
  ])('isPartOf(%j, %j) -> %s', (part, whole, expected) => {
    expect(isPartOf(part, whole)).toBe(expected);
  });

  it.each([
    [10, 120, null],
    [120, 120, null],
    [121, 120, 'a filtered total never exceeds the unfiltered one'],
  ])('totalWithinWhole(%i, %i) -> %s', (total, whole, relation) => {
    expect(totalWithinWhole(total, whole, 'types=3')?.relation ?? null).toBe(relation);
  });

  it.each([
    [[{ nmid: 'a', actionUser: { n: 1 } }], [{ nmid: 'a', actionUser: { n: 1, m: 2 } }], null],
    [[{ nmid: 'a', actionUser: {} }], [{ nmid: 'a', actionUser: null }], 'a filter leaves a null object null'],
    [
      [{ nmid: 'a', actionUser: { x: 1 } }],
      [{ nmid: 'a', actionUser: { n: 1 } }],
      'a projection is a part of the unprojected object',
    ],
    [[{ nmid: 'b', actionUser: null }], [{ nmid: 'a', actionUser: null }], 'a projection keeps the notifications'],
  ])('projectionOf(%j, %j) -> %s', (filtered, unfiltered, relation) => {
    expect(projectionOf(filtered, unfiltered, ['actionUser'])?.relation ?? null).toBe(relation);
  });
});

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
