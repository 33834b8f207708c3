// Settings of `npm run test:prism`: the mock behind Prism as a validating proxy. Prism compiles the document's schemas on
// its first request (half a minute on a busy 2-core machine), so `npm test` leaves it out; CI runs it as its own step.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/prism/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 90_000,
  },
});
