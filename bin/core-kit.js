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
const { main, endsWithItsOutput } = await import(cli.href);
const argv = process.argv.slice(2);
process.exitCode = await main(argv);
// A one-shot command is over once its report is written: whatever is still pending (a socket the server keeps open,
// an answer still arriving, a timer) must not keep the process alive. The output is flushed first.
if (endsWithItsOutput(argv)) {
  const flushed = (stream) => new Promise((resolve) => stream.write('', resolve));
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(process.exitCode);
}
