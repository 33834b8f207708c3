// docs/architecture.md's table of areas is the import graph: every area of src/ is a row, and its "imports" column
// names exactly the areas its modules import.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, imports, isSource, root } from './import-graph.js';

const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const table = page.slice(page.indexOf('<!-- areas:start -->'), page.indexOf('<!-- areas:end -->'));

/** Area → the areas it imports, as the table says (`src/mock/` is `mock`; `src/types.ts` is `types.ts`). */
const documented = new Map(
  [...table.matchAll(/^\| `src\/([^`/]+)\/?` \|[^|]*\| ([^|]*) \|$/gm)].map(([, area, named]) => [
    area!,
    named!.trim() === 'nothing of core-kit' ? [] : named!.split(',').map((a) => a.trim()),
  ]),
);

/** Area → the areas its modules import, from the code. */
const actual = new Map<string, string[]>();
for (const [file, targets] of imports) {
  if (!isSource(file)) continue;
  const area = areaOf(file);
  const named = new Set([...(actual.get(area) ?? []), ...targets.filter(isSource).map(areaOf)]);
  named.delete(area);
  actual.set(area, [...named].sort());
}

describe("docs/architecture.md's table of areas", () => {
  it('names every area of src/ and, for each, the areas it imports', () => {
    expect(Object.fromEntries([...documented].sort())).toEqual(Object.fromEntries([...actual].sort()));
  });
});
