// An esbuild plugin: an import of names from a face (an area's `index.ts`, a list of re-exports) is bundled as imports
// from the modules that define them. Faces keep the areas apart in the sources; in the bundle, esbuild places a module
// in a chunk by the files that reach it, and a face reaches every module of its area: a start that needs the journal
// would load the control room's page routes (Express) and judge (ajv) beside it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FACE_IMPORT = /import\s+\{([^}]*)\}\s*from\s*'(\.[^']*\/index\.js)';/g;
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)';/g;

/** Names a face re-exports, each with the .ts module that defines it (through nested faces). */
function faceExports(face, seen = new Map()) {
  if (seen.has(face)) return seen.get(face);
  const names = new Map();
  seen.set(face, names);
  for (const [, type, list, from] of readFileSync(face, 'utf8').matchAll(RE_EXPORT)) {
    if (type) continue;
    const module = join(dirname(face), from.replace(/\.js$/, '.ts'));
    for (const spec of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (spec.startsWith('type ')) continue;
      const [name, alias = name] = spec.split(/\s+as\s+/);
      const nested = module.endsWith('/index.ts') ? faceExports(module, seen).get(name) : undefined;
      names.set(alias, nested ?? { module, name });
    }
  }
  return names;
}

/** `import { a, type B, c as d } from '../x/index.js'` as imports from the modules defining a and c, when all are known. */
function bypassed(source, file) {
  return source.replace(FACE_IMPORT, (statement, list, from) => {
    const exported = faceExports(join(dirname(file), from.replace(/\.js$/, '.ts')));
    const specs = list
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '));
    const imports = [];
    for (const spec of specs) {
      const [name, local = name] = spec.split(/\s+as\s+/);
      const found = exported.get(name);
      if (!found) return statement; // defined in the face itself, or re-exported in a way not read here: as written
      imports.push(`import { ${found.name} as ${local} } from ${JSON.stringify(found.module)};`);
    }
    return imports.join('\n');
  });
}

export function throughFaces(srcDir) {
  return {
    name: 'through-faces',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.namespace !== 'file' || !args.path.startsWith(srcDir)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return { contents: bypassed(source, args.path), loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
