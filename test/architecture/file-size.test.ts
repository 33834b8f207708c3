// Files stay small and say what they are for: every source file within 200 lines as the formatter writes them, and
// every module of src/, test/ and scripts/ opens with a `// ` line saying what it is for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imports, isSource, shown } from './import-graph.js';

const MAX_LINES = 200;
const modules = [...imports.keys()];

describe('the files', () => {
  it(`keep every source file within ${MAX_LINES} formatted lines`, () => {
    const long = modules
      .filter(isSource)
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${shown(file)} (${lines})`);
    expect(long).toEqual([]);
  });

  it('open with a line saying what each module is for', () => {
    const undocumented = modules.filter((file) => !readFileSync(file, 'utf8').startsWith('// ')).map(shown);
    expect(undocumented).toEqual([]);
  });
});
