// The contract's static types, one per schema: what `import type { Notification, GlobalConfigs } from 'core-kit'` gives,
// and what the mock's internals type their values with.
import type { Static } from 'typebox';
import type { Comment as CommentSchema } from './comment-info.js';
import type { CommentAuthor as CommentAuthorSchema } from './comment-fields.js';
import type {
  ExtendArchiveInfo as ExtendArchiveSchema,
  ExtendContentInfo as ExtendContentSchema,
  ExtendFunctionInfo as ExtendFunctionSchema,
  ExtendOperationInfo as ExtendOperationSchema,
} from './extend-info.js';
import type { FileInfo as FileInfoSchema } from './file-info.js';
import type { Geotag as GeotagSchema } from './geotag-info.js';
import type { Group as GroupSchema } from './group-info.js';
import type { Hashtag as HashtagSchema } from './hashtag-info.js';
import type { Post as PostSchema } from './post-info.js';
import type { UserPlaceholder as UserPlaceholderSchema } from './user-placeholder.js';
import type {
  UserInfo as UserInfoSchema,
  UserRole as UserRoleSchema,
  UserStats as UserStatsSchema,
} from './user-info.js';
import type {
  BulletinEntry as BulletinEntrySchema,
  LanguageEntry as LanguageEntrySchema,
  SeoConfig as SeoConfigSchema,
} from './config-shapes.js';
import type { ErrorEnvelope as ErrorEnvelopeSchema } from './envelope.js';
import type { ConfigKey as ConfigKeyName, GlobalConfigsShape } from './global-configs.js';
import type { Notification as NotificationSchema } from './notification.js';
import type {
  ActionTarget as ActionTargetValue,
  ActionType as ActionTypeValue,
  NotificationType as NotificationTypeValue,
} from './notification-vocabulary.js';
import type {
  NotificationListData as NotificationListDataSchema,
  Pagination as PaginationSchema,
} from './pagination.js';
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

export type Notification = NotificationSchema;
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
/** The configs' success envelope: the spec shows none; `message` is `Success` from the real system and the mock. */
export interface ConfigsEnvelope<T> {
  code: 0;
  message: string;
  data: T;
}
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;
export type ConfigsResponse = ConfigsEnvelope<GlobalConfigs>;
export type NotificationListResponse = SuccessEnvelope<NotificationListData>;

/**
 * The real system's common structures, which the spec does not show (actionUser, actionInfo): every field, as the mock
 * sends them without filterUserKeys / filterInfoKeys.
 */
export type UserInfo = UserInfoSchema;
/** The real system's stand-in for an anonymous or a deactivated user (`fsid` null): a possible actionUser or author. */
export type UserPlaceholder = UserPlaceholderSchema;
export type UserStats = UserStatsSchema;
export type UserRole = UserRoleSchema;
export type Group = GroupSchema;
export type Hashtag = HashtagSchema;
export type Geotag = GeotagSchema;
export type Post = PostSchema;
export type Comment = CommentSchema;
export type CommentAuthor = CommentAuthorSchema;
export type FileInfo = FileInfoSchema;
export type ExtendArchiveInfo = ExtendArchiveSchema;
export type ExtendOperationInfo = ExtendOperationSchema;
export type ExtendContentInfo = ExtendContentSchema;
export type ExtendFunctionInfo = ExtendFunctionSchema;
/** One variant of the notification per actionTarget: testing `actionTarget` (and `type` for 4) narrows `actionInfo`. */
export type NotificationOf<T extends ActionTarget | null> = Extract<Notification, { actionTarget: T }>;
