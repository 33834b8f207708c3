// Set up before every `unit` test: opening a server or spawning a process throws, so a test that does either is
// found in the wrong project (its cost is read from its code by test/architecture/test-cost.ts) instead of passing.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server } from 'node:net';

const refuse = (what: string) => () => {
  throw new Error(`a unit test ${what}: its cost is read wrong (test/architecture/test-cost.ts)`);
};

Server.prototype.listen = refuse('opens a server');
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const)
  (childProcess as Record<typeof name, unknown>)[name] = refuse(`spawns a process (${name})`);
syncBuiltinESMExports();
