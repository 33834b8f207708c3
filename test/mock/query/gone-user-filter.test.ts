// filterUserType/filterUserKeys apply to every actionUser (spec: "Applies only to actionUser in the result"), the
// placeholder of a trigger whose account is gone too. The real system sends that placeholder whole (its userDetail
// answers it before reading the filter): its deviation from the spec, which the mock does not copy.
import { describe, expect, it } from 'vitest';
import { mockHttp } from '../../helpers/mock-http.js';

type User = Record<string, unknown> | unknown[] | null;
type Item = { actionUser: User; actionUserIsAnonymous: boolean };
const isGone = (user: User) => user !== null && !Array.isArray(user) && user.fsid === null && user.status === false;

describe('the list under filterUserKeys', () => {
  const { list } = mockHttp({ seed: 7, notifications: 600 });

  async function everyItem(query: string): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await list(`pageSize=30&page=${page}&${query}`);
      items.push(...(res.body as { data: { list: Item[] } }).data.list);
    }
    return items;
  }

  it.each([
    ['filterUserType=whitelist&filterUserKeys=nickname,status', { nickname: null, status: false }],
    ['filterUserType=blacklist&filterUserKeys=avatar', null],
  ])('%s: a gone trigger is projected like any other', async (query, expected) => {
    const [plain, filtered] = await Promise.all([everyItem(''), everyItem(query)]);
    const gone = plain.map((n, i) => [n, filtered[i]!] as const).filter(([n]) => isGone(n.actionUser));
    expect(gone.length).toBeGreaterThan(0);
    for (const [whole, projected] of gone) {
      if (expected) expect(projected.actionUser).toEqual(expected);
      else expect(projected.actionUser).toEqual({ ...(whole.actionUser as object), avatar: undefined });
    }
  });
});
