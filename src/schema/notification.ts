// The notification (element of the notification list): all 17 fields, all required (Resources › Notification). Its
// variants differ in actionTarget and actionInfo only (see notification-target.ts): each is the whole object, so that a
// client narrows actionInfo by testing actionTarget, and validators that close objects still see every field.
import Type, { type Static, type TSchema } from 'typebox';
import { ASSUMPTION, SPEC_RELAXED, flag, nullable, text } from './json-schema-helpers.js';
import { notificationTargets } from './notification-target.js';
import {
  actionTargetValues,
  actionTypes,
  actionTypeValues,
  notificationTypeValues,
  notificationTypes,
} from './notification-vocabulary.js';
import { EMPTY_PHP_ARRAY } from './structure-helpers.js';
import { UserInfo } from './user-info.js';
import { UserPlaceholder } from './user-placeholder.js';

const typeList = Object.entries(notificationTypes)
  .map(([n, t]) => `\`${n}\` ${t.name}`)
  .join(', ');
const actionTypeList = Object.entries(actionTypes)
  .map(([n, name]) => `\`${n}\` ${name}`)
  .join(', ');

const head = {
  nmid: text('Notification message ID'),
  type: Type.Unsafe<(typeof notificationTypeValues)[number]>({
    type: 'integer',
    enum: [...notificationTypeValues],
    description: `Notification type: ${typeList}`,
  }),
  content: nullable(text('Notification content'), 'nullable-fields'),
  isMarkdown: flag('Content is Markdown'),
  isMention: flag(
    "Mention notice: the recipient was mentioned in someone else's content and is notified of the interaction",
  ),
  isAccessApp: flag('Whether to visit an app (plugin) page'),
  appUrl: nullable(text('App page URL'), 'nullable-fields'),
  // The static type describes unfiltered answers: it has the placeholder and the null, not the `[]` of a filter.
  actionUser: Type.Unsafe<UserInfo | UserPlaceholder | null>({
    description:
      "User information of the user who triggered the message (common User Info structure; internals not shown in the spec). `null` when there is no triggering user; the real system's placeholder (`fsid` null) for an anonymous or deactivated one; `[]` (PHP's empty array) when a filterUserKeys whitelist keeps nothing of it.",
    anyOf: [UserInfo, UserPlaceholder, EMPTY_PHP_ARRAY, { type: 'null' }],
    [ASSUMPTION]: 'common-structures',
    [SPEC_RELAXED]: { anyOf: [{ type: ['object', 'null'], additionalProperties: true }, EMPTY_PHP_ARRAY] },
  }),
  actionUserIsAnonymous: flag('Trigger user is anonymous'),
  actionType: Type.Unsafe<(typeof actionTypeValues)[number] | null>({
    type: ['integer', 'null'],
    enum: [...actionTypeValues, null],
    description: `Trigger action type: ${actionTypeList} (the spec names the kinds; the numbers are the real system's)`,
    [ASSUMPTION]: 'action-type-values',
    [SPEC_RELAXED]: { type: ['number', 'null'] },
  }),
};

/** What the spec states of these two: actionTarget one of its values (or null), actionInfo an object whose fields it does not show. */
const specTarget = {
  actionTarget: Type.Unsafe<(typeof actionTargetValues)[number] | null>({
    type: ['integer', 'null'],
    enum: [...actionTargetValues, null],
    description: 'Trigger target kind: `1` user information, `2` group, `3` hashtag, `4` geotag, `5` post, `6` comment',
  }),
  actionInfo: Type.Unsafe<Record<string, unknown> | never[] | null>({
    anyOf: [{ type: ['object', 'null'], additionalProperties: true }, EMPTY_PHP_ARRAY],
    description:
      "Information about the trigger target; its structure depends on actionTarget (`[]`, PHP's empty array, when a whitelist keeps nothing of it)",
  }),
};

const tail = {
  contentFsid: nullable(
    text(
      "The pid or cid of the content involved in the event: type 8 the comment's cid; type 9 the quoting post's pid in the spec's sentence, the recipient's quoted post's pid in the real system",
    ),
    'content-fsid',
  ),
  datetime: text("Notification time (this mock: the language's `dateFormat` + ` H:i:s`)"),
  datetimeFormat: text(
    'Formatted notification time (this mock: `H:i` today, date without year this year, else as datetime)',
  ),
  timeAgo: text("Humanized notification time (this mock: the language's `timeFormat*` wording, e.g. `3 hour ago`)"),
  readStatus: flag('Read status'),
};

interface Target<A extends TSchema, I extends TSchema> {
  description: string;
  actionTarget: A;
  actionInfo: I;
}

/** The 17 fields in the spec's order, actionTarget and actionInfo as one variant says. */
const variant = <A extends TSchema, I extends TSchema>(title: string, v: Target<A, I>) =>
  Type.Object(
    { ...head, actionTarget: v.actionTarget, actionInfo: v.actionInfo, ...tail },
    { title, description: v.description },
  );

/** The same for a variant that also narrows `type` (it keeps its place, second). */
const typedVariant = <T extends TSchema, A extends TSchema, I extends TSchema>(
  title: string,
  v: Target<A, I> & { type: T },
) =>
  Type.Object(
    { ...head, type: v.type, actionTarget: v.actionTarget, actionInfo: v.actionInfo, ...tail },
    { title, description: v.description },
  );

const t = notificationTargets;
export const UserNotification = variant('UserNotification', t.UserNotification);
export const GroupNotification = variant('GroupNotification', t.GroupNotification);
export const HashtagNotification = variant('HashtagNotification', t.HashtagNotification);
export const GeotagNotification = typedVariant('GeotagNotification', t.GeotagNotification);
export const PostNotification = variant('PostNotification', t.PostNotification);
export const CommentNotification = variant('CommentNotification', t.CommentNotification);
export const QuoteNotification = typedVariant('QuoteNotification', t.QuoteNotification);
export const MissingTargetNotification = variant('MissingTargetNotification', t.MissingTargetNotification);
export const NoTargetNotification = variant('NoTargetNotification', t.NoTargetNotification);

export interface UserNotification extends Static<typeof UserNotification> {}
export interface GroupNotification extends Static<typeof GroupNotification> {}
export interface HashtagNotification extends Static<typeof HashtagNotification> {}
export interface GeotagNotification extends Static<typeof GeotagNotification> {}
export interface PostNotification extends Static<typeof PostNotification> {}
export interface CommentNotification extends Static<typeof CommentNotification> {}
export interface QuoteNotification extends Static<typeof QuoteNotification> {}
export interface MissingTargetNotification extends Static<typeof MissingTargetNotification> {}
export interface NoTargetNotification extends Static<typeof NoTargetNotification> {}

/** One variant per actionTarget (and quotes, and no target), as the document lists them. */
export type Notification =
  | UserNotification
  | GroupNotification
  | HashtagNotification
  | GeotagNotification
  | PostNotification
  | CommentNotification
  | QuoteNotification
  | MissingTargetNotification
  | NoTargetNotification;

/** The variants by component name (typed loosely: their names and static types are above). */
export const notificationVariants: Readonly<Record<string, TSchema>> = {
  UserNotification,
  GroupNotification,
  HashtagNotification,
  GeotagNotification,
  PostNotification,
  CommentNotification,
  QuoteNotification,
  MissingTargetNotification,
  NoTargetNotification,
};

export const Notification = Type.Unsafe<Notification>({
  title: 'Notification',
  description:
    "One notification of the current user: the 17 fields of the spec. `actionInfo`'s structure follows `actionTarget` (`1` User Info, `2` Group, `3` Hashtag, `4` Geotag, `5` Post, `6` Comment; a quote, type 9, has actionTarget 5 and the quoting Post in the real system, 4 and a Post in the spec's sentence), one variant each. The spec shows none of these structures: a spec-only validator accepts any object there.",
  anyOf: Object.values(notificationVariants),
  [ASSUMPTION]: 'common-structures',
  [SPEC_RELAXED]: Type.Object({ ...head, ...specTarget, ...tail }),
});
