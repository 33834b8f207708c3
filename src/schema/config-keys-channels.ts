// Configuration keys: Channels (14 per entity, additional, portal, timeline, nearby, personal center,
// messages, search), written as the spec's tables.
import { SeoConfig } from './config-shapes.js';
import { entities, pluralOf, postsOrComments, type Entity } from './config-vocabulary.js';
import { described, family, flag, oneOfNumbers, oneOfStrings, text } from './json-schema-helpers.js';

const seo = (what: string) => described(SeoConfig, `SEO config of the ${what}`);
const queryState = (what: string) =>
  oneOfNumbers(
    [1, 2, 3],
    `List state config of the ${what}: \`1\` client parameters not accepted (default parameters supported); \`2\` only client pagination parameters accepted; \`3\` all parameters accepted`,
  );
const queryConfig = (what: string) =>
  text(
    `List query config of the ${what}: server-side default parameters, in the same format as query parameters passed to the API`,
  );

const channel = (e: Entity) => `${e} channel`;
const listChannel = (e: Entity) => `${e} list channel`;

/** The 14 keys of the spec's per-entity channel table, for each of the six entities (84 keys). */
export const entityChannelKeys = {
  ...family(
    entities,
    (e) => `channel_${e}_name` as const,
    (e) => text(`Channel name of the ${channel(e)}`),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_seo` as const,
    (e) => seo(channel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_query_state` as const,
    (e) => queryState(channel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_query_config` as const,
    (e) => queryConfig(channel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_status` as const,
    (e) => flag(`The ${channel(e)} is enabled`),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_list_name` as const,
    (e) => text(`Name of the ${listChannel(e)}`),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_list_seo` as const,
    (e) => seo(listChannel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_list_query_state` as const,
    (e) => queryState(listChannel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_list_query_config` as const,
    (e) => queryConfig(listChannel(e)),
  ),
  ...family(
    entities,
    (e) => `channel_${e}_list_status` as const,
    (e) => flag(`The ${listChannel(e)} is enabled`),
  ),
  ...family(
    entities,
    (e) => `channel_likes_${pluralOf(e)}_name` as const,
    (e) => text(`Name of the 'my liked ${pluralOf(e)}' channel`),
  ),
  ...family(
    entities,
    (e) => `channel_dislikes_${pluralOf(e)}_name` as const,
    (e) => text(`Name of the 'my disliked ${pluralOf(e)}' channel`),
  ),
  ...family(
    entities,
    (e) => `channel_following_${pluralOf(e)}_name` as const,
    (e) => text(`Name of the 'my followed ${pluralOf(e)}' channel`),
  ),
  ...family(
    entities,
    (e) => `channel_blocking_${pluralOf(e)}_name` as const,
    (e) => text(`Name of the 'my blocked ${pluralOf(e)}' channel`),
  ),
};

const postsOrCommentsList = (description: string) => oneOfStrings(postsOrComments, description);

export const additionalChannelKeys = {
  channel_group_type: oneOfStrings(['tree', 'list'], 'Default type of the group homepage: `tree` or `list`'),
  channel_group_detail_type: postsOrCommentsList('Default list of the group detail page: `posts` or `comments`'),
  channel_hashtag_detail_type: postsOrCommentsList('Default list of the hashtag detail page: `posts` or `comments`'),
  channel_geotag_detail_type: postsOrCommentsList('Default list of the geotag detail page: `posts` or `comments`'),
};

export const portalChannelKeys = {
  channel_portal_name: text('Portal channel name'),
  channel_portal_seo: seo('portal channel'),
  channel_portal_status: flag('Portal channel enabled'),
};

export const timelineChannelKeys = {
  channel_timeline_name: text('Timeline name'),
  channel_timeline_type: postsOrCommentsList('Default list of the timeline: `posts` or `comments`'),
  channel_timeline_posts_status: flag('Followed posts enabled'),
  channel_timeline_posts_name: text('All followed posts name'),
  channel_timeline_user_posts_name: text('Posts of followed users name'),
  channel_timeline_group_posts_name: text('Posts of followed groups name'),
  channel_timeline_hashtag_posts_name: text('Posts of followed hashtags name'),
  channel_timeline_geotag_posts_name: text('Posts of followed geotags name'),
  channel_timeline_comments_status: flag('Followed comments enabled'),
  channel_timeline_comments_name: text('All followed comments name'),
  channel_timeline_user_comments_name: text('Comments of followed users name'),
  channel_timeline_group_comments_name: text('Comments of followed groups name'),
  channel_timeline_hashtag_comments_name: text('Comments of followed hashtags name'),
  channel_timeline_geotag_comments_name: text('Comments of followed geotags name'),
};

export const nearbyChannelKeys = {
  channel_nearby_name: text('Nearby name'),
  channel_nearby_type: postsOrCommentsList('Default list of the nearby channel: `posts` or `comments`'),
  channel_nearby_posts_status: flag('Nearby post list enabled'),
  channel_nearby_posts_name: text('Nearby post list name'),
  channel_nearby_comments_status: flag('Nearby comment list enabled'),
  channel_nearby_comments_name: text('Nearby comment list name'),
};

export const personalCenterChannelKeys = {
  channel_me_name: text('Personal center name'),
  channel_me_wallet_name: text('Wallet page name'),
  channel_me_extcredits_name: text('Extcredits page name'),
  channel_me_drafts_name: text('Drafts page name'),
  channel_me_users_name: text('Users page name'),
  channel_me_settings_name: text('Settings page name'),
};

export const messagesChannelKeys = {
  channel_conversations_name: text('Conversations name'),
  channel_notifications_name: text('Notifications name'),
  channel_notifications_all_name: text('All notifications name'),
  channel_notifications_systems_name: text('System notifications name'),
  channel_notifications_recommends_name: text('Recommend notifications name'),
  channel_notifications_likes_name: text('Like notifications name'),
  channel_notifications_dislikes_name: text('Dislike notifications name'),
  channel_notifications_follows_name: text('Follow notifications name'),
  channel_notifications_blocks_name: text('Block notifications name'),
  channel_notifications_mentions_name: text('Mention notifications name'),
  channel_notifications_comments_name: text('Comment notifications name'),
  channel_notifications_quotes_name: text('Quote notifications name'),
};

export const searchChannelKeys = {
  channel_search_name: text('Search name'),
};
