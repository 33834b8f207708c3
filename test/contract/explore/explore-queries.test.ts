// The generative mode's pure parts: queries from the document's parameters and the metamorphic relations (a run
// against servers: test/contract-kit/explore.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listQueryArbitrary, listQueryParameters } from '../../../src/contract/explore/list-query-arbitrary.js';
import { isPartOf, projectionOf, totalWithinWhole } from '../../../src/contract/explore/metamorphic-relations.js';
import { committedDocument } from '../../../src/validation/committed-document.js';
import { notificationListParameters } from '../../../src/schema/query-parameters.js';

const hints = {
  lastPage: 8,
  keys: { filterUserKeys: ['nickname', 'stats.followerCount', 'roles.0.name'], filterInfoKeys: ['pid', 'author.uid'] },
};

describe('listQueryArbitrary', () => {
  it('generates only the parameters the document declares, each optional, as strings', () => {
    const names = listQueryParameters(committedDocument()).map((p) => p.name);
    expect(names).toEqual(notificationListParameters.map((p) => p.name));
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
