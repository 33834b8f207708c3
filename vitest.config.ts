// Test runner settings: unit, mock and contract self-tests run in `npm test`; the browser and Prism tests have their own configs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'test/prism/**', 'test/contract-kit/suite/**', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
