// The mock document's `types` parameter and what the mock accepts: every value that passes its pattern (as a validating
// proxy in front of the mock or a generated client reads it) the mock answers without a 10000 error; beyond the pattern
// the mock answers as the real system does, never an error (assumption types-values: a piece that names no type matches
// nothing). The contract document keeps that pattern as the real system's reading only (x-real-system): the spec says
// "a String", nothing more.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNotificationQuery } from '../../src/mock/query/parse-notification-query.js';
import { committedDocument, mockDocument } from '../../src/validation/committed-document.js';

type Document = { paths: Record<string, { get: { parameters: { name: string; schema: Record<string, unknown> }[] } }> };
const typesSchema = (document: Document) =>
  document.paths['/api/core/v1/notification/list']!.get.parameters.find((p) => p.name === 'types')!.schema;
const schema = typesSchema(mockDocument() as Document);
const documentAccepts = new Ajv2020({ strict: false }).compile(schema);
const mockAccepts = (value: string) => parseNotificationQuery(`types=${encodeURIComponent(value)}`).ok;

describe('the types parameter', () => {
  it.each([
    ['', true],
    ['3', true],
    ['3,5,8', true],
    [' 3 , 5 ', true],
    ['3,,5,', true],
    [',', true],
    ['9,9', true],
    ['1\t,2', true],
    ['10', false],
    ['0', false],
    ['3;5', false],
    ['3 5', false],
    ['-1', false],
    ['a', false],
    ['3,10', false],
    ['1.0', false],
    ['+3', false],
  ])('%j: the document says %s, the mock answers it', (value, accepted) => {
    expect([documentAccepts(value), mockAccepts(value)]).toEqual([accepted, true]);
  });

  it('never refuses in the mock a value the document accepts, made of digits, commas, spaces and other characters', () => {
    const piece = fc.constantFrom('0', '1', '5', '9', '10', ',', ' ', '\t', '\u3000', 'a', '-', '.', ';', '+');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        (value) => !documentAccepts(value) || mockAccepts(value),
      ),
      { numRuns: 2000 },
    );
  });

  it("is a free string in the contract document, with the pattern beside it as the real system's reading", () => {
    const contract = typesSchema(committedDocument() as Document);
    expect(contract).toMatchObject({ type: 'string' });
    expect(contract.pattern).toBeUndefined();
    expect(contract['x-real-system']).toMatchObject({ pattern: schema.pattern });
  });

  it('agrees on the length limit', () => {
    const long = '1,'.repeat(2048);
    expect([documentAccepts(long), mockAccepts(long)]).toEqual([true, true]);
    expect([documentAccepts(`${long}1`), mockAccepts(`${long}1`)]).toEqual([false, false]);
  });
});
