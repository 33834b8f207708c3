// The contract suite's settings: one run feeds every test, so the run's own time is the suite's.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['contract.test.ts'], hookTimeout: 150_000 },
});
