// The site's identity for one seed: name, address, wording. Everything else in the world hangs off it.
import type { Faker } from '@faker-js/faker';
import { defaultProfileLists, type ProfileLists } from './profile-lists.js';
import { drawPublicCounts, type PublicCounts } from './public-counts.js';
import { seededScores, type CustomScores } from './custom-scores.js';

export interface Site {
  name: string;
  /** `site_url`; empty when the site has none (every detail URL is then `null`, as the real system answers). */
  url: string;
  host: string;
  description: string;
  email: string;
  foundedYear: number;
  currency: { code: string; name: string; unit: string };
  /** The `{target}_{action}_public_count` switches: a private count is `null` everywhere. */
  publicCounts: PublicCounts;
  /** The `profile_*_enabled` switches: a count of what a user did is `null` unless its list is shown. */
  profileLists: ProfileLists;
  /**
   * The site's database, which decides how DECIMAL columns (a place's coordinates) come back: decimal strings on MySQL
   * (what sites run: every seeded site), numbers on SQLite (the reference install, the fresh-install preset).
   */
  store: 'mysql' | 'sqlite';
  /** Whether apps (plugins) are installed: a comment's `activeButton` names one of them, else its members are null. */
  apps: boolean;
  /** The five custom scores (`extcredits*`): which of them User Info's `stats` shows, and their names. */
  scores: CustomScores;
}

/** The settings a world may lay over the seed's site (a site without `site_url`, a fresh install's switches …). */
export type SiteSettings = Partial<Pick<Site, 'url' | 'publicCounts' | 'profileLists' | 'scores' | 'store' | 'apps'>>;

/** A detail URL `{site_url}/{path}/{id}`, or `null` when the site has no `site_url`. */
export const detailUrlOf = (site: Site, path: string, id: string): string | null =>
  site.url === '' ? null : `${site.url}/${path}/${id}`;

const firstWords = [
  'Maple',
  'Cedar',
  'Harbor',
  'Lantern',
  'Willow',
  'Granite',
  'Juniper',
  'Meadow',
  'Copper',
  'Summit',
  'Birch',
  'Tidewater',
];
const secondWords = ['Commons', 'Collective', 'Circle', 'Square', 'Guild', 'Exchange', 'Hall', 'Yard'];

export function generateSite(f: Faker, nowMs: number): Site {
  const name = `${f.helpers.arrayElement(firstWords)} ${f.helpers.arrayElement(secondWords)}`;
  const host = `${name.toLowerCase().replace(/\s+/g, '-')}.example.com`;
  const coin = name.split(' ')[0]!;
  const site: Omit<Site, 'scores'> = {
    name,
    host,
    url: `https://${host}`,
    description: `${name}: ${f.helpers.arrayElement(['makers, runners and home cooks', 'people who build, grow and explore', 'hobbyists sharing what they make', 'a friendly place for curious people'])} sharing what they love.`,
    email: `${f.helpers.arrayElement(['support', 'hello', 'team', 'admin'])}@${host}`,
    foundedYear: new Date(nowMs).getUTCFullYear() - f.number.int({ min: 2, max: 9 }),
    currency: { code: f.helpers.arrayElement(['USD', 'EUR', 'GBP', 'SGD']), name: `${coin} Coins`, unit: 'coin' },
    publicCounts: drawPublicCounts(f),
    store: 'mysql',
    apps: true,
    profileLists: defaultProfileLists(), // fixed, not drawn: the seed's sequence stays as it was
  };
  return { ...site, scores: seededScores(site.currency) }; // fixed, not drawn, too
}
