// The README's Mock Service Worker browser example, verbatim: the type checker compiles it, a test keeps it equal to the README.
// src/mocks/browser.ts: the dev server without a backend (run `npx msw init public/` once)
import { setupWorker } from 'msw/browser';
import { createHandlers } from 'core-kit/msw';

export const worker = setupWorker(
  ...createHandlers({
    baseUrl: 'https://api.example.com',
    chaos: { latency: { min: 100, max: 900 }, faultRate: 0.05, faults: ['server-error'] },
  }),
);
