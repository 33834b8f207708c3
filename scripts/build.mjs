// Builds dist/: ES modules plus .d.ts declarations from src/ (tsconfig.build.json); dependencies stay dependencies.
// The control room's page (plain HTML, CSS, JavaScript) is copied beside the module that serves it.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true }); // no stale files from moved sources
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
cpSync(join(root, 'src/control-room/page'), join(root, 'dist/control-room/page'), { recursive: true });
