// Test runner settings: three projects by cost (test/architecture/test-cost.ts reads each file's cost from its code):
// `unit` (pure: no build, no server, no process), `http` (servers in this process, on port 0) and `process` (spawns
// processes, the bin among them: builds dist/ first). `npm test` runs all three; the browser and Prism tests and the
// contract suite have their own configs, and the consumer's test runs in the fresh project the package test installs.
import { defineConfig } from 'vitest/config';
import { testsByCost } from './test/architecture/test-cost.js';

const OWN_CONFIGS = ['test/browser/**', 'test/prism/**', 'test/contract-kit/suite/**', 'test/package/consumer/**'];
const byCost = testsByCost();

export default defineConfig({
  test: {
    exclude: [...OWN_CONFIGS, 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // A unit test that opens a server or spawns a process fails: its cost is read wrong (test-cost.ts).
      { extends: true, test: { name: 'unit', include: byCost.unit, setupFiles: ['test/unit-guard.ts'] } },
      { extends: true, test: { name: 'http', include: byCost.http } },
      { extends: true, test: { name: 'process', include: byCost.process, globalSetup: ['test/global-setup.ts'] } },
    ],
  },
});
