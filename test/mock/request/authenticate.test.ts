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

  // The real system's own answers to each combination (measured), but a wrong account token, which it never reads
  // once the user's token is right and the mock refuses (the spec requires it).
  it.each([
    ['no aid', { ...good, aid: undefined }, 21005, 'The aid field must be a string.'],
    ['empty aid', { ...good, aid: '  ' }, 21005, 'The aid field is required.'],
    ['no aid token', { ...good, aidToken: undefined }, 21005, 'The aid token field is required when aid is present.'],
    ['no headers at all', {}, 31501, 'Account not logged in, Unable to use'],
    ['only an aid token', { aidToken: 'at-1' }, 31501, 'Account not logged in, Unable to use'],
    ['unknown aid with a uid', { ...good, aid: 'nobody' }, 31603, 'User login token are incorrect or do not exist'],
    ['unknown aid without a uid', { aid: 'nobody', aidToken: 'x' }, 31502, 'Wrong account or record not exist'],
    ['wrong aid token', { ...good, aidToken: 'at-2' }, 31505, 'Account login token are incorrect or do not exist'],
    ['no uid', { ...good, uid: undefined }, 31601, 'User not logged in, Unable to use'],
    ['uid 0', { ...good, uid: '0' }, 31601, 'User not logged in, Unable to use'],
    ['no uid token', { ...good, uidToken: '' }, 21005, 'The uid token field is required when uid is present.'],
    ['uid not an integer', { ...good, uid: 'abc' }, 21005, 'The uid field must be an integer.'],
    ['uid a decimal', { ...good, uid: '1.5' }, 21005, 'The uid field must be an integer.'],
    ['wrong uid token', { ...good, uidToken: 'ut-2' }, 31603, 'User login token are incorrect or do not exist'],
    ['unknown uid', { ...good, uid: '99999' }, 31603, 'User login token are incorrect or do not exist'],
    ["another account's uid and token", { ...good, uid: '10002', uidToken: 'ut-2' }, 31603, 'User login token'],
    ['wrong aid token and no uid', { aid: 'demo', aidToken: 'x' }, 31505, 'Account login token are incorrect'],
  ])('%s -> %i', (_case, credentials, code, message) => {
    const result = authenticate(credentials, find);
    expect(result.ok ? [0, ''] : [result.error.entry.code, result.error.message]).toEqual([
      code,
      expect.stringContaining(message),
    ]);
    expect(codeFor(credentials)).toBe(code);
  });
});
