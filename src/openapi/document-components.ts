// The document's components: every schema it names (the envelopes, the configs, the notification and its variants,
// the real structures, the error envelope), in document order, and how a schema becomes the document's ($refs to them).
import type { SchemaObject } from 'openapi3-ts/oas31';
import Type, { type Static } from 'typebox';
import {
  commonStructures,
  configsEnvelope,
  EMPTY_PHP_ARRAY,
  Rejection,
  UnwrappedConfigs,
  BulletinEntrySchema as BulletinEntry,
  LanguageEntrySchema as LanguageEntry,
  SeoConfigSchema as SeoConfig,
  ErrorEnvelopeSchema as ErrorEnvelope,
  successEnvelope,
  GlobalConfigItems,
  GlobalConfigsSchema as GlobalConfigs,
  NotificationSchema as Notification,
  notificationVariants,
  NotificationListDataSchema as NotificationListData,
  PaginationSchema as Pagination,
} from '../schema/index.js';
import { hoistComponents } from './hoist-components.js';

const ConfigsResponse = configsEnvelope(
  GlobalConfigs,
  'ConfigsResponse',
  "Success: every configuration item (assumed envelope, as the notification list's).",
);
const ConfigsSubsetResponse = configsEnvelope(
  // `keys=,` names no key: the real system then answers its empty PHP array, `[]` (assumption configs-keys).
  Type.Unsafe<Static<typeof GlobalConfigItems>>({
    anyOf: [GlobalConfigItems, EMPTY_PHP_ARRAY],
    description: "The named items; `[]` (PHP's empty array) when `keys` names none (e.g. `keys=,`)",
  }),
  'ConfigsSubsetResponse',
  'Success with `keys`: only the named items, in request order (`[]` when `keys` names none).',
);
const NotificationListResponse = successEnvelope(
  NotificationListData,
  'NotificationListResponse',
  'Success: one page of notifications.',
);

/** Component name → schema, in document order. */
export const components = {
  ConfigsResponse,
  ConfigsSubsetResponse,
  UnwrappedConfigs,
  GlobalConfigs,
  GlobalConfigItems,
  LanguageEntry,
  SeoConfig,
  BulletinEntry,
  NotificationListResponse,
  NotificationListData,
  Pagination,
  Notification,
  ...notificationVariants,
  ...commonStructures,
  ErrorEnvelope,
  Rejection,
} as const;

export const structureNames = new Set<string>(Object.keys(commonStructures));
const byIdentity = new Map<object, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
export const toDocument = (schema: unknown, self?: object) => hoistComponents(schema, byIdentity, self) as SchemaObject;
