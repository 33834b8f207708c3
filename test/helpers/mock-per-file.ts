// One in-process mock on port 0 for all the tests of a file: started before them, at the tests' fixed clock, and
// closed after them (the tests that run the bin against a server need one, not one each).
import { afterAll, beforeAll } from 'vitest';
import { launchMock, type MockOptions, type RunningMock } from '../../src/mock/launch-mock.js';
import { FIXED_NOW } from './fixed-world.js';

/** The file's mock, read inside its tests (`mock().url`): it starts in a beforeAll hook registered here. */
export function mockPerFile(options: MockOptions = {}): () => RunningMock {
  let mock: RunningMock | undefined;
  beforeAll(async () => {
    mock = await launchMock({ port: 0, nowMs: FIXED_NOW, ...options });
  });
  afterAll(() => mock?.close());
  return () => {
    if (!mock) throw new Error('the mock of this file starts before its tests: read it inside a test or hook');
    return mock;
  };
}
