// UI tests against one mock: a scenario set through the control client holds for the whole server, so the files run
// one after the other (a request's own `Prefer` header is the per-request alternative).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['./mock-setup.ts'],
    fileParallelism: false,
    testTimeout: 15_000, // each test is a few requests to a real server, on a machine that may be busy
  },
});
