// A value of a union is tried first against the one variant its discriminating members pick: a shortcut that must
// never change a verdict. Each fixture notification, whole and broken in the ways a server breaks them, is judged by
// the document's validator and by ajv over the whole union: valid for both or for neither.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedDocument } from '../../src/validation/committed-document.js';
import {
  componentRef,
  componentsAjv,
  createDocumentValidator,
  schemasOf,
} from '../../src/validation/create-document-validator.js';
import { componentUnions, isPureAnyOf, unionVariantData } from '../../src/validation/union-variants.js';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/notifications.json', import.meta.url), 'utf8'));
const inbox: Json[] = Object.values(fixtures.notifications as Record<string, Json[]>).flat();
const document = committedDocument('contract');

const breakages: [string, (n: Json) => void][] = [
  ['whole', () => undefined],
  ['another actionTarget', (n) => (n.actionTarget = n.actionTarget === 5 ? 6 : 5)],
  ['no actionTarget', (n) => delete n.actionTarget],
  ['a quote', (n) => (n.type = 9)],
  ['actionInfo null', (n) => (n.actionInfo = null)],
  ['actionInfo []', (n) => (n.actionInfo = [])],
  ['actionTarget null', (n) => (n.actionTarget = null)],
  ['a string nmid', (n) => (n.nmid = 12)],
  [
    'a member of actionInfo wrong',
    (n) => n.actionInfo && Object.assign(n.actionInfo, { [Object.keys(n.actionInfo)[0]!]: {} }),
  ],
  ['an actionUser without nickname', (n) => n.actionUser && delete n.actionUser.nickname],
];

describe.each(['documented', 'spec'] as const)('the %s validator of Notification', (mode) => {
  const validator = createDocumentValidator(document, mode);
  const whole = componentsAjv(schemasOf(document, mode), false).getSchema(componentRef('Notification'))!;
  it.each(breakages)('agrees with ajv over the whole union: %s', (_, change) => {
    for (const item of inbox) {
      const value = structuredClone(item);
      change(value);
      expect(validator.validate('Notification', value).valid, JSON.stringify(value).slice(0, 200)).toBe(whole(value));
    }
  });
});

describe('isPureAnyOf', () => {
  it.each([
    [{ anyOf: [{ $ref: '#/components/schemas/A' }] }, true],
    [{ anyOf: [], title: 'T', description: 'd', 'x-assumption': 'a' }, true],
    [{ anyOf: [], type: 'object' }, false],
    [{ anyOf: [], required: ['a'] }, false],
    [{ oneOf: [] }, false],
    [{ type: 'object' }, false],
  ])('%j → %s', (schema, pure) => {
    expect(isPureAnyOf({ U: schema }, 'U')).toBe(pure);
  });
});

describe('union variants as data', () => {
  const schemas = {
    U: { anyOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
    A: { type: 'object', properties: { kind: { const: 1 }, name: { type: 'string' } } },
    B: {
      type: 'object',
      properties: { kind: { const: 2 }, info: { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 0 }] } },
    },
  };
  it('survive JSON (the build writes them ahead) and tell which variant a value fits', () => {
    const written = JSON.stringify({ pure: isPureAnyOf(schemas, 'U'), variants: unionVariantData(schemas, 'U') });
    const variants = componentUnions(
      () => JSON.parse(written),
      () => () => true,
    ).variants('U');
    expect(variants.map((v) => v.discriminators)).toEqual(['kind 1', 'kind 2, info null or []']);
    const fitting = (value: unknown) => variants.filter((v) => v.fits(value)).map((v) => v.component);
    expect(fitting({ kind: 1 })).toEqual(['A']);
    expect(fitting({ kind: 2, info: [] })).toEqual(['B']);
    expect(fitting({ kind: 2, info: [1] })).toEqual([]);
    expect(fitting({})).toEqual(['A', 'B']);
  });
});
