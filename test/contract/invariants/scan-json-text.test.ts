// The kit's one pass over a new JSON text: the names it counts, beside the members of the value JSON.parse gives,
// tell a repeated name exactly when the name-collecting reader finds one; the items it bounds are the list's items.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateJsonKey } from '../../../src/contract/invariants/duplicate-json-key.js';
import { readJsonText } from '../../../src/contract/invariants/read-json-text.js';
import { itemTexts, namesIn, scanJsonText } from '../../../src/contract/invariants/scan-json-text.js';

const repeatsAName = (text: string) => namesIn(JSON.parse(text)) !== scanJsonText(text, Infinity, Infinity).names;

/** JSON texts whose objects may repeat a name, at any depth: members written by hand, not by JSON.stringify. */
const handWritten: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
    fc
      .array(fc.tuple(fc.constantFrom('a', 'b', 'list', 'data', '__proto__', 'a\\u0062', 'ab', '"'), tie('value')), {
        maxLength: 4,
      })
      .map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)} : ${v}`).join(',')}}`),
  ),
})).value;

describe('scanJsonText', () => {
  it('counts a repeated name exactly where the collecting reader finds one, down to its depth (property)', () => {
    fc.assert(
      fc.property(handWritten, (text) => {
        expect(repeatsAName(text)).toBe(duplicateJsonKey(text) !== undefined);
        expect(readJsonText(text).duplicateKey).toBe(duplicateJsonKey(text));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['{"a":1,"b":{"a":2}}', false],
    ['{"a":1,"b":2,"a":3}', true],
    ['{"a":{"x":{"y":1}},"a":2}', true],
    ['{"__proto__":1,"__proto__":2}', true],
    ['{"__proto__":{"a":1}}', false],
    ['{"a\\u0062":1,"ab":2}', true],
    ['[[[{"a":1,"b":2}]]]', false],
    ['[[[{"a":1,"a":2}]]]', true],
    ['[[[[{"a":1,"a":2}]]]]', false], // deeper than DUPLICATE_KEY_DEPTH: not looked at, as duplicateJsonKey
  ])('%s repeats a name: %s', (text, repeats) => {
    expect(repeatsAName(text)).toBe(repeats);
  });

  it('bounds the items of data.list, spaces around them cut', () => {
    const text = '{"data":{"list":[ 1 ,{"a":"],["}\n, [2,3] ]}}';
    expect(itemTexts(text, scanJsonText(text, Infinity, Infinity).items!)).toEqual(['1', '{"a":"],["}', '[2,3]']);
    expect(scanJsonText('{"data":{"list":[ ]}}', Infinity, Infinity).items).toEqual([]);
    expect(scanJsonText('{"data":{"list":1}}', Infinity, Infinity).items).toBeUndefined();
  });

  it('looks for no items when told not to (a text too large to be remembered), and measures the same', () => {
    const text = '{"data":{"list":[1,{"a":2},[3]]}}';
    const { items, ...measure } = scanJsonText(text, Infinity, Infinity);
    expect(items).toEqual([17, 18, 19, 26, 27, 30]);
    expect(scanJsonText(text, Infinity, Infinity, false)).toEqual(measure);
  });
});
