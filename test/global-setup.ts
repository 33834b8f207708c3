// Builds the CLI bundle before the tests, so that spawned `core-kit` processes run what `npm ci` ships.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('node', ['scripts/build.mjs'], { cwd: new URL('..', import.meta.url).pathname, stdio: 'inherit' });
}
