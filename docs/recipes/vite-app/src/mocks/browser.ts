// Mock Service Worker in the browser, running the mock's own engine: the same answers as `core-kit serve`.
import { setupWorker } from 'msw/browser';
import { createHandlers } from 'core-kit/msw';

export const worker = setupWorker(...createHandlers({ now: '2026-11-22T12:00:00Z' }));
