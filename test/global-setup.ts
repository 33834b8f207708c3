// Global setup of the `process` project only: builds dist/ (swapped in whole, see scripts/build.mjs) before tests that spawn `core-kit`, so that they run what `npm ci` ships.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('node', ['scripts/build.mjs'], { cwd: new URL('..', import.meta.url).pathname, stdio: 'inherit' });
}
