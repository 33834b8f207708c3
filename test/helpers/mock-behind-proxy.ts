// An in-process mock on port 0 and a test proxy in front of it, for all the tests of a file: started before them
// (the mock at the tests' fixed clock), closed after them, the proxy first.
import { afterAll, beforeAll } from 'vitest';
import type { RunningMock } from '../../src/mock/launch-mock.js';
import { startTestProxy, type TestProxy } from '../proxy/start-test-proxy.js';
import { mockPerFile } from './mock-per-file.js';

/** The file's mock and proxy, read inside its tests (`proxy().url`). */
export function mockBehindProxyPerFile(): { mock: () => RunningMock; proxy: () => TestProxy } {
  const mock = mockPerFile();
  let proxy: TestProxy | undefined;
  beforeAll(async () => {
    proxy = await startTestProxy(mock().url);
  });
  afterAll(() => proxy?.close());
  return {
    mock,
    proxy: () => {
      if (!proxy) throw new Error('the proxy of this file starts before its tests: read it inside a test or hook');
      return proxy;
    },
  };
}
