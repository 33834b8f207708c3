// Lists compared up to the order of ties (the spec orders by time alone), and a check's header replacing the run's
// default of the same name in another letter case.
import { describe, expect, it } from 'vitest';
import { sameUpToTies } from '../../../src/contract/checks/tie-order.js';
import { KitHttp } from '../../../src/contract/kit/kit-http.js';
import type { Transport } from '../../../src/contract/kit/transport.js';

/** Items from "id@time" strings. */
const items = (spec: string) =>
  spec.split(' ').map((s) => {
    const [nmid, datetime] = s.split('@');
    return { nmid, datetime };
  });

describe('sameUpToTies', () => {
  it.each([
    ['the same order', 'a@3 b@2 c@1', 'a@3 b@2 c@1', true],
    ['ties of one second swapped inside', 'a@4 b@3 c@3 d@1', 'a@4 c@3 b@3 d@1', true],
    ['a tie at the cut end with another member', 'a@4 b@3 c@2', 'a@4 b@3 x@2', true],
    ['a tie at the cut start with another member', 'a@4 b@3 c@2', 'x@4 b@3 c@2', true],
    ['items of other seconds swapped', 'a@4 b@3 c@2 d@1', 'a@4 c@2 b@3 d@1', false],
    ['another member inside, not at a cut', 'a@4 b@3 c@3 d@1', 'a@4 b@3 x@3 d@1', false],
    ['an item of another second at the end', 'a@4 b@3 c@2', 'a@4 b@3 x@1', false],
    ['lengths that differ', 'a@3 b@2', 'a@3 b@2 c@1', false],
  ])('%s: %s vs %s → %s', (_what, expected, received, same) => {
    expect(sameUpToTies(items(expected), items(received))).toBe(same);
  });
});

describe('KitHttp', () => {
  it("sends a check's header in place of the run's default of the same name in another letter case", async () => {
    const sent: Record<string, string>[] = [];
    const transport: Transport = {
      get: async (_url, headers) => (sent.push(headers), { status: 200, headers: {}, body: '{}' }),
    };
    const limits = { timeoutMs: 1_000, maxRequests: 5, concurrency: 1, deadlineMs: 5_000 };
    const http = new KitHttp('http://127.0.0.1:9', transport, limits, new AbortController().signal, {
      'X-Core-Client-Lang-Tag': 'en',
    });
    await http.get('/a', { 'x-core-client-lang-tag': 'es' });
    await http.get('/b', {});
    expect(sent).toEqual([{ 'x-core-client-lang-tag': 'es' }, { 'X-Core-Client-Lang-Tag': 'en' }]);
  });
});
