// The complete configs of one site (the spec's 304 keys, the real system's extra keys, portal keys, the cache keys),
// coherent with the site and languages.
import type { Faker } from '@faker-js/faker';
import { configKeys, type GlobalConfigs, type LanguageEntry } from '../../schema/index.js';
import { formatPhpDate } from '../../php-date/index.js';
import { hash2 } from '../lib/hash.js';
import {
  entityChannelValues,
  interactionSwitchValues,
  namedChannelValues,
  pathValues,
  profileListValues,
} from './channel-configs.js';
import type { Site } from './generate-site.js';
import { freshInstallConfigs, type ConfigsPreset } from './fresh-install-configs.js';
import { realSystemConfigValues } from './real-system-configs.js';
import { siteBulletins } from './site-bulletins.js';

/** `user_{like,dislike,follow,block}_public_record` (the real system's defaults): User Info's interaction repeats them. */
export const USER_PUBLIC_RECORDS = { like: 1, dislike: 1, follow: 3, block: 1 } as const;

/** `cache_datetime`: when the configs last changed, as `Y-m-d H:i:s` (UTC). */
export const cacheDatetime = (epochMs: number): string =>
  formatPhpDate('Y-m-d H:i:s', Math.floor(epochMs / 60_000) * 60_000);

const policy = (site: Site, title: string, body: string) =>
  `# ${title}\n\n${body}\n\nQuestions? Write to ${site.email}.`;

/** Builds the configs for the default language (`current_language_menu` is set per request language), as the preset starts. */
export function buildConfigs(
  f: Faker,
  site: Site,
  languages: readonly LanguageEntry[],
  defaultLanguage: string,
  nowMs: number,
  seed: number,
  preset: ConfigsPreset = 'seeded',
): GlobalConfigs {
  const current = languages.find((l) => l.langTag === defaultLanguage) ?? languages[0]!;
  const values = {
    language_status: true,
    language_menus: [...languages],
    default_language: defaultLanguage,
    current_language_menu: current,
    language_pack_version: '1.0.0',
    site_url: site.url,
    site_name: site.name,
    site_desc: site.description,
    site_intro: `## Welcome to ${site.name}\n\n${site.description}\n\n- Join **groups** for what you love\n- Follow people and hashtags\n- Be kind: read the [guidelines](${site.url}/guidelines)`,
    site_icon: `${site.url}/assets/icon.png`,
    site_logo: `${site.url}/assets/logo.svg`,
    site_copyright_name: site.name,
    site_copyright_years: `${site.foundedYear}-${new Date(nowMs).getUTCFullYear()}`,
    site_email: site.email,
    site_mode: 'public',
    site_private_status: false,
    site_private_service: `${site.url}/join`,
    site_private_end_after: 1,
    account_terms_status: true,
    account_privacy_status: true,
    account_cookie_status: true,
    account_delete_status: true,
    account_terms_policy: policy(
      site,
      'Terms of Service',
      `By using ${site.name} you agree to post only content you have the right to share.`,
    ),
    account_privacy_policy: policy(
      site,
      'Privacy Policy',
      'We store the minimum we need to run the site and never sell your data.',
    ),
    account_cookie_policy: policy(site, 'Cookie Policy', 'We use one session cookie to keep you signed in.'),
    account_delete_policy: policy(
      site,
      'Deleting your account',
      'Your account and content are removed 14 days after you ask; you can cancel until then.',
    ),
    account_center_service: `${site.url}/account`,
    account_register_service: `${site.url}/account/register`,
    account_login_service: `${site.url}/account/login`,
    account_register_status: true,
    account_users_service: `${site.url}/account/users`,
    wallet_status: true,
    wallet_currency_code: site.currency.code,
    wallet_currency_name: site.currency.name,
    wallet_currency_unit: site.currency.unit,
    wallet_withdraw_status: false,
    wallet_withdraw_check_kyc: true,
    user_name: 'Member',
    user_uid_name: 'UID',
    user_username_name: 'Username',
    user_nickname_name: 'Nickname',
    user_role_name: 'Role',
    user_bio_name: 'Bio',
    user_identifier: 'username',
    username_min: 3,
    username_max: 24,
    username_edit: 30,
    nickname_min: 2,
    nickname_max: 30,
    nickname_edit: 7,
    nickname_unique: false,
    user_ban_names: [
      'admin',
      'administrator',
      'moderator',
      'support',
      'system',
      site.name.toLowerCase().replace(/\s+/g, ''),
    ],
    bio_length: 280,
    bio_support_mention: true,
    bio_support_hashtag: true,
    conversation_status: true,
    conversation_files: ['image', 'video', 'audio', 'document'],
    profile_default_homepage: 'posts',
    post_editor_service: `${site.url}/editor/post`,
    comment_editor_service: `${site.url}/editor/comment`,
    group_name: 'Group',
    hashtag_name: 'Hashtag',
    geotag_name: 'Place',
    post_name: 'Post',
    comment_name: 'Comment',
    publish_post_name: 'Publish',
    publish_comment_name: 'Reply',
    mention_status: true,
    hashtag_status: true,
    hashtag_format: 1,
    hashtag_length: 32,
    ...interactionSwitchValues(),
    ...entityChannelValues(site),
    ...namedChannelValues(site),
    ...pathValues(),
    website_stat_code: `<script defer data-domain="${site.host}" src="${site.url}/assets/stats.js"></script>`,
    website_stat_position: 'body',
    default_homepage: 'post',
    profile_posts_enabled: site.profileLists.posts,
    profile_comments_enabled: site.profileLists.comments,
    user_like_public_record: USER_PUBLIC_RECORDS.like,
    user_dislike_public_record: USER_PUBLIC_RECORDS.dislike,
    user_follow_public_record: USER_PUBLIC_RECORDS.follow,
    user_block_public_record: USER_PUBLIC_RECORDS.block,
    profile_likers_name: 'Liked by',
    profile_dislikers_name: 'Disliked by',
    profile_followers_name: 'Followers',
    profile_blockers_name: 'Blocked by',
    profile_followers_you_follow_enabled: true,
    profile_followers_you_follow_name: 'Followers you know',
    ...profileListValues(site),
    bulletin_name: 'Announcements',
    bulletin_contents: siteBulletins(f, site, nowMs),
    map_service: `${site.url}/plugins/maps`,
  } as Record<string, unknown>;

  // Spec order for the named keys, then the real system's other stored keys, the platform portals and the computed keys.
  const ordered: Record<string, unknown> = {};
  for (const key of configKeys) ordered[key] = values[key];
  Object.assign(ordered, realSystemConfigValues(site, seed));
  ordered.portal_2 = `<section class="hero"><h1>${site.name}</h1><p>${site.description}</p></section>`;
  ordered.portal_4 = `<section class="hero compact"><h1>${site.name}</h1></section>`;
  ordered.portal_7 = `<h1>${site.name} for Mac</h1><p>Pinned groups and your timeline, in one window.</p>`;
  // An administrator last saved the configs 1 to 72 hours before the clock, on a whole minute (assumption configs-cache-keys);
  // drawn from the seed alone, so that it stays put when the rest of the world's generation changes.
  ordered.cache_datetime = cacheDatetime(nowMs - (60 + (hash2(seed, 0xcac4e) % (71 * 60))) * 60_000);
  ordered.cache_minutes = 30;
  return preset === 'fresh-install' ? freshInstallConfigs(ordered as GlobalConfigs) : (ordered as GlobalConfigs);
}
