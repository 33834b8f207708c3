// GET /api/core/v1/notification/list over HTTP: every parameter with its real meaning, and each way to get it wrong.
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationListData } from '../../../src/types.js';
import { mockHttp } from '../../helpers/mock-http.js';

const mock = mockHttp();
const data = (res: { body: { data: NotificationListData } }) => res.body.data;

async function everyItem(query = ''): Promise<Notification[]> {
  const items: Notification[] = [];
  for (let page = 1; ; page++) {
    const d = data(await mock.list(`${query}&pageSize=30&page=${page}`));
    items.push(...d.list);
    if (page >= d.pagination.lastPage) return items;
  }
}

describe('notification list: paging', () => {
  it('answers code 0, message ok, 15 items of page 1 by default', async () => {
    const res = await mock.list();
    expect(res.status).toBe(200);
    expect([res.body.code, res.body.message]).toEqual([0, 'ok']);
    expect(data(res).pagination).toEqual({ total: 120, pageSize: 15, currentPage: 1, lastPage: 8 });
    expect(data(res).list).toHaveLength(15);
  });

  it("keeps the spec's ok in every language, and words its errors in the header's (the real system's code messages)", async () => {
    const zh = { 'X-Core-Client-Lang-Tag': 'zh-Hans' };
    expect((await mock.list('pageSize=1', { ...mock.demoHeaders, ...zh })).body.message).toBe('ok');
    expect((await mock.list('', zh)).body).toEqual({ code: 31501, message: '账号未登录，无权操作', data: null });
    const wrongUser = { ...mock.demoHeaders, 'X-Core-Uid-Token': 'wrong', 'X-Core-Client-Lang-Tag': 'zh-Hant' };
    expect((await mock.list('', wrongUser)).body.message).toBe('使用者登入憑證錯誤或者不存在');
    const asked = await mock.list('__code=31601', { ...mock.demoHeaders, ...zh });
    expect([asked.body.code, asked.body.message]).toEqual([31601, '用户未登录，无权操作']);
    const invalid = await mock.list('pageSize=31', { ...mock.demoHeaders, ...zh });
    expect([invalid.body.code, invalid.body.message]).toEqual([10000, 'The page size field must be between 1 and 30.']);
  });

  it('pages without overlap or gaps, newest first', async () => {
    const all = await everyItem();
    expect(all).toHaveLength(120);
    expect(new Set(all.map((n) => n.nmid)).size).toBe(120);
    const page3 = data(await mock.list('pageSize=7&page=3')).list;
    expect(page3.map((n) => n.nmid)).toEqual(all.slice(14, 21).map((n) => n.nmid));
  });

  it('answers a page beyond the last with an empty list, total unchanged and currentPage echoed', async () => {
    expect(data(await mock.list('page=99'))).toEqual({
      pagination: { total: 120, pageSize: 15, currentPage: 99, lastPage: 8 },
      list: [],
    });
  });
});

describe('notification list: filters', () => {
  it.each(['3', '8', '9', '1'])('types=%s returns only that type, and the per-type totals add up', async (type) => {
    const d = data(await mock.list(`types=${type}&pageSize=30`));
    expect(d.list.every((n) => n.type === Number(type))).toBe(true);
    expect(d.pagination.total).toBeGreaterThan(0);
  });

  it('sums the per-type totals to the whole', async () => {
    const totals = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map(async (t) => data(await mock.list(`types=${t}`)).pagination.total),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(120);
  });

  it('takes several types at once', async () => {
    const items = await everyItem('types=3,5,8');
    expect(new Set(items.map((n) => n.type))).toEqual(new Set([3, 5, 8]));
    const each = await Promise.all([3, 5, 8].map(async (t) => data(await mock.list(`types=${t}`)).pagination.total));
    expect(items.length).toBe(each.reduce((a, b) => a + b, 0));
  });

  it('splits the whole into unread (status=0) and read (status=1)', async () => {
    const unread = await everyItem('status=0');
    const read = await everyItem('status=1');
    expect(unread.every((n) => !n.readStatus) && read.every((n) => n.readStatus)).toBe(true);
    expect(unread.length + read.length).toBe(120);
  });

  it('combines types and status', async () => {
    const items = await everyItem('types=3,8&status=0');
    expect(items.every((n) => (n.type === 3 || n.type === 8) && !n.readStatus)).toBe(true);
    const all = await everyItem('types=3,8');
    expect(items.map((n) => n.nmid)).toEqual(all.filter((n) => !n.readStatus).map((n) => n.nmid));
  });
});

describe('notification list: projections', () => {
  const firstWithUser = async (query: string) =>
    data(await mock.list(`types=3,5&pageSize=5&${query}`)).list.find((n) => n.actionUser && !n.actionUserIsAnonymous)!;

  it('whitelists actionUser keys, including a nested dot path, and leaves actionInfo whole', async () => {
    const plain = await firstWithUser('');
    const n = await firstWithUser('filterUserType=whitelist&filterUserKeys=nickname,stats.followerCount,roles.0.name');
    const user = plain.actionUser as Record<string, any>;
    expect(n.actionUser).toEqual({
      nickname: user.nickname,
      stats: { followerCount: user.stats.followerCount },
      roles: [{ name: user.roles[0].name }],
    });
    expect(n.actionInfo).toEqual(plain.actionInfo);
  });

  it('blacklists actionUser keys and leaves the rest', async () => {
    const plain = await firstWithUser('');
    const n = await firstWithUser('filterUserType=blacklist&filterUserKeys=stats,bio');
    const { stats: _stats, bio: _bio, ...rest } = plain.actionUser as Record<string, unknown>;
    expect(n.actionUser).toEqual(rest);
  });

  it('whitelists and blacklists actionInfo by dot path, leaving actionUser whole', async () => {
    const plain = data(await mock.list('types=8&pageSize=5')).list;
    const kept = data(
      await mock.list('types=8&pageSize=5&filterInfoType=whitelist&filterInfoKeys=author.nickname,title'),
    ).list;
    const dropped = data(await mock.list('types=8&pageSize=5&filterInfoType=blacklist&filterInfoKeys=author')).list;
    plain.forEach((n, i) => {
      const info = n.actionInfo as Record<string, any>;
      expect(kept[i]!.actionInfo).toEqual({
        author: { nickname: info.author.nickname },
        ...('title' in info ? { title: info.title } : {}),
      });
      expect(dropped[i]!.actionInfo).not.toHaveProperty('author');
      expect(kept[i]!.actionUser).toEqual(n.actionUser);
    });
  });

  it('keeps null when there is nothing to project', async () => {
    const items = data(await mock.list('types=1,2&pageSize=30&filterUserType=whitelist&filterUserKeys=fsid')).list;
    expect(items.some((n) => n.actionUser === null)).toBe(true);
  });
});

describe('notification list: authentication', () => {
  const {
    'X-Core-Aid': aid,
    'X-Core-Aid-Token': aidToken,
    'X-Core-Uid': uid,
    'X-Core-Uid-Token': uidToken,
  } = mock.demoHeaders;
  const h = (overrides: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries({ ...mock.demoHeaders, ...overrides }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;

  it.each([
    ['X-Core-Aid missing', h({ 'X-Core-Aid': undefined }), 21005, 'The aid field must be a string.'],
    ['X-Core-Aid-Token missing', h({ 'X-Core-Aid-Token': undefined }), 21005, 'The aid token field is required'],
    ['X-Core-Uid missing', h({ 'X-Core-Uid': undefined }), 31601, 'User not logged in, Unable to use'],
    ['X-Core-Uid-Token missing', h({ 'X-Core-Uid-Token': undefined }), 21005, 'The uid token field is required'],
    ['no header at all', {}, 31501, 'Account not logged in, Unable to use'],
    ['an unknown aid', h({ 'X-Core-Aid': 'stranger' }), 31603, 'User login token are incorrect or do not exist'],
    ['a wrong account token', h({ 'X-Core-Aid-Token': `${aidToken}x` }), 31505, 'Account login token are incorrect'],
    ['a wrong user token', h({ 'X-Core-Uid-Token': `${uidToken}x` }), 31603, 'User login token are incorrect'],
    ['an unknown uid', h({ 'X-Core-Uid': '424242' }), 31603, 'User login token are incorrect'],
    ['a uid that is no integer', h({ 'X-Core-Uid': 'abc' }), 21005, 'The uid field must be an integer.'],
  ])('rejects %s, with its real code and message, and no list', async (_case, headers, code, message) => {
    const res = await mock.list('', headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code, message: expect.stringContaining(message), data: null });
  });

  it('rejects a uid of another account (31603) and shows each account only its own notifications', async () => {
    const many = mockHttp({ extraAccounts: 1 });
    const other = many.accounts[1]!;
    const res = await many.list('', {
      'X-Core-Aid': aid!,
      'X-Core-Aid-Token': aidToken!,
      'X-Core-Uid': other.uid,
      'X-Core-Uid-Token': other.uidToken,
    });
    expect(res.body.code).toBe(31603);
    const mine = data(await many.list('pageSize=30')).list.map((n) => n.nmid);
    const theirs = data(
      await many.list('pageSize=30', {
        'X-Core-Aid': other.aid,
        'X-Core-Aid-Token': other.aidToken,
        'X-Core-Uid': other.uid,
        'X-Core-Uid-Token': other.uidToken,
      }),
    ).list.map((n) => n.nmid);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    expect(uid).toBe('10001');
  });

  it('checks the headers before the query', async () => {
    expect((await mock.list('pageSize=99', h({ 'X-Core-Aid': undefined }))).body.code).toBe(21005);
  });
});

describe("notification list: invalid parameters, in the real system's words", () => {
  it.each([
    ['status=2', 'The status field must be true or false.'],
    ['pageSize=31', 'The page size field must be between 1 and 30.'],
    ['pageSize=0', 'The page size field must be between 1 and 30.'],
    ['pageSize=abc', 'The page size field must be an integer.'],
    ['page=x', 'The page field must be an integer.'],
    ['page=02', 'The page field must be an integer.'],
    ['types[]=1', 'The types field must be a string.'],
    ['filterUserType=maybe&filterUserKeys=a', 'The selected filter user type is invalid.'],
    ['filterInfoType=whitelist', 'The filter info keys field is required when filter info type is present.'],
    ['pageSize=5&pageSize=abc', 'The page size field must be an integer.'],
  ])('%s -> 10000 %j', async (query, message) => {
    const res = await mock.list(query);
    expect(res.body).toEqual({ code: 10000, message, data: null });
  });
});

describe('notification list: lenient readings, as the real system', () => {
  const paging = async (query: string) => data(await mock.list(query)).pagination;

  it.each([
    ['page=0', 'page=1'],
    ['page=-1', 'page=1'],
    ['page=%2B2', 'page=2'],
    ['types=0', ''],
    ['types=,,3,', 'types=3'],
    ['types=0,3', 'types=3'],
    ['types=03', 'types=3'],
    ['types=3,abc', 'types=3'],
    ['pageSize=%205', 'pageSize=5'],
    ['page=1&page=2', 'page=2'],
    ['status=', ''],
    ['filterUserType=whitelist&filterUserKeys=,', ''],
    ['filterUserKeys=nickname', ''],
  ])('%s reads as %j', async (query, same) => {
    expect(await mock.list(query).then((r) => r.body)).toEqual(await mock.list(same).then((r) => r.body));
  });

  it.each(['types=abc', 'types=10', 'types=-1', 'types=0.0'])('%s matches nothing', async (query) => {
    expect(await paging(query)).toEqual({ total: 0, pageSize: 15, currentPage: 1, lastPage: 1 });
  });
});

describe('notification list: language', () => {
  it('formats times with the requested language', async () => {
    const d = data(
      await mock.list('pageSize=30&page=4', { ...mock.demoHeaders, 'X-Core-Client-Lang-Tag': 'zh-Hans-SG' }),
    );
    expect(d.list[0]!.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.list.every((n) => /^\d+ (分钟|小时|天|个月|年)前$/.test(n.timeAgo))).toBe(true);
  });

  it('answers an unknown language in the default one, never with an error', async () => {
    const plain = await mock.list('');
    for (const tag of ['xx', 'zh_CN', 'zh-Hans'])
      expect((await mock.list('', { ...mock.demoHeaders, 'X-Core-Client-Lang-Tag': tag })).body).toEqual(plain.body);
  });
});
