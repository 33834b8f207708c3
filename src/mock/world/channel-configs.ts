// Values of the channel and profile-list configuration keys, built per family like the schema's key families.
import {
  entities,
  entityPlurals,
  interactionActions,
  profileVerbs,
  type Entity,
  type GlobalConfigs,
  type SeoConfig,
} from '../../schema/index.js';
import type { Site } from './generate-site.js';

const title = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const verbLabels = { likes: 'Liked', dislikes: 'Disliked', following: 'Following', blocking: 'Blocked' } as const;

type Values = Record<string, unknown>;

export const seoFor = (site: Site, what: string): SeoConfig => ({
  title: `${what} · ${site.name}`,
  keywords: `${what.toLowerCase()},community,${site.name.toLowerCase().replace(/\s+/g, '')}`,
  description: `${what} on ${site.name}.`,
});

/** The 84 per-entity channel keys (spec table: channel_{e}_… and channel_{verb}_{es}_name). */
export function entityChannelValues(site: Site): Values {
  const values: Values = {};
  for (const e of entities) {
    const plural = title(`${e}s`);
    values[`channel_${e}_name`] = plural;
    values[`channel_${e}_seo`] = seoFor(site, plural);
    values[`channel_${e}_query_state`] = 2;
    values[`channel_${e}_query_config`] =
      e === 'post' || e === 'comment'
        ? 'orderType=createdTime&orderDirection=desc&pageSize=20'
        : 'orderDirection=desc&pageSize=30';
    values[`channel_${e}_status`] = true;
    values[`channel_${e}_list_name`] = `${title(e)} List`;
    values[`channel_${e}_list_seo`] = seoFor(site, `${title(e)} List`);
    values[`channel_${e}_list_query_state`] = 2;
    values[`channel_${e}_list_query_config`] = 'pageSize=20';
    values[`channel_${e}_list_status`] = e !== 'geotag';
  }
  for (const verb of profileVerbs) {
    for (const plural of entityPlurals)
      values[`channel_${verb}_${plural}_name`] = `${verbLabels[verb]} ${title(plural)}`;
  }
  return values;
}

/** The 24 interaction switches: every action on, except disliking people. */
export function interactionSwitchValues(): Values {
  const values: Values = {};
  for (const target of entities) {
    for (const action of interactionActions)
      values[`${target}_${action}_enabled`] = !(target === 'user' && action === 'dislike');
  }
  return values;
}

/** The 48 profile list keys: each list shown as the site says (`Site.profileLists`), with its name. */
export function profileListValues(site: Site): Values {
  const values: Values = {};
  for (const verb of profileVerbs) {
    for (const plural of entityPlurals) {
      values[`profile_${verb}_${plural}_enabled`] = site.profileLists[`${verb}_${plural}`];
      values[`profile_${verb}_${plural}_name`] = `${verbLabels[verb]} ${title(plural)}`;
    }
  }
  return values;
}

export function namedChannelValues(site: Site): Partial<GlobalConfigs> {
  return {
    channel_group_type: 'tree',
    channel_group_detail_type: 'posts',
    channel_hashtag_detail_type: 'posts',
    channel_geotag_detail_type: 'posts',
    channel_portal_name: 'Discover',
    channel_portal_seo: seoFor(site, 'Discover'),
    channel_portal_status: true,
    channel_timeline_name: 'Timeline',
    channel_timeline_type: 'posts',
    channel_timeline_posts_status: true,
    channel_timeline_posts_name: 'All followed posts',
    channel_timeline_user_posts_name: 'Posts from people you follow',
    channel_timeline_group_posts_name: 'Posts from your groups',
    channel_timeline_hashtag_posts_name: 'Posts with your hashtags',
    channel_timeline_geotag_posts_name: 'Posts from your places',
    channel_timeline_comments_status: true,
    channel_timeline_comments_name: 'All followed comments',
    channel_timeline_user_comments_name: 'Comments from people you follow',
    channel_timeline_group_comments_name: 'Comments in your groups',
    channel_timeline_hashtag_comments_name: 'Comments with your hashtags',
    channel_timeline_geotag_comments_name: 'Comments from your places',
    channel_nearby_name: 'Nearby',
    channel_nearby_type: 'posts',
    channel_nearby_posts_status: true,
    channel_nearby_posts_name: 'Posts nearby',
    channel_nearby_comments_status: false,
    channel_nearby_comments_name: 'Comments nearby',
    channel_me_name: 'Me',
    channel_me_wallet_name: 'Wallet',
    channel_me_extcredits_name: 'Credits',
    channel_me_drafts_name: 'Drafts',
    channel_me_users_name: 'Switch user',
    channel_me_settings_name: 'Settings',
    channel_conversations_name: 'Messages',
    channel_notifications_name: 'Notifications',
    channel_notifications_all_name: 'All',
    channel_notifications_systems_name: 'System',
    channel_notifications_recommends_name: 'Recommended',
    channel_notifications_likes_name: 'Likes',
    channel_notifications_dislikes_name: 'Dislikes',
    channel_notifications_follows_name: 'Follows',
    channel_notifications_blocks_name: 'Blocks',
    channel_notifications_mentions_name: 'Mentions',
    channel_notifications_comments_name: 'Comments',
    channel_notifications_quotes_name: 'Quotes',
    channel_search_name: 'Search',
  };
}

/** website_{owner}_path and website_{entity}_detail_path. */
export const detailPaths: Record<Entity, string> = {
  user: 'u',
  group: 'g',
  hashtag: 'hashtag',
  geotag: 'geotag',
  post: 'p',
  comment: 'c',
};

export function pathValues(): Values {
  const values: Values = { website_portal_path: 'discover' };
  for (const e of entities) values[`website_${e}_path`] = `${e}s`;
  for (const e of entities) values[`website_${e}_detail_path`] = detailPaths[e];
  return values;
}
