// Test runner settings: projects by cost (test/architecture/test-cost.ts reads each file's cost from its code): `unit`
// (pure: no build, no server, no process), `http` (servers in this process, on port 0) and `process` (spawns processes,
// the bin among them: builds dist/ first) run side by side; `timed` (http tests whose verdict rests on wall-clock
// timing, declared `// timed:`) runs after them, one file at a time. `npm test` runs all four; the browser and Prism
// tests and the contract suite have their own configs, and the consumer's test runs in the fresh project the package
// test installs.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testsByProject } from './test/architecture/test-cost.js';

const OWN_CONFIGS = ['test/browser/**', 'test/prism/**', 'test/contract-kit/suite/**', 'test/package/consumer/**'];
const byProject = testsByProject();

export default defineConfig({
  test: {
    exclude: [...OWN_CONFIGS, 'node_modules/**'],
    // Two files at a time on two cores halve a test's share of a loaded machine: a whole run of the kit, which a test
    // once finished well within 20 s, took over 30 s there. Tests that time something bound it themselves.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default is one worker fewer than the cores: one on a two-core CI machine, which left a core idle while
    // the kit's whole runs (most of the time) kept the other busy. Timing-sensitive tests wait for the end (`timed`).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // A unit test that opens a server or spawns a process fails: its cost is read wrong (test-cost.ts).
      { extends: true, test: { name: 'unit', include: byProject.unit, setupFiles: ['test/unit-guard.ts'] } },
      { extends: true, test: { name: 'http', include: byProject.http } },
      // Its build starts with the run and each of its tests waits for it; the others start at once.
      {
        extends: true,
        test: {
          name: 'process',
          include: byProject.process,
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/process-setup.ts'],
        },
      },
      // One worker and the default group order: vitest runs these after every other project, each file alone.
      { extends: true, test: { name: 'timed', include: byProject.timed, maxWorkers: 1 } },
    ],
  },
});
