// Validators compiled ahead into dist/: precompile-validators.ts gives ajv's standalone code of the contract kit's
// validators, written (minified, CommonJS as ajv writes it) to dist/validators/<mode>.cjs; an esbuild plugin makes
// src/validation/precompiled-validators.ts, in dist/, the module that loads them when a mode is first asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '../../src/validation/package-root.ts');

export function validatorsAhead(dist) {
  const { documentSha256, quick, unions } = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', join(here, 'precompile-validators.ts')], {
      maxBuffer: 256 * 2 ** 20,
      encoding: 'utf8',
    }),
  );
  const modes = Object.keys(quick);
  return {
    name: 'validators-ahead',
    setup(build) {
      build.onLoad({ filter: /\/src\/validation\/precompiled-validators\.ts$/ }, () => ({
        contents: `import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from ${JSON.stringify(packageRoot)};
const loaded = {};
const load = (mode) => (loaded[mode] ??= createRequire(import.meta.url)(join(packageRoot(), 'dist', 'validators', mode + '.cjs')));
export const precompiled = {
  documentSha256: ${JSON.stringify(documentSha256)},
  quick: Object.defineProperties({}, { ${modes.map((m) => `${JSON.stringify(m)}: { get: () => load(${JSON.stringify(m)}), enumerable: true }`).join(', ')} }),
  unions: ${JSON.stringify(unions)},
};
`,
        loader: 'js',
      }));
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        mkdirSync(join(dist, 'validators'), { recursive: true });
        for (const mode of modes) {
          const { code } = await transform(quick[mode], { minify: true, format: 'cjs' });
          writeFileSync(join(dist, 'validators', `${mode}.cjs`), code);
        }
      });
    },
  };
}
