// The source tree's shape: data flows one way, so no two folders of src/ import each other (directly or round a loop),
// the contract kit never imports the mock, internals never import the public type façade, and files stay small.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(new URL('../../src/mock', import.meta.url).pathname);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const files = sourceFiles(src);
const folderOf = (file: string) => relative(src, dirname(file)) || '.';
/** Relative imports of each file, as absolute .ts paths. */
const imports = new Map(
  files.map((file) => [
    file,
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
      resolve(dirname(file), (m[1] ?? m[2])!.replace(/\.js$/, '.ts')),
    ),
  ]),
);

/** Folder → the folders it imports from. */
const edges = new Map<string, Set<string>>();
for (const [file, targets] of imports) {
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from !== to) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
  }
}

function cycles(): string[][] {
  const found: string[][] = [];
  const visit = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const start of edges.keys()) visit(start, [start]);
  return found;
}

describe('the source tree', () => {
  it('has no import cycle between folders', () => {
    expect(cycles().map((c) => c.join(' → '))).toEqual([]);
  });

  it('keeps the contract kit black-box: src/contract never imports the mock', () => {
    const leaks = [...imports]
      .filter(([file]) => folderOf(file).startsWith('contract'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => folderOf(t).startsWith('mock'))
          .map((t) => `${relative(src, file)} → ${relative(src, t)}`),
      );
    expect(leaks).toEqual([]);
  });

  it('has internals import the schema, not the public type façade (src/types.ts)', () => {
    const facade = join(src, 'types.ts');
    const users = [...imports].filter(([, targets]) => targets.includes(facade)).map(([file]) => relative(src, file));
    expect(users).toEqual([]);
  });

  it('keeps every source file within 200 lines, its first line saying what it is for', () => {
    const long = files.filter((f) => readFileSync(f, 'utf8').split('\n').length > 201).map((f) => relative(src, f));
    const undocumented = files.filter((f) => !readFileSync(f, 'utf8').startsWith('// ')).map((f) => relative(src, f));
    expect({ long, undocumented }).toEqual({ long: [], undocumented: [] });
  });
});
