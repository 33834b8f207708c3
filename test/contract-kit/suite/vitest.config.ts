// Settings of `npm run contract`: only the contract suite, one file, checks in order.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/contract-kit/suite/contract.test.ts'],
    testTimeout: 65_000,
    fileParallelism: false,
  },
});
