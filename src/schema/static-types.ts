// The contract's static types, one per schema: what `import type { Notification, GlobalConfigs } from 'core-kit'` gives,
// and what the mock's internals type their values with.
import type { Static } from 'typebox';
import type * as Structures from './common-structures.js';
import type { BulletinEntry as BulletinEntrySchema, LanguageEntry as LanguageEntrySchema, SeoConfig as SeoConfigSchema } from './config-shapes.js';
import type { ErrorEnvelope as ErrorEnvelopeSchema } from './envelope.js';
import type { ConfigKey as ConfigKeyName, GlobalConfigsShape } from './global-configs.js';
import type { Notification as NotificationSchema } from './notification.js';
import type { ActionTarget as ActionTargetValue, ActionType as ActionTypeValue, NotificationType as NotificationTypeValue } from './notification-vocabulary.js';
import type { NotificationListData as NotificationListDataSchema, Pagination as PaginationSchema } from './pagination.js';
import type { NotificationListQuery as NotificationListQueryShape } from './query-parameters.js';

/** Every configuration item (the answer of `GET /api/core/v1/global/configs` without `keys`). */
export type GlobalConfigs = GlobalConfigsShape;
/** One of the 304 key names the spec names. */
export type ConfigKey = ConfigKeyName;
/** The answer to `keys=a,b`: only those keys. */
export type GlobalConfigsSubset<K extends ConfigKey> = Pick<GlobalConfigs, K>;
export type LanguageEntry = Static<typeof LanguageEntrySchema>;
export type SeoConfig = Static<typeof SeoConfigSchema>;
export type BulletinEntry = Static<typeof BulletinEntrySchema>;

export type Notification = Static<typeof NotificationSchema>;
export type NotificationType = NotificationTypeValue;
export type ActionTarget = ActionTargetValue;
export type ActionType = ActionTypeValue;
export type Pagination = Static<typeof PaginationSchema>;
export type NotificationListData = Static<typeof NotificationListDataSchema>;

/** Query parameters of `GET /api/core/v1/notification/list` (all optional; values as sent in the query string). */
export type NotificationListQuery = NotificationListQueryShape;

/** The success envelope around any payload. */
export interface SuccessEnvelope<T> {
  code: 0;
  message: 'ok';
  data: T;
}
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;
export type ConfigsResponse = SuccessEnvelope<GlobalConfigs>;
export type NotificationListResponse = SuccessEnvelope<NotificationListData>;

/** The mock's shapes of the structures the spec does not show (actionUser, actionInfo). */
export type UserInfo = Structures.UserInfo;
export type Group = Structures.Group;
export type Hashtag = Structures.Hashtag;
export type Geotag = Structures.Geotag;
export type Post = Structures.Post;
export type Comment = Structures.Comment;
