// The package's type exports describe what the endpoints answer (checked by the type checker and at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { ConfigKey, GlobalConfigs, GlobalConfigsSubset, Notification, NotificationListResponse, UserInfo } from 'core-kit';
import { notificationListExample } from '../../src/schema/examples.js';

describe('core-kit type exports', () => {
  it('types the notification fields as the spec names them', () => {
    expectTypeOf<Notification['type']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>();
    expectTypeOf<Notification['readStatus']>().toEqualTypeOf<boolean>();
    expectTypeOf<Notification['contentFsid']>().toEqualTypeOf<string | null>();
    expectTypeOf<Notification['actionUser']>().toMatchTypeOf<UserInfo | Record<string, unknown> | null>();
  });

  it('types every config key with its allowed values', () => {
    expectTypeOf<GlobalConfigs['site_mode']>().toEqualTypeOf<'public' | 'private'>();
    expectTypeOf<GlobalConfigs['channel_post_query_state']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<GlobalConfigs['post_like_enabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<GlobalConfigs['portal_7']>().toEqualTypeOf<string>();
    expectTypeOf<'profile_blocking_comments_name'>().toMatchTypeOf<ConfigKey>();
    expectTypeOf<GlobalConfigsSubset<'site_name' | 'site_mode'>>().toEqualTypeOf<{ site_name: string; site_mode: 'public' | 'private' }>();
  });

  it('accepts the documented example as a NotificationListResponse', () => {
    const response: NotificationListResponse = notificationListExample as NotificationListResponse;
    expectTypeOf(response.data.list).items.toEqualTypeOf<Notification>();
  });
});
