// The configs the real system stores beyond the spec's 304 keys (its themes read them): the install time, the KYC and
// bio-link settings, and the mainland-China mode with its filing numbers, off and empty on a site outside China.
import { formatPhpDate } from '../../php-date/index.js';
import type { GlobalConfigs } from '../../schema/index.js';
import { hash2 } from '../lib/hash.js';
import type { Site } from './generate-site.js';

type RealSystemKey =
  | 'installed_datetime'
  | 'account_kyc_service'
  | 'bio_support_link'
  | 'site_china_mode'
  | 'china_icp_filing'
  | 'china_icp_license'
  | 'china_mps_filing'
  | 'china_broadcasting_license';

const DAY_MS = 86_400_000;

/**
 * The real system's extra keys for a site: installed in the year it was founded (a seeded day and second, drawn from the
 * seed alone so the rest of the world's draws stay as they were), with the KYC service of its wallet's withdrawals.
 */
export function realSystemConfigValues(site: Site, seed: number): Pick<GlobalConfigs, RealSystemKey> {
  const installedMs =
    Date.UTC(site.foundedYear, 0, 1) +
    (hash2(seed, 0x1257a11) % 360) * DAY_MS +
    (hash2(seed, 0x1257a12) % 86_400) * 1000;
  return {
    installed_datetime: formatPhpDate('Y-m-d H:i:s', installedMs),
    account_kyc_service: site.url === '' ? null : `${site.url}/account/kyc`,
    bio_support_link: false,
    site_china_mode: false,
    china_icp_filing: null,
    china_icp_license: null,
    china_mps_filing: null,
    china_broadcasting_license: null,
  };
}
