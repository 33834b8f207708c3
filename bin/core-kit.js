#!/usr/bin/env node
// Entry point of the core-kit CLI: runs the built JavaScript in dist/ (never TypeScript sources).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('core-kit: dist/ is missing; in a clone of the repository run `npm run build` first\n');
  process.exit(2);
}
// A reader that stops early (`core-kit openapi | head`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
