// Failure lines show where two values differ: a path and both values there, never two equal prefixes.
import { describe, expect, it } from 'vitest';
import { differenceOf, shownApart } from '../../../src/contract/kit/shown-apart.js';

const long = (tail: unknown) => ({
  nickname: 'x'.repeat(150),
  author: { stats: { likeCount: 3 }, roles: [{ rid: '5', name: 'Member' }], bio: tail },
});

describe('differenceOf', () => {
  it.each([
    ['equal values in another key order', { a: 1, b: 2 }, { b: 2, a: 1 }, undefined],
    ['a nested member', long('a'), long('b'), { path: '.author.bio', expected: 'a', received: 'b' }],
    ['a list item', [1, 2, 3], [1, 2, 4], { path: '[2]', expected: 3, received: 4 }],
    ['a missing member', { a: 1, b: 2 }, { a: 1 }, { path: '.b', expected: 2, received: undefined }],
    ['a type', { a: { b: 1 } }, { a: [1] }, { path: '.a', expected: { b: 1 }, received: [1] }],
    ['a name that is no identifier', { 'a-b': 1 }, { 'a-b': 2 }, { path: '["a-b"]', expected: 1, received: 2 }],
  ])('%s', (_what, expected, received, difference) => {
    expect(differenceOf(expected, received)).toEqual(difference);
  });
});

describe('shownApart', () => {
  it('shows short values whole', () => {
    expect(shownApart({ a: 1 }, { a: 2 })).toEqual(['{"a":1}', '{"a":2}']);
  });

  it('shows long values that differ near their end by the path and both values there', () => {
    const [expected, received] = shownApart(long('first'), long('second'), 160, 'actionInfo');
    expect(expected).not.toBe(received);
    expect(expected).toMatch(/ · at actionInfo\.author\.bio: "first"$/);
    expect(received).toMatch(/ · at actionInfo\.author\.bio: "second"$/);
    expect(expected.length).toBeLessThanOrEqual(160 + 60);
  });

  it('names a list index the way the spec’s dot paths read it in the report', () => {
    const a = { roles: [{ rid: '5' }], pad: 'p'.repeat(200) };
    const b = { roles: [{ rid: 5 }], pad: 'p'.repeat(200) };
    expect(shownApart(a, b, 160, 'actionInfo.author')[1]).toMatch(/at actionInfo\.author\.roles\[0\]\.rid: 5$/);
  });
});
