// Set up before every `process` test: waits until the build the project's global setup started (test/global-setup.ts)
// has ended, and fails the test file at once when it failed, instead of running a stale or missing dist/.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const status = process.env.CORE_KIT_BUILD_STATUS;
if (status !== undefined) {
  while (!existsSync(status)) await sleep(100);
  const ended = readFileSync(status, 'utf8');
  if (ended !== 'built') throw new Error(`dist/ is not built for this run: ${ended}`);
}
