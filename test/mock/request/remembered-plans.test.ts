// Remembered plans: a request asked again gets the plan it got before, and only when nothing that decides it changed.
import { describe, expect, it } from 'vitest';
import { createApiRequestHandler, type ApiRequest } from '../../../src/mock/request/handle-api-request.js';
import { planKey } from '../../../src/mock/request/remembered-plans.js';
import type { RuntimeOverrides } from '../../../src/mock/request/runtime-overrides.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { fixedWorld } from '../../helpers/fixed-world.js';

const demo = Object.fromEntries(
  Object.entries(credentialHeaders(DEMO_CREDENTIALS)).map(([k, v]) => [k.toLowerCase(), v]),
);
const { world } = fixedWorld({ seed: 1, notifications: 60 });
const list = (rawQuery: string, headers: ApiRequest['headers'] = demo): ApiRequest => ({
  operation: 'notificationList',
  rawQuery,
  headers,
});
const text = (body: string | Uint8Array) => (typeof body === 'string' ? body : new TextDecoder().decode(body));

describe('planKey', () => {
  const base = list('types=3');
  it.each<[string, ApiRequest]>([
    ['another query', list('types=5')],
    ['another operation', { ...base, operation: 'configs' }],
    ['another token', list('types=3', { ...demo, 'x-core-aid-token': 'other' })],
    ['an empty header instead of none', list('types=3', { ...demo, prefer: '' })],
    ['a language', list('types=3', { ...demo, 'x-core-client-lang-tag': 'en' })],
    ['a time zone', list('types=3', { ...demo, 'x-core-client-timezone': '+8' })],
    ['a preference', list('types=3', { ...demo, prefer: 'total=3' })],
    ['a query that spells a header line', list(`types=3\n\0`)],
  ])('tells %s apart', (_, other) => {
    expect(planKey(other)).not.toBe(planKey(base));
  });

  it('reads no header the core never reads', () => {
    expect(planKey(list('types=3', { ...demo, 'user-agent': 'x', accept: '*/*' }))).toBe(planKey(base));
  });

  it('reads a repeated header as HTTP joins it (as the core does)', () => {
    const repeated = list('types=3', { ...demo, prefer: ['total=3', 'seed=2'] });
    expect(planKey(repeated)).toBe(planKey(list('types=3', { ...demo, prefer: 'total=3, seed=2' })));
  });
});

describe('the request core remembers plans', () => {
  it('gives a request asked again the plan it got, with the same bytes as a core that never saw it', () => {
    const core = createApiRequestHandler({ world, policy: { httpErrors: false } });
    const first = core(list('types=3,5&pageSize=2'));
    expect(core.known(list('types=3,5&pageSize=2'))).toBe(first);
    expect(core(list('types=3,5&pageSize=2'))).toBe(first);
    const fresh = createApiRequestHandler({ world, policy: { httpErrors: false } })(list('types=3,5&pageSize=2'));
    expect(text(first.body)).toBe(text(fresh.body));
    expect(core.known(list('types=3,5&pageSize=3'))).toBeUndefined();
  });

  it('remembers errors too, and never a plan that waits or fails on purpose', () => {
    const core = createApiRequestHandler({ world, policy: { httpErrors: false } });
    const wrong = list('', { ...demo, 'x-core-aid-token': 'wrong' });
    expect(core(wrong).code).not.toBe(0);
    expect(core.known(wrong)).toBeDefined();
    for (const prefer of ['delay=5', 'fault=reset', 'fault=malformed']) {
      const request = list('', { ...demo, prefer });
      core(request);
      expect(core.known(request)).toBeUndefined();
    }
  });

  it('lets its plans go when the scenario changes, and keeps none while chaos draws', () => {
    const overrides: RuntimeOverrides = { preferences: null, chaos: undefined };
    const policy = { httpErrors: false };
    const core = createApiRequestHandler({ world, policy, overrides });
    const request = list('pageSize=2');
    const plain = core(request);
    overrides.preferences = Object.freeze({ total: 0 });
    expect(core.known(request)).toBeUndefined();
    expect(text(core(request).body)).not.toBe(text(plain.body));
    overrides.preferences = null;
    expect(text(core(request).body)).toBe(text(plain.body));
    const wrong = list('', {});
    expect(core(wrong).status).toBe(200);
    policy.httpErrors = true;
    expect(core(wrong).status).not.toBe(200);
    overrides.chaos = { latency: null, faultRate: 0.5, faults: ['server-error'] };
    core(request);
    expect(core.known(request)).toBeUndefined();
  });
});
