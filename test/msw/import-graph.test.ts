// core-kit/msw must run in a browser: nothing it imports, directly or not, may need Node (node:*, Buffer, process, the file system).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
// The published entry is built JavaScript; its source is the same path under src/ in TypeScript.
const published = (
  JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { exports: Record<string, { default: string }> }
).exports['./msw']!.default;
const entry = resolve(root, published.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file reachable from the entry (value and type imports alike), and the packages they name. */
function graph(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(start);
  return { files: [...files].map((f) => f.slice(root.length)), packages: [...packages].sort() };
}

describe('the import graph of core-kit/msw', () => {
  const { files, packages } = graph(entry);

  it('reaches the request core and the world', () => {
    expect(files).toContain('src/mock/request/handle-api-request.ts');
    expect(files).toContain('src/mock/world/create-world.ts');
  });

  it('imports only browser-safe packages', () => {
    expect(packages).toEqual([
      '@faker-js/faker',
      '@faker-js/faker/locale/base',
      '@faker-js/faker/locale/en',
      'msw',
      'typebox',
    ]);
  });

  it('never loads Node modules, the package root finder or the HTTP layer', () => {
    expect(
      files.filter((f) =>
        /package-root|\/http\/|\/cli\/|validation\/|fixtures\/(load-fixtures|read-fixture-files|check-fixture-file)\./.test(
          f,
        ),
      ),
    ).toEqual([]);
  });

  it.each(files)('%s uses no Node globals', (file) => {
    const text = readFileSync(resolve(root, file), 'utf8');
    expect(text).not.toMatch(
      /\bBuffer\.(from|byteLength|alloc|concat)\b|\bprocess\.(env|argv|exit|cwd|hrtime|on|off|platform|versions|stdout|stderr|nextTick)\b|\brequire\(|__dirname|import\.meta\.url/,
    );
  });
});
