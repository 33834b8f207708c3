// Settings of `npm run test:browser`: the tests in Chromium (Swagger UI, the control room, core-kit/msw), with a browser's patience; `npm test` excludes them.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: ['test/global-setup.ts'],
  },
});
