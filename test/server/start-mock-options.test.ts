// core-kit/server's options that started a mock which then failed, or failed without a MockStartError: demo
// credentials no client can send, a chaos that answered every request with a 500, a host this machine does not have
// (a bare getaddrinfo error), no options object at all. Each now rejects with a MockStartError naming the option.
import { describe, expect, it } from 'vitest';
import { MockStartError, startMock, type StartMockOptions } from '../../src/mock/start-mock.js';

describe('startMock with options it cannot serve', () => {
  it.each([
    [
      { demo: { aid: '', aidToken: 't', uid: 'u', uidToken: 'v' } },
      'startMock: demo.aid must be 1 to 128 visible ASCII',
    ],
    [
      { demo: { aid: 'a', aidToken: 'two words', uid: 'u', uidToken: 'v' } },
      'startMock: demo.aidToken must be 1 to 128',
    ],
    [
      { chaos: 'often' },
      'startMock: chaos must be an object { latency, faultRate, faults } or null (received "often")',
    ],
    [{ chaos: { latency: null, faultRate: 2, faults: ['reset'] } }, 'startMock: chaos.faultRate must be a probability'],
    [{ host: 'no-such-host.invalid' }, 'startMock: cannot listen on no-such-host.invalid:0 (ENOTFOUND)'],
    [null, 'startMock: the options must be an object (received null)'],
  ])('%j: a MockStartError naming it', async (options, message) => {
    const started = startMock(options as StartMockOptions);
    await expect(started).rejects.toThrow(MockStartError);
    await expect(startMock(options as StartMockOptions)).rejects.toThrow(message);
  });

  it('serves with a valid chaos and demo account', async () => {
    const demo = { aid: 'acct', aidToken: 'acct-token', uid: '42', uidToken: 'user-token' };
    const mock = await startMock({ demo, chaos: { latency: { min: 0, max: 1 }, faultRate: 0, faults: [] } });
    try {
      const answer = await fetch(`${mock.url}/api/core/v1/notification/list?pageSize=1`, { headers: mock.headers() });
      expect(await answer.json()).toMatchObject({ code: 0, message: 'ok' });
    } finally {
      await mock.close();
    }
  });
});
