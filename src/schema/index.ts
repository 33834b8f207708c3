// The face of src/schema/, the contract: the TypeBox schemas (a schema named like its static type is exported as
// `…Schema`), their static types, the operations table, the error catalogue, headers, paths and preferences, and the
// control API's schemas. Every other area imports the contract from here.
export { apiError, failure, ok, quote } from './api-error.js';
export type { ApiError, Result } from './api-error.js';
export { assumptions } from './assumptions.js';
export { Comment as CommentSchema } from './comment-info.js';
export { commonStructures } from './common-structures.js';
export { computedKeys, portalKeyPattern, realSystemKeys } from './config-keys-site.js';
export {
  BulletinEntry as BulletinEntrySchema,
  LanguageEntry as LanguageEntrySchema,
  SeoConfig as SeoConfigSchema,
} from './config-shapes.js';
export { entities, entityPlurals, interactionActions, profileVerbs } from './config-vocabulary.js';
export type { Entity } from './config-vocabulary.js';
export { BRIEF_LIMIT } from './content-fields.js';
export type {
  ControlAccount,
  ControlStatus,
  JournalEntry,
  JournalEntryDetail,
  Judgement,
  Latency,
  RequestList,
  Scenario,
  Verdict,
} from './control-types.js';
export { configsSuccessText, errorStatus, errorText, successText } from './envelope-text.js';
export type { ErrorStatusPolicy } from './envelope-text.js';
export {
  configsEnvelope,
  ErrorEnvelope as ErrorEnvelopeSchema,
  Rejection,
  SUCCESS_CODE,
  SUCCESS_MESSAGE,
  successEnvelope,
} from './envelope.js';
export { codeMessage, errorInLanguage } from './code-messages.js';
export { errorCatalogue, errorCodes, errorEntryByCode, errorMessage } from './error-catalogue.js';
export type { ErrorEntry } from './error-catalogue.js';
export { Geotag as GeotagSchema } from './geotag-info.js';
export {
  GlobalConfigItems,
  GlobalConfigs as GlobalConfigsSchema,
  UnwrappedConfigs,
  configKeys,
} from './global-configs.js';
export { Group as GroupSchema } from './group-info.js';
export { Hashtag as HashtagSchema } from './hashtag-info.js';
export { LANGUAGE_HEADER, LANG_TAG_MAX_LENGTH, LANG_TAG_PATTERN, TIMEZONE_HEADER, authHeaders } from './headers.js';
export type { AuthHeaderName } from './headers.js';
export { statusCases } from './http-statuses.js';
export type { OperationName } from './http-statuses.js';
export {
  JournalEntry as JournalEntrySchema,
  JournalEntryDetail as JournalEntryDetailSchema,
  Judgement as JudgementSchema,
  RequestList as RequestListSchema,
  Verdict as VerdictSchema,
} from './journal-schemas.js';
export { ASSUMPTION, OPEN_STRUCTURE, REAL_SYSTEM, SPEC_RELAXED } from './json-schema-helpers.js';
export { QUOTE_ACTION_TARGET, notificationTypes } from './notification-vocabulary.js';
export { Notification as NotificationSchema, notificationVariants } from './notification.js';
export { operationAt, operationNamed, operations } from './operations.js';
export type { Operation } from './operations.js';
export { NotificationListData as NotificationListDataSchema, Pagination as PaginationSchema } from './pagination.js';
export { CONFIGS_PATH, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SERVER_URL, NOTIFICATION_LIST_PATH } from './paths.js';
export { Post as PostSchema } from './post-info.js';
export { MAX_DELAY_MS, MAX_SEED, MAX_TOTAL, dataNames, faultNames, preferenceNames } from './preferences.js';
export type { DataName, Fault, PreferenceName } from './preferences.js';
export {
  PAGE_DEFAULT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  QUERY_VALUE_MAX_LENGTH,
  configsParameters,
  filterTypes,
  notificationListParameters,
} from './query-parameters.js';
export type { FilterType, QueryParameter } from './query-parameters.js';
export {
  Latency as LatencySchema,
  Scenario as ScenarioSchema,
  preferenceFields,
  scenarioFields,
} from './scenario-schema.js';
export type {
  ActionTarget,
  ActionType,
  BulletinEntry,
  Comment,
  CommentAuthor,
  ConfigKey,
  ConfigsEnvelope,
  ConfigsResponse,
  ErrorEnvelope,
  ExtendArchiveInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  ExtendOperationInfo,
  FileInfo,
  Geotag,
  GlobalConfigs,
  GlobalConfigsSubset,
  Group,
  Hashtag,
  LanguageEntry,
  Notification,
  NotificationListData,
  NotificationListQuery,
  NotificationListResponse,
  NotificationOf,
  NotificationType,
  Pagination,
  Post,
  SeoConfig,
  SuccessEnvelope,
  UserInfo,
  UserPlaceholder,
  UserRole,
  UserStats,
} from './static-types.js';
export { ControlAccount as ControlAccountSchema, ControlStatus as ControlStatusSchema } from './status-schemas.js';
export { EMPTY_PHP_ARRAY } from './structure-helpers.js';
export type { CountTarget } from './structure-helpers.js';
export { UserInfo as UserInfoSchema } from './user-info.js';
