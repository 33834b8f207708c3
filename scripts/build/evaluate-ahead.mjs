// An esbuild plugin: the modules named are evaluated at build time and bundled as their values (module-literals.ts),
// so that their code, and what it imports (TypeBox), never loads at run time. Exports that are not data (the schema
// builders) come from the original module, which is bundled only when something bundled calls one of them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ORIGINAL = '?original';

/** `files`: absolute paths of .ts modules. */
export function evaluateAhead(files) {
  const literals = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', join(here, 'module-literals.ts'), ...files], {
      maxBuffer: 256 * 2 ** 20,
      encoding: 'utf8',
    }),
  );
  return {
    name: 'evaluate-ahead',
    setup(build) {
      // The original code, marked free of side effects: esbuild leaves it out unless one of its exports is used.
      build.onResolve({ filter: /\?original$/ }, (args) => ({
        path: args.path.slice(0, -ORIGINAL.length),
        namespace: 'original',
        sideEffects: false,
      }));
      build.onLoad({ filter: /\.ts$/, namespace: 'original' }, (args) => ({
        contents: readFileSync(args.path, 'utf8'),
        loader: 'ts',
        resolveDir: dirname(args.path),
      }));
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const module = literals[args.path];
        if (!module) return undefined;
        const code = module.code.length
          ? `\nexport { ${module.code.join(', ')} } from ${JSON.stringify(args.path + ORIGINAL)};`
          : '';
        return { contents: module.source + code, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Relative value imports of a .ts module, as absolute paths (type-only imports left out). */
const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)].map((m) =>
    join(dirname(file), m[1].replace(/\.js$/, '.ts')),
  );

/** Of `files`, those that import TypeBox's values, directly or through others of `files`. */
export function typeboxBuilders(files) {
  const builds = new Map(
    files.map((f) => [f, /^import\s+(?!type\s)[^;]*from\s+'typebox'/m.test(readFileSync(f, 'utf8'))]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files)
      if (!builds.get(file) && importsOf(file).some((dep) => builds.get(dep))) changed = builds.set(file, true);
  }
  return files.filter((f) => builds.get(f));
}
