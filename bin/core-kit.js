#!/usr/bin/env node
// Entry point of the core-kit CLI. Runs the bundle that `npm ci` builds (dist/, fast start), or the TypeScript
// sources through tsx when they are newer than the bundle (or CORE_KIT_FROM_SOURCE=1), so it never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'core-kit.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const useBundle = process.env.CORE_KIT_FROM_SOURCE !== '1' && existsSync(bundle) && statSync(bundle).mtimeMs >= newestMtime(join(root, 'src'));

let cli;
if (useBundle) cli = await import(bundle);
else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli.ts');
}
process.exitCode = await cli.main(process.argv.slice(2));
