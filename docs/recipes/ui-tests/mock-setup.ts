// vitest global setup: one mock for the whole run, started before the tests and closed after them; the tests get its
// URL and the demo account's headers with inject().
import type { TestProject } from 'vitest/node';
import { startMock } from 'core-kit/server';

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
    mockHeaders: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mock = await startMock({ now: '2026-11-22T12:00:00Z' }); // a pinned clock: stable times for snapshots
  project.provide('mockUrl', mock.url);
  project.provide('mockHeaders', mock.headers());
  return () => mock.close();
}
