// checkSentCredentials: the configs need no login, but the headers sent are held to the real system's rules (each
// row measured on the real system, v3.6.2, GET …/global/configs?keys=site_mode).
import { describe, expect, it } from 'vitest';
import { checkSentCredentials } from '../../../src/mock/request/sent-credentials.js';
import type { Credentials } from '../../../src/mock/request/authenticate.js';
import { mockHttp } from '../../helpers/mock-http.js';

const accounts = [{ aid: 'demo', aidToken: 'at-1', users: [{ uid: '10001', uidToken: 'ut-1' }] }];
const find = (aid: string) => accounts.find((a) => a.aid === aid);
const account = { aid: 'demo', aidToken: 'at-1' };
const user = { uid: '10001', uidToken: 'ut-1' };

const cases: [string, Credentials, number][] = [
  ['no header', {}, 0],
  ['the four right headers', { ...account, ...user }, 0],
  ['the account alone', account, 0],
  ['an aid token alone', { aidToken: 'at-1' }, 0],
  ['a uid token alone', { uidToken: 'ut-1' }, 0],
  ['a wrong account token, no uid', { ...account, aidToken: 'wrong' }, 31505],
  ['an unknown aid, no uid', { aid: 'nobody', aidToken: 'x' }, 31502],
  ['an aid without its token', { aid: 'demo' }, 21005],
  ['a uid and its token without an aid', user, 21005],
  ['a wrong user token', { ...account, ...user, uidToken: 'wrong' }, 31603],
  ['an unknown uid', { ...account, uid: '99999', uidToken: 'x' }, 31603],
  ['a uid that is no integer', { ...account, uid: 'abc', uidToken: 'x' }, 21005],
  ['uid 0, which names no user', { ...account, uid: '0', uidToken: 'x' }, 0],
  // The real system reads no account token once the user's is right (its weakness; the configs need neither).
  ['a wrong account token beside the right user', { ...account, aidToken: 'wrong', ...user }, 0],
];

describe('checkSentCredentials', () => {
  it.each(cases)('%s: code %i', (_, credentials, code) => {
    const result = checkSentCredentials(credentials, find);
    expect(result.ok ? 0 : result.error.entry.code).toBe(code);
  });
});

describe('GET …/global/configs with headers', () => {
  const mock = mockHttp({ extraAccounts: 1 });
  const demo = mock.demoHeaders;

  it('answers without headers and with the right ones', async () => {
    expect((await mock.configs('keys=site_mode')).body.code).toBe(0);
    expect((await mock.configs('keys=site_mode', demo)).body.code).toBe(0);
  });

  it.each([
    ['a wrong account token', { 'X-Core-Aid': demo['X-Core-Aid']!, 'X-Core-Aid-Token': 'wrong' }, 31505],
    ['an unknown account', { 'X-Core-Aid': 'nobody', 'X-Core-Aid-Token': 'x' }, 31502],
    ['a wrong user token', { ...demo, 'X-Core-Uid-Token': 'wrong' }, 31603],
    ['a uid without its token', { 'X-Core-Uid': demo['X-Core-Uid']! }, 21005],
  ])('refuses %s in the error envelope, at HTTP 200', async (_, headers, code) => {
    const res = await mock.configs('keys=site_mode', headers);
    expect([res.status, res.body.code, res.body.data]).toEqual([200, code, null]);
  });
});
