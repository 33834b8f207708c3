// Query parameters of both operations, with types, defaults and limits (Endpoints › Notification list; Limits).
import Type, { type Static, type TSchema } from 'typebox';
import { ASSUMPTION, SPEC_RELAXED, oneOfStrings } from './json-schema-helpers.js';
import { notificationTypes } from './notification-vocabulary.js';

/** Spec, Limits: pageSize default 15, page default 1. */
export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_DEFAULT = 1;
/** Assumption page-size-cap: the real system allows 1 to 30. */
export const PAGE_SIZE_MAX = 30;

/** The longest value of one query parameter the mock reads (longer: a 10000 error naming the parameter). */
export const QUERY_VALUE_MAX_LENGTH = 4096;

/**
 * The white space JavaScript's `trim()` removes (ECMAScript's WhiteSpace and LineTerminator), spelled out: `\s` means
 * more in other engines (Python's `re` adds U+001C–U+001F and U+0085), so a pattern another tool reads names each one.
 */
const SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/**
 * `types` exactly as the mock reads it: pieces separated by commas, each empty or one type 1 to 9, white space around
 * a piece ignored (assumptions empty-parameters, types-values).
 */
export const TYPES_PATTERN = `^${SPACE}*([1-9]${SPACE}*)?(,${SPACE}*([1-9]${SPACE}*)?)*$`;

export const filterTypes = ['whitelist', 'blacklist'] as const;
export type FilterType = (typeof filterTypes)[number];

export interface QueryParameter {
  name: string;
  description: string;
  schema: TSchema;
  example?: string | number;
}

const typeMeanings = Object.entries(notificationTypes)
  .map(([n, t]) => `\`${n}\` ${t.name}`)
  .join(', ');

const filterType = (target: string) =>
  oneOfStrings(
    filterTypes,
    `\`whitelist\` returns only the key-value pairs of the named keys; \`blacklist\` removes the named pairs. Applies only to ${target} in the result. Needs the keys parameter.`,
  );

const filterKeys = (target: string) =>
  Type.String({
    description: `Key names of ${target}, separated by English commas; dot notation is supported (\`stats.followerCount\`, \`roles.0.name\`). A key selects its whole subtree; unknown keys are ignored.`,
    [ASSUMPTION]: 'filter-dot-paths',
  });

export const notificationListParameters = [
  {
    name: 'types',
    description: `Notification types, one or several separated by English commas; empty means all. ${typeMeanings}. Each piece is one digit 1 to 9 (spaces around it and empty pieces are ignored); anything else is a \`10000\` error.`,
    schema: Type.String({
      pattern: TYPES_PATTERN,
      maxLength: QUERY_VALUE_MAX_LENGTH,
      [ASSUMPTION]: 'types-values',
      [SPEC_RELAXED]: { type: 'string' },
    }),
    example: '3,5,8',
  },
  {
    name: 'status',
    description: '`0` unread, `1` read; empty or omitted outputs all.',
    schema: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
    example: 0,
  },
  {
    name: 'filterUserType',
    description: 'Projection of actionUser: whitelist or blacklist.',
    schema: filterType('actionUser'),
    example: 'whitelist',
  },
  {
    name: 'filterUserKeys',
    description: 'Keys for filterUserType.',
    schema: filterKeys('actionUser'),
    example: 'fsid,nickname,stats.followerCount',
  },
  {
    name: 'filterInfoType',
    description: 'Projection of actionInfo: whitelist or blacklist.',
    schema: filterType('actionInfo'),
    example: 'blacklist',
  },
  {
    name: 'filterInfoKeys',
    description: 'Keys for filterInfoType.',
    schema: filterKeys('actionInfo'),
    example: 'author.stats',
  },
  {
    name: 'pageSize',
    description: `Items per page; default ${PAGE_SIZE_DEFAULT}; at most ${PAGE_SIZE_MAX} (the cap is the real system's).`,
    schema: Type.Integer({
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      default: PAGE_SIZE_DEFAULT,
      [ASSUMPTION]: 'page-size-cap',
      [SPEC_RELAXED]: { type: 'integer', minimum: 1, default: PAGE_SIZE_DEFAULT },
    }),
    example: 15,
  },
  {
    name: 'page',
    description: `Page number; default ${PAGE_DEFAULT}. A page beyond lastPage answers an empty list.`,
    schema: Type.Integer({ minimum: 1, default: PAGE_DEFAULT }),
    example: 1,
  },
] as const satisfies readonly QueryParameter[];

/** The notification list's query, typed from the parameters above (all optional; values as sent). */
export type NotificationListQuery = {
  [P in (typeof notificationListParameters)[number] as P['name']]?: Static<P['schema']>;
};

export const configsParameters: QueryParameter[] = [
  {
    name: 'keys',
    description:
      'Configuration keys separated by English commas: the response holds only those keys, in this order. Empty or absent: all keys. An unknown key is a `10000` error.',
    schema: Type.String({ [ASSUMPTION]: 'configs-keys' }),
    example: 'site_name,site_mode,default_language',
  },
];
