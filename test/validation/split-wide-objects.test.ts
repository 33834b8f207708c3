// Wide object schemas are compiled as parts: no function ajv generates for the document is large enough for V8's
// optimizing compiler to stall on it (the configs' 300 keys made one of 150 KB, which took minutes to optimize once
// hot, and held the process's exit), and validation names the same problems as the unsplit schema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { committedDocument } from '../../src/validation/committed-document.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { examinedPart } from '../../src/validation/examined-part.js';
import { relaxToSpec } from '../../src/validation/relax-to-spec.js';
import { MEMBERS_PER_PART, splitWideObjects } from '../../src/validation/split-wide-objects.js';

const schemas = (committedDocument() as { components: { schemas: Record<string, unknown> } }).components.schemas;
const VENDOR = [
  'x-assumption',
  'x-spec-relaxed',
  'x-generated',
  'x-enum-varnames',
  'x-enum-descriptions',
  'x-real-null',
  'x-open-structure',
  'x-real-system',
];

/** Every generated function's source length, and a validator per component, for these defs. */
function compileAll(defs: Record<string, unknown>, allErrors: boolean) {
  const sizes: number[] = [];
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { process: (source) => (sizes.push(source.length), source) },
  });
  ajv.addVocabulary(VENDOR);
  ajv.addSchema({
    $id: 'x',
    $defs: JSON.parse(JSON.stringify(defs).replaceAll('"#/components/schemas/', '"#/$defs/')),
  });
  const validate = (component: string, value: unknown) => {
    const fn = ajv.getSchema(`x#/$defs/${component}`)!;
    fn(value);
    return (fn.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).sort();
  };
  for (const name of Object.keys(schemas)) validate(name, null);
  return { sizes, validate };
}

let whole: ReturnType<typeof compileAll> | undefined;
let split: ReturnType<typeof compileAll> | undefined;

describe('splitWideObjects', () => {
  it('leaves no function of more than 40 KB in the generated validators (the configs one was 150 KB)', () => {
    expect(Math.max(...compileAll(schemas, false).sizes)).toBeGreaterThan(100_000);
    for (const defs of [schemas, relaxToSpec(schemas) as Record<string, unknown>])
      for (const allErrors of [false, true])
        expect(Math.max(...compileAll(splitWideObjects(defs), allErrors).sizes)).toBeLessThan(40_000);
  });

  it('keeps each part within MEMBERS_PER_PART properties, and leaves closed structures whole', () => {
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, { type: 'integer' }]));
    const split = splitWideObjects({
      Open: { type: 'object', properties: wide, patternProperties: { '^p_': { type: 'string' } } },
      Closed: { type: 'object', properties: wide, additionalProperties: false },
    });
    expect(split.Closed).toEqual({ type: 'object', properties: wide, additionalProperties: false });
    expect(split.Open).toEqual({
      type: 'object',
      allOf: ['__part1', '__part2', '__part3', '__part4'].map((n) => ({ $ref: `#/components/schemas/${n}` })),
    });
    const parts = ['__part1', '__part2', '__part3'].map((n) => split[n] as { properties: object });
    expect(parts.map((p) => Object.keys(p.properties).length)).toEqual([MEMBERS_PER_PART, MEMBERS_PER_PART, 12]);
    expect(split.__part4).toEqual({ type: 'object', patternProperties: { '^p_': { type: 'string' } } });
  });

  it.each([
    ['a wrong type and a wrong portal key', { site_mode: 'open', site_name: 5, portal_x: 3 }],
    ['not an object', ['x']],
    ['many unknown keys', Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]))],
  ])('names the same problems as the unsplit schema: %s', (_name, value) => {
    whole ??= compileAll(schemas, true);
    split ??= compileAll(splitWideObjects(schemas), true);
    for (const component of ['GlobalConfigItems', 'GlobalConfigs', 'UserInfo'])
      expect(new Set(split.validate(component, value))).toEqual(new Set(whole.validate(component, value)));
  });
});

describe('examinedPart of a wide object', () => {
  it('keeps the members the document names and others only within the budget', () => {
    const value = { site_mode: 'open', ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])) };
    const part = examinedPart(value, 100, new Set(['site_mode', 'k4999']));
    expect(part.cut).toBe(true);
    expect(Object.keys(part.value as object)).toEqual([
      'site_mode',
      ...Array.from({ length: 99 }, (_, i) => `k${i}`),
      'k4999',
    ]);
  });

  it('names the problems of a 300,000-key configs answer from a bounded part: the missing keys and the wrong one', () => {
    const value = { site_mode: 'open', ...Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, i])) };
    const result = createDocumentValidator(committedDocument(), 'spec').validate('GlobalConfigs', value);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.partial).toBe(true);
    expect(result.problems.map((p) => `${p.path} ${p.message}`)).toContain(
      '/site_mode must be one of "public", "private"',
    );
    expect(result.problems.map((p) => p.message)).toContain('must have property "language_status"');
  });
});
