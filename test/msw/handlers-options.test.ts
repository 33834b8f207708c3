// `createHandlers` options are checked when the handlers are made: each wrong one is a TypeError naming it. Before, a
// bad `chaos` or `now` answered the first request with a 500 holding a stack trace, a seed given as a string or a
// negative count silently built another world, and `users: 1e6` held the first request for 30 s.
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createHandlers, type MockHandlersOptions } from '../../src/mock/msw/handlers.js';

const wrong = (options: unknown) => () => createHandlers(options as MockHandlersOptions);

describe('createHandlers options', () => {
  it.each([
    [{ seed: -1 }, /seed must be an integer from 0 to 2147483647 \(received -1\)/],
    [{ seed: '7' }, /seed must be an integer from 0 to 2147483647 \(received "7"\)/],
    [{ seed: 1.5 }, /seed must be an integer/],
    [{ notifications: 1e12 }, /notifications must be an integer from 0 to 10000000/],
    [{ notifications: -5 }, /notifications must be an integer/],
    [{ users: 1e6 }, /users must be an integer from 0 to 1000 \(received 1000000\)/],
    [{ now: 'yesterday' }, /now must be an ISO 8601 instant with a zone, a Date or epoch milliseconds/],
    [{ demo: null }, /demo must be an object \{ aid, aidToken, uid, uidToken \} \(received null\)/],
    [{ demo: { aid: 'a', aidToken: 'b c', uid: 'u', uidToken: 't' } }, /demo\.aidToken must be 1 to 128 visible ASCII/],
    [{ quotes: 'table' }, /quotes must be one of real, sentence \(received "table"\)/],
    [{ configs: 'fresh' }, /configs must be one of seeded, fresh-install/],
    [{ data: 'wide' }, /data must be one of standard, edge/],
    [{ httpErrors: 'yes' }, /httpErrors must be true or false/],
    [{ prefer: 3 }, /prefer must be a string/],
    [{ chaos: 'often' }, /chaos must be an object \{ latency, faultRate, faults \} or null/],
    [{ chaos: { faultRate: 0.5, faults: ['reset'] } }, /chaos\.latency must be \{ min, max \} in ms/],
    [{ chaos: { latency: { min: 9, max: 1 }, faultRate: 0, faults: [] } }, /chaos\.latency must be/],
    [{ chaos: { latency: null, faultRate: 5, faults: [] } }, /chaos\.faultRate must be a probability from 0 to 1/],
    [{ chaos: { latency: null, faultRate: 0.1, faults: ['timeout'] } }, /chaos\.faults must be a list of reset/],
    [{ baseUrl: 42 }, /baseUrl must be an http\(s\) URL/],
    [{ baseUrl: 'api.example.com' }, /baseUrl must be an http\(s\) URL .* \(received "api\.example\.com"\)/],
    [{ baseUrl: 'https://api.example.com/?x=1' }, /baseUrl must be an origin and path without a query/],
    [{ sead: 3 }, /unknown option sead; the options are baseUrl, seed/],
    [null, /the options must be an object \(received null\)/],
    [[], /the options must be an object \(received an array\)/],
  ])('%j: a TypeError naming it', (options, message) => {
    expect(wrong(options)).toThrow(TypeError);
    expect(wrong(options)).toThrow(message);
    expect(wrong(options)).toThrow(/^core-kit\/msw: /);
  });

  it.each([
    [undefined],
    [{}],
    [{ baseUrl: '/api-prefix' }],
    [{ baseUrl: 'https://api.example.com/v2/' }],
    [{ seed: 0, notifications: 0, users: 1000, now: 0, httpErrors: false, prefer: '', data: 'edge' }],
    [{ now: new Date('2026-11-22T12:00:00Z'), quotes: 'sentence', configs: 'fresh-install', chaos: null }],
    [{ chaos: { latency: { min: 0, max: 30000 }, faultRate: 1, faults: ['reset', 'malformed', 'server-error'] } }],
  ])('%j: accepted', (options) => {
    expect(createHandlers(options as MockHandlersOptions)).toHaveLength(2);
  });

  it('answers in the envelope once made with checked options (the first request builds the world)', async () => {
    const server = setupServer(...createHandlers({ baseUrl: 'https://api.example.com', seed: 3, users: 2 }));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const answer = await fetch('https://api.example.com/api/core/v1/global/configs?keys=site_name');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ code: 0, data: { site_name: expect.any(String) } });
    } finally {
      server.close();
    }
  });
});
