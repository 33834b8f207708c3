// openapi/openapi.yaml reads as the same value as openapi/openapi.json with every common YAML reader: yaml (YAML 1.2 and
// its YAML 1.1 mode) and js-yaml (whose default schema, like PyYAML's, reads 2026-11-20 17:03:29 as a date and yes as true).
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serializeDocument } from '../../src/openapi/serialize-document.js';

const root = new URL('../../', import.meta.url);
const yamlText = readFileSync(new URL('openapi/openapi.yaml', root), 'utf8');
const json = JSON.parse(readFileSync(new URL('openapi/openapi.json', root), 'utf8')) as unknown;

const readers: [string, (text: string) => unknown][] = [
  ['yaml (YAML 1.2)', (text) => parse(text)],
  ['yaml (YAML 1.1)', (text) => parse(text, { version: '1.1' })],
  ['js-yaml (default schema)', (text) => load(text)],
];

describe('openapi/openapi.yaml', () => {
  it('holds strings that a YAML 1.1 reader would read as dates if they were not quoted', () => {
    expect(yamlText).toMatch(/: "\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"$/m);
  });

  it.each(readers)('reads with %s as the same value as the JSON file', (_name, read) => {
    expect(read(yamlText)).toEqual(json);
  });
});

describe('serializeDocument', () => {
  const tricky = {
    at: '2026-11-20 17:03:29',
    day: '2026-11-20',
    yes: 'yes',
    off: 'off',
    n: 'n',
    octal: '0o12',
    zero: '012',
    sexagesimal: '12:30',
    tilde: '~',
    plain: 'plain text',
    multi: 'two\nlines',
  };

  it.each(readers)('writes strings that read back as strings with %s', (_name, read) => {
    expect(read(serializeDocument(tricky, 'yaml'))).toEqual({ 'x-generated': expect.any(String), ...tricky });
  });

  it('leaves strings plain where every reader agrees', () => {
    expect(serializeDocument(tricky, 'yaml')).toContain('plain: plain text\n');
  });
});
