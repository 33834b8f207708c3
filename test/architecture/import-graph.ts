// The repository's import graph as the architecture tests read it: every TypeScript and JavaScript module under src/,
// test/ and scripts/, with the modules its relative imports name (static, dynamic and re-exports, types included).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const root = resolve(new URL('../..', import.meta.url).pathname);
export const src = join(root, 'src');

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const MODULE = /\.(ts|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'generated', 'dist']);

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? SKIPPED.has(e.name)
        ? []
        : modulesUnder(join(dir, e.name))
      : MODULE.test(e.name) && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The module a relative specifier names: `./x.js` is `./x.ts` when that is the source. */
function resolveSpecifier(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier);
  const source = target.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts');
  return existsSync(source) ? source : target;
}

/** Module → the modules it imports (absolute paths). */
export const imports: ReadonlyMap<string, readonly string[]> = new Map(
  ['src', 'test', 'scripts'].flatMap((folder) =>
    modulesUnder(join(root, folder)).map((file): [string, string[]] => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolveSpecifier(file, (m[1] ?? m[2] ?? m[3])!)),
    ]),
  ),
);

export const shown = (file: string): string => relative(root, file);

/**
 * The area of a source file: the first folder under src/ (`src/mock/world/x.ts` is in `mock`); `src/cli.ts` is in the
 * area of its folder `src/cli/`; another file at the top of src/ (`src/types.ts`) is an entry, an area of its own.
 */
export function areaOf(file: string): string {
  const [first, ...rest] = relative(src, file).split('/');
  if (rest.length > 0) return first!;
  const name = first!.replace(MODULE, '');
  return existsSync(join(src, name)) ? name : first!;
}

export const isSource = (file: string): boolean => file.startsWith(`${src}/`);

/** The face of an area: the one module other areas may import from it. */
export const faceOf = (area: string): string => join(src, area, 'index.ts');

/** Strongly connected groups of more than one module (or a module importing itself): the import cycles. */
export function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || [...(graph.get(node) ?? [])].includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
