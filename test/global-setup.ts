// Global setup of the `process` project only: starts building dist/ (swapped in whole, see scripts/build.mjs) without
// holding up the other projects, whose tests need no build; each `process` test waits for it (test/process-setup.ts),
// so that tests spawning `core-kit` run what `npm ci` ships.
import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'core-kit-build-'));
  const status = join(dir, 'status');
  // Read by the test workers, which start after this: where the build says how it ended ("built", or why not).
  process.env.CORE_KIT_BUILD_STATUS = status;
  const build = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
  });
  // Written aside and renamed, so a worker never reads it half written.
  const say = (text: string) => (writeFileSync(`${status}.part`, text), renameSync(`${status}.part`, status));
  const ended = new Promise<void>((resolve) => {
    build.on('error', (error) => (say(`the build did not start: ${error.message}`), resolve()));
    build.on(
      'exit',
      (code, signal) => (say(code === 0 ? 'built' : `the build failed (exit ${code ?? signal})`), resolve()),
    );
  });
  return async () => {
    await ended;
    rmSync(dir, { recursive: true, force: true });
  };
}
