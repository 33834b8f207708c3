// The site as a fresh install of the real system leaves it, before an administrator saves any setting: no `site_url`
// (every detail URL is null), its installer's count switches, profile lists and custom scores (all off), and the
// reference install's store (SQLite), no app installed.
import type { SiteSettings } from './generate-site.js';
import { freshInstallScores } from './custom-scores.js';
import { freshInstallProfileLists } from './profile-lists.js';
import { freshInstallPublicCounts } from './public-counts.js';

export const freshInstallSite = (): Required<SiteSettings> => ({
  url: '',
  publicCounts: freshInstallPublicCounts(),
  profileLists: freshInstallProfileLists(),
  scores: freshInstallScores(),
  apps: false, // the installer installs none: every comment's activeButton members are null
  store: 'sqlite', // the reference install's: a place's DECIMAL coordinates come back as numbers
});
