// filterUserType/filterUserKeys never reach a gone trigger: the real system answers its deleted user's placeholder
// before it reads the filter (measured: a whitelist of `nickname` answers the whole placeholder), while the anonymous
// placeholder and members are projected.
import { describe, expect, it } from 'vitest';
import { isGoneUser } from '../../../src/mock/query/query-notifications.js';
import { mockHttp } from '../../helpers/mock-http.js';

describe('isGoneUser', () => {
  it.each([
    [{ fsid: null, status: false }, true],
    [{ fsid: null, status: true }, false], // the anonymous placeholder
    [{ fsid: 'ava', status: false }, false], // a deactivated member keeps its User Info
    [{ nickname: 'Ava' }, false],
    [[], false],
    [null, false],
    ['gone', false],
  ])('%j -> %s', (value, expected) => {
    expect(isGoneUser(value)).toBe(expected);
  });
});

describe('the list under filterUserKeys', () => {
  const { list } = mockHttp({ seed: 7, notifications: 600 });
  type Item = { actionUser: Record<string, unknown> | null; actionUserIsAnonymous: boolean };

  async function everyItem(query: string): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await list(`pageSize=30&page=${page}&${query}`);
      items.push(...(res.body as { data: { list: Item[] } }).data.list);
    }
    return items;
  }

  it.each([
    'filterUserType=whitelist&filterUserKeys=nickname',
    'filterUserType=blacklist&filterUserKeys=avatar,status',
  ])('%s: a gone trigger whole, the others projected', async (query) => {
    const [plain, filtered] = await Promise.all([everyItem(''), everyItem(query)]);
    const gone = plain.filter((n) => isGoneUser(n.actionUser));
    expect(gone.length).toBeGreaterThan(0);
    plain.forEach((n, i) => {
      const user = filtered[i]!.actionUser;
      if (n.actionUser === null) expect(user).toBeNull();
      else if (isGoneUser(n.actionUser)) expect(user).toEqual(n.actionUser);
      else expect(Object.keys(user ?? {}).length).toBeLessThan(Object.keys(n.actionUser).length);
    });
  });
});
