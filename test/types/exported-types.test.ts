// The package's type exports describe what the endpoints answer (checked by the type checker and at run time).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Comment,
  ConfigKey,
  ErrorEnvelope,
  Geotag,
  GlobalConfigs,
  GlobalConfigsSubset,
  Group,
  Hashtag,
  Notification,
  NotificationListResponse,
  Post,
  UserInfo,
  UserPlaceholder,
} from 'core-kit';
import { committedExamples } from '../../src/openapi/document-examples.js';

const page = committedExamples.examples.page!.value as NotificationListResponse;

describe('core-kit type exports', () => {
  it('types the notification fields as the spec names them', () => {
    expectTypeOf<Notification['type']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>();
    expectTypeOf<Notification['readStatus']>().toEqualTypeOf<boolean>();
    expectTypeOf<Notification['contentFsid']>().toEqualTypeOf<string | null>();
    expectTypeOf<Notification['actionUser']>().toEqualTypeOf<UserInfo | UserPlaceholder | null>();
    expectTypeOf<Notification['actionTarget']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | null>();
  });

  it('types the real structures field by field: role ids and coordinates are strings, the counters have their real names', () => {
    expectTypeOf<UserInfo['roles'][number]['rid']>().toEqualTypeOf<string>();
    expectTypeOf<UserInfo['stats']['followUserCount']>().toEqualTypeOf<number | null>();
    expectTypeOf<UserInfo['stats']['likeGeotagCount']>().toEqualTypeOf<number | null>();
    expectTypeOf<UserInfo['stats']['viewCount']>().toEqualTypeOf<number>();
    expectTypeOf<UserInfo['stats']>().not.toHaveProperty('followingCount');
    // A DECIMAL column: a string on MySQL, MariaDB and PostgreSQL, a number on SQLite.
    expectTypeOf<Geotag['latitude']>().toEqualTypeOf<string | number>();
    expectTypeOf<Comment['replyToPost']>().toEqualTypeOf<Post | null>();
    expectTypeOf<Comment>().not.toHaveProperty('pid');
    expectTypeOf<Post['group']>().toEqualTypeOf<Group | null>();
  });

  it('marks the fields the real system answers null as nullable, so that a client tests them', () => {
    expectTypeOf<UserInfo['bio']>().toEqualTypeOf<string | null>();
    expectTypeOf<UserInfo['bioHtml']>().toEqualTypeOf<string>();
    expectTypeOf<UserInfo['genderPronoun']>().toEqualTypeOf<1 | 2 | 3 | null>();
    expectTypeOf<UserInfo['roleRid']>().toEqualTypeOf<string | null>();
    expectTypeOf<UserInfo['stats']['followerCount']>().toEqualTypeOf<number | null>();
    expectTypeOf<UserInfo['nickname']>().toEqualTypeOf<string>();
    expectTypeOf<Post['title']>().toEqualTypeOf<string | null>();
    expectTypeOf<Post['likeCount']>().toEqualTypeOf<number | null>();
    expectTypeOf<Post['url']>().toEqualTypeOf<string | null>();
    expectTypeOf<Group['parentGid']>().toEqualTypeOf<string | null>();
    expectTypeOf<Geotag['placeId']>().toEqualTypeOf<string | null>();
    expectTypeOf<Hashtag['lastPublishPostDateTime']>().toEqualTypeOf<string | null>();
    // Reading a bio without testing it does not compile: the directive fails the type check if bio is ever typed non-null again.
    // @ts-expect-error bio is null for most users of the real system
    const unchecked = (user: UserInfo): number => user.bio.length;
    const checked = (user: UserInfo): number => user.bio?.length ?? 0;
    // A placeholder (anonymous or deactivated) has fsid null: testing it narrows to a User Info.
    const users = page.data.list.flatMap((n) =>
      n.actionUser === null || n.actionUser.fsid === null ? [] : [n.actionUser],
    );
    expect(users.some((u) => u.bio === null)).toBe(true);
    expect(users.map(checked).every((n) => n >= 0)).toBe(true);
    expect(typeof unchecked).toBe('function');
  });

  it('narrows actionInfo by actionTarget (null once the target is deleted), and a quote to a Post by either reading', () => {
    const describeTarget = (n: Notification): string => {
      if (n.actionTarget === null || n.actionInfo === null) return 'nothing';
      if (n.actionTarget === 1) return n.actionInfo.nickname ?? 'a deactivated user';
      if (n.actionTarget === 2) return n.actionInfo.gid;
      if (n.actionTarget === 3) return n.actionInfo.htid;
      if (n.actionTarget === 4) return n.type === 9 ? n.actionInfo.pid : String(n.actionInfo.latitude);
      if (n.actionTarget === 5) return n.actionInfo.pid;
      if (n.actionTarget === 6) return n.actionInfo.cid;
      expectTypeOf(n).toEqualTypeOf<never>();
      return 'nothing';
    };
    // @ts-expect-error a deleted target is null: actionInfo is read only after testing it
    const unchecked = (n: Notification) => n.actionTarget === 3 && n.actionInfo.htid;
    expect(typeof unchecked).toBe('function');
    // One variant per actionTarget; a target the real system does not show (deleted) is MissingTargetNotification.
    const quoted = (n: Notification): string | null =>
      n.type === 9 && (n.actionTarget === 5 || n.actionTarget === 4) ? (n.actionInfo?.pid ?? null) : null;
    expectTypeOf(quoted).returns.toEqualTypeOf<string | null>();
    expectTypeOf<Extract<Notification, { actionTarget: 3 }>['actionInfo']>().toEqualTypeOf<Hashtag>();
    expectTypeOf<Extract<Notification, { actionTarget: 6 }>['actionInfo']>().toMatchTypeOf<Comment>();
    expectTypeOf<Comment>().toMatchTypeOf<Extract<Notification, { actionTarget: 6 }>['actionInfo']>();
    expect(page.data.list.map(describeTarget)).toHaveLength(page.data.list.length);
  });

  it('tells a success from an error by code 0', () => {
    const body = page as NotificationListResponse | ErrorEnvelope;
    if (body.code === 0) expectTypeOf(body).toEqualTypeOf<NotificationListResponse>();
    else expectTypeOf(body.data).toEqualTypeOf<null>();
    expectTypeOf<ErrorEnvelope['code']>().toEqualTypeOf<
      10000 | 21005 | 31501 | 31502 | 31504 | 31505 | 31601 | 31602 | 31603 | 404 | 405 | 500 | 502 | 504
    >();
  });

  it('types every config key with its allowed values', () => {
    expectTypeOf<GlobalConfigs['site_mode']>().toEqualTypeOf<'public' | 'private'>();
    expectTypeOf<GlobalConfigs['channel_post_query_state']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<GlobalConfigs['post_like_enabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<GlobalConfigs['conversation_files']>().toEqualTypeOf<('image' | 'video' | 'audio' | 'document')[]>();
    expectTypeOf<GlobalConfigs['cache_datetime']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<GlobalConfigs['portal_7']>().toEqualTypeOf<string | null>();
    // The real system keeps every value in a nullable column: a free text or an object left empty is null.
    expectTypeOf<GlobalConfigs['site_url']>().toEqualTypeOf<string | null>();
    expectTypeOf<GlobalConfigs['channel_post_seo']>().toEqualTypeOf<{
      title: string;
      keywords: string;
      description: string;
    } | null>();
    expectTypeOf<GlobalConfigs['hashtag_length']>().toEqualTypeOf<number>();
    expectTypeOf<'profile_blocking_comments_name'>().toMatchTypeOf<ConfigKey>();
    expectTypeOf<GlobalConfigsSubset<'site_name' | 'site_mode'>>().toEqualTypeOf<{
      site_name: string | null;
      site_mode: 'public' | 'private';
    }>();
  });

  it('accepts the documented example as a NotificationListResponse', () => {
    expectTypeOf(page.data.list).items.toEqualTypeOf<Notification>();
    expect(page.code).toBe(0);
  });
});
