// Builds dist/: the product code bundled by esbuild into ES modules (one file per entry of package.json and the CLI,
// shared chunks beside them, dependencies left as imports) and .d.ts declarations from tsc (tsconfig.build.json).
// One file per entry instead of some 150 modules, and the schema modules evaluated ahead (scripts/build/), keep start-up
// short, and the contract kit's validators compiled ahead spare every run their compilation. The control room's page
// (plain HTML, CSS, JavaScript) is copied beside the built file that serves it. The build goes to a folder of its own,
// swapped in whole: a test run or a bin reading dist/ meanwhile sees the last build or this one, never half of one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { evaluateAhead, typeboxBuilders } from './build/evaluate-ahead.mjs';
import { validatorsAhead } from './build/validators-ahead.mjs';
import { sideEffectFree } from './build/side-effect-free.mjs';
import { throughFaces } from './build/through-faces.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, 'dist');
const dist = mkdtempSync(join(root, '.dist-'));
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Every file under `dir`, recursively. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );

/** dist/x.js of an export (and the CLI the bin runs, and the proxy's judge worker it starts) ← src/x.ts. */
const entryPoints = [
  'src/cli.ts',
  'src/proxy/judge-worker.ts',
  ...Object.values(manifest.exports)
    .map((e) => (typeof e === 'object' ? e.default : e))
    .filter((path) => path.startsWith('./dist/') && path.endsWith('.js'))
    .map((path) => path.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')),
].map((path) => join(root, path));

/**
 * The schema modules (src/schema/, and the control API's `*-schema(s).ts`) that build JSON Schemas with TypeBox:
 * declarations only, so their values, not their code, go into dist/.
 */
const schemaModules = typeboxBuilders(
  filesUnder(join(root, 'src')).filter(
    (file) => file.endsWith('.ts') && (file.includes('/src/schema/') || /-schemas?\.ts$/.test(file)),
  ),
);

/** Modules whose values are data drawn from a dependency: the English data the world's faker reads (a part of faker's). */
const dataModules = [join(root, 'src/mock/world/english-definitions.ts')];

/** Puts the finished build in dist/'s place; a build another run swapped in meanwhile is moved aside again. */
function swapIn(built) {
  for (let attempt = 0; ; attempt++) {
    const old = `${built}.old-${attempt}`;
    try {
      renameSync(target, old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(built, target);
      return;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt > 20) throw error;
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }
}

try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--emitDeclarationOnly', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  const result = await build({
    metafile: true,
    entryPoints,
    outdir: dist,
    outbase: join(root, 'src'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    plugins: [
      sideEffectFree(join(root, 'src')),
      evaluateAhead([...schemaModules, ...dataModules]),
      validatorsAhead(dist),
      throughFaces(join(root, 'src')),
    ],
    logLevel: 'warning',
  });
  // Folders a module reads beside itself (`new URL('./page/', import.meta.url)`: the control room's page) go beside the
  // built file that holds the module.
  if (process.env.BUILD_META)
    (await import('node:fs')).writeFileSync(process.env.BUILD_META, JSON.stringify(result.metafile));
  for (const [output, { inputs }] of Object.entries(result.metafile.outputs))
    for (const input of Object.keys(inputs).filter((i) => i.endsWith('.ts') && !i.includes(':'))) {
      const source = join(root, input);
      for (const [, folder] of readFileSync(source, 'utf8').matchAll(/new URL\('\.\/([\w-]+)\/', import\.meta\.url\)/g))
        cpSync(join(dirname(source), folder), join(root, dirname(output), folder), { recursive: true });
    }
  swapIn(dist);
} finally {
  rmSync(dist, { recursive: true, force: true });
}
