// The kit's per-answer machinery, made faster, gives what the plain forms give: canonical text (one pass, keys sorted
// only when they are not), the JSON measure (jumping over strings), and a page read twice (its facts remembered).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, sameJson } from '../../../src/contract/kit/canonical.js';
import { asListWhenIndexed } from '../../../src/contract/checks/projection-expectations.js';
import { fromSameText, measureJson, readJsonText } from '../../../src/contract/invariants/read-json-text.js';

/** The plain forms, as they were written first. */
function plainCanonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(plainCanonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${plainCanonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

function plainAsList(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, plainAsList(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

function plainMeasure(text: string): { depth: number; containers: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let containers = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === ',') values++;
    else if (c === '{' || c === '[') {
      containers++;
      deepest = Math.max(deepest, ++depth);
    } else if (c === '}' || c === ']') depth--;
  }
  return { depth: deepest, containers, values };
}

describe("the kit's per-answer machinery", () => {
  it('writes the canonical text the plain form writes, whatever the key order (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonical(value)).toBe(plainCanonical(value));
      }),
      { numRuns: 500 },
    );
    expect(canonical({ b: 1, a: [{ d: 2, c: '"\\' }], '': null })).toBe('{"":null,"a":[{"c":"\\"\\\\","d":2}],"b":1}');
  });

  it('finds two values the same exactly when their canonical texts are equal (property)', () => {
    const shuffled = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shuffled)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, shuffled(v)]),
            )
          : value;
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameJson(a, shuffled(a))).toBe(true);
      }),
      { numRuns: 500 },
    );
    const table: [unknown, unknown, boolean][] = [
      [{ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, true],
      [{ a: 1 }, { a: 1, b: undefined }, false],
      [{ a: undefined }, { b: undefined }, false],
      [[1, 2], [2, 1], false],
      [-0, 0, true],
      ['1', 1, false],
      [{}, [], false],
      [undefined, undefined, true],
      [null, undefined, false],
    ];
    for (const [a, b, same] of table) {
      expect(sameJson(a, b), `${canonical(a)} / ${canonical(b)}`).toBe(same);
      expect(canonical(a) === canonical(b)).toBe(same);
    }
  });

  it('reads an indexed object as the list it stands for, as the plain form does, copying only what it changes', () => {
    const indexed = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie('value'), { maxLength: 3 }).map((list) => Object.fromEntries(list.map((v, i) => [String(i), v]))),
        fc.dictionary(fc.constantFrom('a', 'b', '0', '1', '__proto__'), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(
      fc.property(indexed, (value) => {
        expect(canonical(asListWhenIndexed(value))).toBe(canonical(plainAsList(value)));
      }),
      { numRuns: 500 },
    );
    const plain = { a: [{ b: 1 }], c: { d: null } };
    expect(asListWhenIndexed(plain)).toBe(plain);
    expect(asListWhenIndexed({ a: { '0': 'x', '1': { '0': 1 } }, b: 2 })).toEqual({ a: ['x', [1]], b: 2 });
    expect(asListWhenIndexed({ '1': 'x' })).toEqual({ '1': 'x' });
  });

  it('measures JSON texts as the character-by-character pass does (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(measureJson(text)).toEqual(plainMeasure(text));
      }),
      { numRuns: 500 },
    );
    for (const text of ['"[[[" [ "\\"[" ]', '["\\\\", ["\\\\\\""]]', '{"a\\\\":"}"}', '"unterminated [[['])
      expect(measureJson(text)).toEqual(plainMeasure(text));
  });

  it('reads a text asked again as the first time, each read a value of its own', () => {
    const text = '{"code":0,"message":"ok","data":{"list":[{"a":1,"a":2}]}}';
    const [first, again] = [readJsonText(text), readJsonText(text)];
    expect(again).toEqual(first);
    expect(again.duplicateKey).toBe('a');
    expect(again.json).not.toBe(first.json);
    expect(readJsonText('{"":1,"":2}').duplicateKey).toBe('');
  });

  it('computes what depends on a text alone once per text, for values parsed from it, and anew for any other value', () => {
    const text = '{"code":0,"message":"ok","data":{"pagination":{"total":0},"list":[]}}';
    const by = {};
    let computed = 0;
    const compute = () => ++computed;
    const [first, again] = [readJsonText(text).json, readJsonText(text).json];
    expect([fromSameText(first, by, 'x', compute), fromSameText(again, by, 'x', compute)]).toEqual([1, 1]);
    expect(fromSameText(again, {}, 'x', compute)).toBe(2); // another computer
    expect(fromSameText(again, by, 'y', compute)).toBe(3); // another question
    expect(fromSameText(JSON.parse(text), by, 'x', compute)).toBe(4); // not read by readJsonText
  });
});
