// authenticate: each missing or wrong header gets its catalogue code, in the real system's order.
import { describe, expect, it } from 'vitest';
import { authenticate, type Credentials } from '../../../src/mock/request/authenticate.js';

const accounts = [
  { aid: 'demo', aidToken: 'at-1', users: [{ uid: '10001', uidToken: 'ut-1' }] },
  { aid: 'other', aidToken: 'at-2', users: [{ uid: '10002', uidToken: 'ut-2' }] },
];
const find = (aid: string) => accounts.find((a) => a.aid === aid);
const good = { aid: 'demo', aidToken: 'at-1', uid: '10001', uidToken: 'ut-1' };
const codeFor = (credentials: Credentials) => {
  const result = authenticate(credentials, find);
  return result.ok ? 0 : result.error.entry.code;
};

describe('authenticate', () => {
  it('accepts the four right headers and names the account and user', () => {
    const result = authenticate(good, find);
    expect(result.ok && [result.value.account.aid, result.value.user.uid]).toEqual(['demo', '10001']);
  });

  it.each([
    ['no aid', { ...good, aid: undefined }, 31501],
    ['empty aid', { ...good, aid: '  ' }, 31501],
    ['no aid token', { ...good, aidToken: undefined }, 31501],
    ['no headers at all', {}, 31501],
    ['unknown aid', { ...good, aid: 'nobody' }, 31502],
    ['wrong aid token', { ...good, aidToken: 'at-2' }, 31505],
    ['no uid', { ...good, uid: undefined }, 31601],
    ['no uid token', { ...good, uidToken: '' }, 31601],
    ['wrong uid token', { ...good, uidToken: 'ut-2' }, 31603],
    ['unknown uid', { ...good, uid: '99999' }, 31603],
    ["another account's uid and token", { ...good, uid: '10002', uidToken: 'ut-2' }, 31603],
    ['no aid and no uid', { aidToken: 'at-1', uidToken: 'ut-1' }, 31501],
    ['wrong aid token and no uid', { aid: 'demo', aidToken: 'x' }, 31505],
  ])('%s -> %i', (_case, credentials, code) => {
    expect(codeFor(credentials)).toBe(code);
  });
});
