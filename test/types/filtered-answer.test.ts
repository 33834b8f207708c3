// The types of a filtered request's answer: a whitelist keeps only the keys named (dot paths and list indexes
// included), a blacklist drops them, null stays null, and each actionTarget's variant keeps its own actionInfo.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Answer,
  Blacklisted,
  ErrorEnvelope,
  FilteredListResponse,
  FilteredNotification,
  NotificationListResponse,
  Post,
  UserInfo,
  Whitelisted,
} from 'core-kit';
import { mockHttp } from '../helpers/mock-http.js';

type Row = FilteredNotification<{
  user: { whitelist: 'fsid' | 'nickname' | 'stats.followerCount' };
  info: { blacklist: 'author' };
}>;

describe('the types of a filtered answer', () => {
  it('keep only the whitelisted keys, following dot paths, and keep null', () => {
    expectTypeOf<Whitelisted<UserInfo, 'fsid' | 'nickname'>>().toEqualTypeOf<{
      fsid: UserInfo['fsid'];
      nickname: UserInfo['nickname'];
    }>();
    expectTypeOf<Whitelisted<UserInfo, 'stats.followerCount'>>().toEqualTypeOf<{
      stats: { followerCount: UserInfo['stats']['followerCount'] };
    }>();
    expectTypeOf<Whitelisted<UserInfo, 'roles.0.name'>>().toEqualTypeOf<{
      roles: { name: UserInfo['roles'][number]['name'] }[];
    }>();
    expectTypeOf<Whitelisted<UserInfo | null, 'fsid'>>().toEqualTypeOf<{ fsid: UserInfo['fsid'] } | null>();
    expectTypeOf<Whitelisted<UserInfo, 'noSuchKey'>>().toEqualTypeOf<{}>();
  });

  it('drop the blacklisted keys, and only the nested one of a dot path', () => {
    expectTypeOf<Blacklisted<UserInfo, 'stats'>>().not.toHaveProperty('stats');
    expectTypeOf<Blacklisted<UserInfo, 'stats'>>().toHaveProperty('nickname');
    expectTypeOf<Blacklisted<UserInfo, 'stats.followerCount'>['stats']>().not.toHaveProperty('followerCount');
    expectTypeOf<Blacklisted<UserInfo, 'stats.followerCount'>['stats']>().toHaveProperty('likeUserCount');
  });

  it('narrow actionInfo by actionTarget, each variant filtered', () => {
    expectTypeOf<Row['actionUser']>().toEqualTypeOf<
      | {
          fsid: UserInfo['fsid'];
          nickname: UserInfo['nickname'];
          stats: { followerCount: UserInfo['stats']['followerCount'] };
        }
      | { fsid: null; nickname: null; stats: null }
      | null
    >(); // the anonymous placeholder: nothing of who it is
    const info = (row: Row) => (row.actionTarget === 5 ? row.actionInfo : null);
    expectTypeOf(info).returns.toEqualTypeOf<Blacklisted<Post, 'author'> | null>();
    expectTypeOf<Row>().toHaveProperty('readStatus');
  });

  it('type a real filtered answer, and Answer<T> holds the error envelope too', async () => {
    const mock = mockHttp();
    const res = await mock.list(
      'filterUserType=whitelist&filterUserKeys=fsid,nickname,stats.followerCount&filterInfoType=blacklist&filterInfoKeys=author',
      mock.demoHeaders,
    );
    const answer = res.body as Answer<
      FilteredListResponse<{
        user: { whitelist: 'fsid' | 'nickname' | 'stats.followerCount' };
        info: { blacklist: 'author' };
      }>
    >;
    expectTypeOf<Answer<NotificationListResponse>>().toEqualTypeOf<NotificationListResponse | ErrorEnvelope>();
    if (answer.code !== 0) throw new Error(answer.message);
    for (const row of answer.data.list) {
      if (row.actionUser) expect(Object.keys(row.actionUser).sort()).toEqual(['fsid', 'nickname', 'stats']);
      if (row.actionInfo) expect(row.actionInfo).not.toHaveProperty('author');
    }
  });
});
