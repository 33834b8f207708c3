// The control API changes a server's behaviour for every client: it belongs to the server only. Mock Service Worker
// handlers answer the API's operations and nothing under /__core/ (their scenario is createHandlers' options).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from 'core-kit/msw';
import { operations } from '../../src/schema/operations.js';

const unhandled: string[] = [];
const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(new URL(request.url).pathname) }));
afterAll(() => server.close());

describe('core-kit/msw', () => {
  it('handles exactly the operations of the API', () => {
    const patterns = createHandlers().map((h) => h.info.path as RegExp);
    expect(patterns).toHaveLength(operations.length);
    operations.forEach((o, i) => {
      for (const [j, other] of operations.entries())
        expect(patterns[i]!.test(`http://localhost${other.path}`), `${o.path} ~ ${other.path}`).toBe(i === j);
    });
  });

  it.each(['/__core/requests', '/__core/scenario', '/__core/'])('leaves %s unhandled', async (path) => {
    await fetch(`http://localhost:9${path}`).catch(() => 'no server there');
    expect(unhandled).toContain(path);
  });
});
