// Naming the problems of an invalid answer costs work linear in its size and is capped: ajv's error merge is rewritten
// to append in place (counted on the generated code, and by the ratio of work for 8,000 and 1,000 invalid items), and
// the validator names at most MAX_PROBLEMS problems, examining a bounded part of a long list.
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createDocumentValidator, MAX_PROBLEMS } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { concatMerges, linearErrorMerge } from '../../src/validation/linear-error-merge.js';
import { examinedPart, EXAMINED_VALUES } from '../../src/validation/examined-part.js';

const listSchema = {
  $defs: {
    item: { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' }, b: { type: 'integer' } } },
  },
  type: 'array',
  items: { $ref: '#/$defs/item' },
};

/** An allErrors validator over a list of referenced items, the generated source kept. */
function compileList(process?: (source: string) => string) {
  const sources: string[] = [];
  const ajv = new Ajv2020({
    allErrors: true,
    inlineRefs: false,
    code: { process: (source) => (sources.push(source), process ? process(source) : source) },
  });
  return { validate: ajv.compile(listSchema), sources };
}

/** Errors copied while validating: every array the generated code concatenates copies its receiver. */
function copiesDuring(run: () => void): number {
  const concat = Array.prototype.concat;
  let copied = 0;
  Array.prototype.concat = function (this: unknown[], ...rest: unknown[]) {
    copied += this.length;
    return concat.apply(this, rest as never);
  } as typeof concat;
  try {
    run();
  } finally {
    Array.prototype.concat = concat;
  }
  return copied;
}

const emptyItems = (n: number) => Array.from({ length: n }, () => ({}));

describe('ajv error merge', () => {
  it('ajv generates the concat merge this rewrite expects, and the rewrite leaves none', () => {
    const plain = compileList();
    expect(plain.sources.reduce((n, s) => n + concatMerges(s), 0)).toBeGreaterThan(0);
    expect(plain.sources.map(linearErrorMerge).reduce((n, s) => n + concatMerges(s), 0)).toBe(0);
  });

  it('the rewritten validator names the same errors, in the same order', () => {
    const value = [{}, { a: 1, b: 'x' }, { a: 'ok', b: 2 }, { b: 1.5 }];
    const plain = compileList().validate;
    const linear = compileList(linearErrorMerge).validate;
    plain(value);
    linear(value);
    expect(linear.errors).toEqual(plain.errors);
    expect(linear.errors!.length).toBe(6);
  });

  it('copies no errors when merging (work linear in the list), where the original copies quadratically many', () => {
    const plain = compileList().validate;
    const linear = compileList(linearErrorMerge).validate;
    const small = copiesDuring(() => plain(emptyItems(1_000)));
    const large = copiesDuring(() => plain(emptyItems(8_000)));
    expect(large / small).toBeGreaterThan(40); // the quadratic this fixes: 8× the items, ~64× the copies
    expect(copiesDuring(() => linear(emptyItems(8_000)))).toBe(0);
    linear(emptyItems(8_000));
    expect(linear.errors!.length).toBe(16_000);
  });
});

describe('the document validator on many invalid items', () => {
  const validator = createDocumentValidator(committedDocument() as never, 'spec');
  const answer = (n: number) => ({ code: 0, message: 'ok', data: { list: emptyItems(n), total: n } });

  it('names at most MAX_PROBLEMS problems, says how many more it found and that the list was examined in part', () => {
    const result = validator.validate('NotificationListResponse', answer(8_000));
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.problems).toHaveLength(MAX_PROBLEMS);
    expect(result.problems.some((p) => p.path.startsWith('/data/list/0'))).toBe(true);
    expect(result.more).toBeGreaterThan(0);
    expect(result.partial).toBe(true);
  });

  it('costs about the same for 8,000 invalid items as for 1,000 (ratio of the best of three runs)', () => {
    const best = (n: number) => {
      const value = answer(n);
      let fastest = Infinity;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        validator.validate('NotificationListResponse', value);
        fastest = Math.min(fastest, performance.now() - started);
      }
      return fastest;
    };
    best(1_000); // warm up
    expect(best(8_000) / Math.max(best(1_000), 1)).toBeLessThan(12); // linear is ≤ 8, the quadratic was ~100
  });

  it('finds a problem that lies past the examined part of a list', () => {
    const list: unknown[] = Array.from({ length: 5_000 }, () => 0);
    list[4_000] = 'x';
    const fn = createDocumentValidator({
      components: { schemas: { Numbers: { type: 'array', items: { type: 'integer' } } } },
    });
    const result = fn.validate('Numbers', list);
    expect(result.valid ? [] : result.problems.map((p) => p.path)).toEqual(['/4000']);
  });
});

describe('examinedPart', () => {
  it('cuts lists only where that cannot invent a problem: the document sets no minItems or contains', () => {
    expect(JSON.stringify(committedDocument())).not.toMatch(/"(minItems|contains|minContains)"/);
  });

  it.each([
    ['a small value is copied whole', { a: [1, 2, { b: [3] }] }, { a: [1, 2, { b: [3] }] }, false],
    [
      'a list past the budget is cut, keeping one item',
      Array.from({ length: EXAMINED_VALUES + 10 }, () => 1).concat(),
      null,
      true,
    ],
    [
      'each list keeps at least one item',
      { a: Array.from({ length: EXAMINED_VALUES }, () => 1), b: [[7, 8]] },
      null,
      true,
    ],
  ])('%s', (_name, value, expected, cut) => {
    const part = examinedPart(value);
    expect(part.cut).toBe(cut);
    if (expected !== null) expect(part.value).toEqual(expected);
    if (cut) expect(JSON.stringify(part.value).length).toBeLessThan(JSON.stringify(value).length);
  });

  it('keeps a parsed __proto__ key an own property', () => {
    const part = examinedPart(JSON.parse('{"__proto__": {"x": 1}}')).value as Record<string, unknown>;
    expect(Object.keys(part)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(part)).toBe(Object.prototype);
  });
});
