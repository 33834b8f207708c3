// The page of the MSW browser test, bundled for Chromium: the README's setupWorker example with a pinned clock.
import { setupWorker } from 'msw/browser';
import { createHandlers } from 'core-kit/msw';

/** Pinned (the test starts its server with the same instant) so that answers compare byte for byte. */
const PAGE_NOW = '2026-11-22T12:00:00Z';

const worker = setupWorker(...createHandlers({ now: PAGE_NOW }));
// The test awaits this before its first fetch: until the worker is active, requests would go to the network.
(globalThis as { workerStarted?: Promise<unknown> }).workerStarted = worker.start({
  onUnhandledRequest: 'error',
  quiet: true,
});
