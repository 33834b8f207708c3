// The kit's per-answer machinery, made faster, gives what the plain forms give: canonical text (one pass, keys sorted
// only when they are not), the JSON measure (jumping over strings), and a page read twice (its facts remembered).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/contract/kit/canonical.js';
import { fromSameText, measureJson, readJsonText } from '../../src/contract/invariants/read-json-text.js';

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
