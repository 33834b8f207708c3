// Configuration keys: Languages, General, Private mode, Policy, Account, Wallet, Paths, Bulletin, Extends.
import Type, { type Static, type TSchema } from 'typebox';
import { channelPathOwners, entities } from './config-vocabulary.js';
import { BulletinEntry, LanguageEntry } from './config-shapes.js';
import {
  ASSUMPTION,
  described,
  family,
  flag,
  oneOfNumbers,
  oneOfStrings,
  SPEC_RELAXED,
  text,
} from './json-schema-helpers.js';

export const languageKeys = {
  language_status: flag('Multilingual enabled'),
  language_menus: Type.Array(LanguageEntry, { description: 'List of language entries' }),
  default_language: text('Default language tag (langTag); one of the `language_menus` tags'),
  current_language_menu: described(
    LanguageEntry,
    'Current language entry: the `language_menus` entry of the language in use',
  ),
  language_pack_version: text('Language pack version'),
};

export const generalKeys = {
  site_url: text('Site URL'),
  site_name: text('Site name'),
  site_desc: text('Site description'),
  site_intro: text('Site introduction, Markdown'),
  site_icon: text('Site icon URL'),
  site_logo: text('Site logo URL'),
  site_copyright_name: text('Copyright owner name'),
  site_copyright_years: text('Copyright years'),
  site_email: text('Administrator e-mail shown to users when an error occurs, for reporting issues'),
  site_mode: oneOfStrings(['public', 'private'], 'Operating mode: `public` or `private`'),
};

export const privateModeKeys = {
  site_private_status: flag('Private mode open status'),
  site_private_service: text('URL of the service for joining'),
  site_private_end_after: oneOfNumbers(
    [1, 2],
    'State after user expiration: `1` all site content invisible; `2` content from before expiration visible, new content invisible',
  ),
};

export const policyKeys = {
  account_terms_status: flag('Show service terms'),
  account_privacy_status: flag('Show privacy policy'),
  account_cookie_status: flag('Show cookie policy'),
  account_delete_status: flag('Show deletion explanation'),
  account_terms_policy: text('Service terms, Markdown'),
  account_privacy_policy: text('Privacy policy, Markdown'),
  account_cookie_policy: text('Cookie policy, Markdown'),
  account_delete_policy: text('Deletion explanation, Markdown'),
};

export const accountKeys = {
  account_center_service: text('Account center URL'),
  account_register_service: text('Account registration URL'),
  account_login_service: text('Account login URL'),
  account_register_status: flag('Registration enabled'),
  account_users_service: text('Multi-user management service URL'),
};

export const walletKeys = {
  wallet_status: flag('Wallet function enabled'),
  wallet_currency_code: text('Currency code'),
  wallet_currency_name: text('Custom currency name'),
  wallet_currency_unit: text('Custom currency unit name'),
  wallet_withdraw_status: flag('Withdraw function enabled'),
  wallet_withdraw_check_kyc: flag('Withdrawal requires KYC verification'),
};

/** Paths: channel paths, detail paths (`{site_url}/{website_<entity>_detail_path}/{identifier}`) and website basics. */
export const pathKeys = {
  ...family(
    channelPathOwners,
    (owner) => `website_${owner}_path` as const,
    (owner) => text(`Channel path of the ${owner} channel`),
  ),
  ...family(
    entities,
    (entity) => `website_${entity}_detail_path` as const,
    (entity) =>
      text(`Detail path of a ${entity}: a detail URL is \`{site_url}/{website_${entity}_detail_path}/{identifier}\``),
  ),
  website_stat_code: text('Statistics code'),
  website_stat_position: oneOfStrings(
    ['head', 'body'],
    'Where in the HTML the statistics code is loaded: `head` or `body`',
  ),
};

export const bulletinKeys = {
  bulletin_name: text('Bulletin name'),
  bulletin_contents: Type.Array(BulletinEntry, { description: 'Bulletin entries' }),
};

export const extendsKeys = {
  map_service: text('Map service URL'),
};

/** A key beyond the spec, with the real system's type: a client that reads it relies on that. */
const beyondSpec = <S extends TSchema>(schema: S) =>
  Type.Unsafe<Static<S>>({ ...(schema as object), [ASSUMPTION]: 'configs-cache-keys' });

/**
 * Stored keys the real system answers that the spec does not list (its themes read them): when it was installed, the
 * KYC service, links in bios, and the filings a site in mainland China shows. Not in the spec: a client must not rely on them.
 */
export const realSystemKeys = {
  installed_datetime: beyondSpec(text('When the site was installed (`Y-m-d H:i:s`). Not in the spec.')),
  account_kyc_service: beyondSpec(text('Identity verification (KYC) service URL. Not in the spec.')),
  bio_support_link: beyondSpec(flag('Links in bios are made clickable. Not in the spec.')),
  site_china_mode: beyondSpec(flag('The site runs in mainland China mode (shows the filings below). Not in the spec.')),
  china_icp_filing: beyondSpec(text('ICP filing number. Not in the spec.')),
  china_icp_license: beyondSpec(text('ICP license number. Not in the spec.')),
  china_mps_filing: beyondSpec(text('Public security (MPS) filing number. Not in the spec.')),
  china_broadcasting_license: beyondSpec(text('Broadcasting license number. Not in the spec.')),
};

/** `portal_{platformId}`: portal content per platform; platform ids are open-ended. */
export const portalKeyPattern = '^portal_.+$';
export const portalKeySchema = text('Portal content for the platform with that platform id (`portal_{platformId}`)');

/**
 * Computed by the real system beside the stored keys (not among the spec's keys). Real clients cache the configs for
 * `cache_minutes || 30` minutes and poll `keys=cache_datetime,cache_minutes` to learn whether their copy is stale.
 */
export const computedKeys = {
  cache_datetime: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$',
    description:
      'When the configuration last changed (`Y-m-d H:i:s`, UTC): a client whose cached copy is older fetches the configs again; `null` until an administrator first changes one (a fresh install). Not in the spec.',
    'x-assumption': 'configs-cache-keys',
    'x-real-null': 'cache_datetime config unset (a fresh install)',
    // Its format is the real system's; the spec names no such key (another implementation's may read otherwise).
    [SPEC_RELAXED]: { type: ['string', 'null'] },
  }),
  cache_minutes: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 0,
    description:
      'How long clients may keep the configs, in minutes; `null`: no limit, poll `cache_datetime` instead (clients use `cache_minutes || 30`). Not in the spec.',
    'x-assumption': 'configs-cache-keys',
  }),
};
