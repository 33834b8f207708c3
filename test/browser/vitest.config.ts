// Settings of `npm run test:browser`: only the Swagger UI test in Chromium, with a browser's patience; `npm test` excludes it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
