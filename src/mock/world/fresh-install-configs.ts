// The configs preset of a fresh install: the real system's configs as its installer leaves them, before an
// administrator saves any (its language switch off, no site URL or e-mail, no services, statistics or portal content).
import type { GlobalConfigs } from '../../schema/index.js';
import { freshInstallSite } from './fresh-install-site.js';
import type { SiteSettings } from './generate-site.js';

/** How a world's configs start: a seeded, filled-in site (default) or a fresh install's. */
export const configsPresets = ['seeded', 'fresh-install'] as const;
export type ConfigsPreset = (typeof configsPresets)[number];

/**
 * The site settings a preset lays over the seed's: a fresh install has no `site_url` (every detail URL is null), and its
 * installer's count switches, profile lists and custom scores, which the structures follow.
 */
export const presetSite = (preset: ConfigsPreset | undefined, site: SiteSettings | undefined) =>
  preset === 'fresh-install' ? { ...freshInstallSite(), ...site } : site;

/**
 * The 26 keys a fresh install answers `null` (measured on the real system, v3.6.2, as installed): the free texts its
 * installer writes no value for, and `cache_minutes` (clients then poll `cache_datetime`, set when it first cached them).
 */
export const FRESH_INSTALL_NULLS = [
  'site_url',
  'site_email',
  'site_private_service',
  'account_kyc_service',
  'account_users_service',
  'post_editor_service',
  'comment_editor_service',
  'map_service',
  'website_stat_code',
  ...['user', 'group', 'hashtag', 'geotag', 'post', 'comment'].flatMap((e) => [
    `channel_${e}_query_config`,
    `channel_${e}_list_query_config`,
  ]),
  'china_icp_filing',
  'china_icp_license',
  'china_mps_filing',
  'china_broadcasting_license',
  'cache_minutes',
] as const;

/** The seeded configs as a fresh install answers them: the nulls above, the language switch off, one bulletin, no portals. */
export function freshInstallConfigs(seeded: GlobalConfigs): GlobalConfigs {
  const fresh: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(seeded)) if (!key.startsWith('portal_')) fresh[key] = value;
  for (const key of FRESH_INSTALL_NULLS) fresh[key] = null;
  fresh.language_status = false;
  fresh.bulletin_contents = seeded.bulletin_contents.slice(0, 1);
  return fresh as GlobalConfigs;
}
