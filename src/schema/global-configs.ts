// The global configs payload: all 304 named keys of the spec plus `portal_{platformId}`, assembled from the key groups,
// each as the real system stores it (see storedConfig: a free text or an object may be null).
import Type, { type Static, type TSchema } from 'typebox';
import {
  entityChannelKeys,
  additionalChannelKeys,
  portalChannelKeys,
  timelineChannelKeys,
  nearbyChannelKeys,
  personalCenterChannelKeys,
  messagesChannelKeys,
  searchChannelKeys,
} from './config-keys-channels.js';
import {
  accountKeys,
  bulletinKeys,
  computedKeys,
  extendsKeys,
  generalKeys,
  languageKeys,
  pathKeys,
  policyKeys,
  portalKeyPattern,
  portalKeySchema,
  privateModeKeys,
  realSystemKeys,
  walletKeys,
} from './config-keys-site.js';
import { storedConfig, type StoredConfig } from './stored-config.js';
import {
  contentNameKeys,
  contentVisibilityKeys,
  defaultHomepageKeys,
  interactionSwitchKeys,
  profileListKeys,
  publishKeys,
  userNameKeys,
  userRuleKeys,
} from './config-keys-users.js';

/** The spec's groups, in the spec's order. A key may appear in two groups (profile_default_homepage does). */
export const configKeyGroups = {
  Languages: languageKeys,
  General: generalKeys,
  'Private mode': privateModeKeys,
  Policy: policyKeys,
  Account: accountKeys,
  Wallet: walletKeys,
  'User: names': userNameKeys,
  'User: default and edit rules': userRuleKeys,
  Publish: publishKeys,
  'Content names and interaction settings': contentNameKeys,
  'Interaction switches': interactionSwitchKeys,
  Channels: entityChannelKeys,
  'Channels: additional': additionalChannelKeys,
  'Channels: portal': portalChannelKeys,
  'Channels: timeline': timelineChannelKeys,
  'Channels: nearby': nearbyChannelKeys,
  'Channels: personal center': personalCenterChannelKeys,
  'Channels: messages': messagesChannelKeys,
  'Channels: search': searchChannelKeys,
  Paths: pathKeys,
  'Default homepage': defaultHomepageKeys,
  'User content visibility': { ...contentVisibilityKeys, ...profileListKeys },
  'System bulletin': bulletinKeys,
  Extends: extendsKeys,
} as const;

const specKeySchemas = {
  ...languageKeys,
  ...generalKeys,
  ...privateModeKeys,
  ...policyKeys,
  ...accountKeys,
  ...walletKeys,
  ...userNameKeys,
  ...userRuleKeys,
  ...publishKeys,
  ...contentNameKeys,
  ...interactionSwitchKeys,
  ...entityChannelKeys,
  ...additionalChannelKeys,
  ...portalChannelKeys,
  ...timelineChannelKeys,
  ...nearbyChannelKeys,
  ...personalCenterChannelKeys,
  ...messagesChannelKeys,
  ...searchChannelKeys,
  ...pathKeys,
  ...defaultHomepageKeys,
  ...contentVisibilityKeys,
  ...profileListKeys,
  ...bulletinKeys,
  ...extendsKeys,
};

type Stored<T extends Record<string, TSchema>> = { [K in keyof T]: StoredConfig<T[K]> };
const stored = <T extends Record<string, TSchema>>(schemas: T) =>
  Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, storedConfig(schema)])) as Stored<T>;

const namedKeySchemas = stored(specKeySchemas);

export type ConfigKey = keyof typeof namedKeySchemas;

/** The 304 key names the spec names, in the spec's order. */
export const configKeys = Object.keys(namedKeySchemas) as ConfigKey[];

/** The keys the real system answers beyond the spec's: computed ones, and stored ones the spec does not list. */
const extraKeySchemas = { ...computedKeys, ...stored(realSystemKeys) };

/** Value schema of each named key (and of the real system's extras). */
export const configKeySchemas = { ...namedKeySchemas, ...extraKeySchemas };

/** Every key typed, none required: the shape of a `keys=` subset (and the base of the complete object). */
export const GlobalConfigItems = Type.Partial(Type.Object(configKeySchemas), {
  title: 'GlobalConfigItems',
  description:
    'Configuration items, each a key with a value of its type. A `keys=` request returns only the keys it names; `portal_{platformId}` keys exist per platform; other extra keys are allowed.',
  patternProperties: { [portalKeyPattern]: storedConfig(portalKeySchema) },
});

/** The complete configs object: every named key present. */
export const GlobalConfigs = Type.Unsafe<GlobalConfigsShape>({
  title: 'GlobalConfigs',
  type: 'object',
  description:
    'All configuration items: every key the spec names is present (what the endpoint returns without `keys`).',
  allOf: [GlobalConfigItems],
  required: [...configKeys],
});

type NamedConfigs = { [K in ConfigKey]: Static<(typeof namedKeySchemas)[K]> };
type ExtraConfigs = { [K in keyof typeof extraKeySchemas]?: Static<(typeof extraKeySchemas)[K]> };
type PortalConfigs = { [key: `portal_${string}`]: string | null };

/** The static type frontends use: `import type { GlobalConfigs } from 'core-kit'`. */
export type GlobalConfigsShape = NamedConfigs & ExtraConfigs & PortalConfigs;

/**
 * The configs without an envelope: the spec shows no envelope for this endpoint, so an implementation may answer the
 * items bare. An object with a `code` is an envelope (or a rejection), not the items.
 */
export const UnwrappedConfigs = Type.Unsafe<Partial<GlobalConfigsShape>>({
  title: 'UnwrappedConfigs',
  description:
    'The configuration items without an envelope (the spec shows none for this endpoint): every key an object of its own, no `code`.',
  allOf: [GlobalConfigItems],
  not: { type: 'object', required: ['code'], properties: { code: {} } },
});
