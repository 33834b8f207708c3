// The notification (element of the notification list): all 17 fields, all required (Resources › Notification).
import Type, { type Static } from 'typebox';
import { ASSUMPTION, SPEC_RELAXED, flag, nullable, text } from './json-schema-helpers.js';
import { actionTargetValues, actionTypes, actionTypeValues, notificationTypeValues, notificationTypes } from './notification-vocabulary.js';
import { Comment, Geotag, Group, Hashtag, Post, UserInfo } from './common-structures.js';

const typeList = Object.entries(notificationTypes).map(([n, t]) => `\`${n}\` ${t.name}`).join(', ');
const actionTypeList = Object.entries(actionTypes).map(([n, name]) => `\`${n}\` ${name}`).join(', ');

/**
 * Any object is accepted (the spec does not show the structure); `anyOf` lists the mock's shapes first so that
 * readers of the document see them. Validation is the same as "any object or null".
 */
function openStructure<T>(description: string, shapes: readonly object[]) {
  return Type.Unsafe<T | Record<string, unknown> | null>({
    description,
    anyOf: [...shapes, { type: 'object', additionalProperties: true }, { type: 'null' }],
    [ASSUMPTION]: 'common-structures',
  });
}

export const Notification = Type.Object(
  {
    nmid: text('Notification message ID'),
    type: Type.Unsafe<(typeof notificationTypeValues)[number]>({
      type: 'integer',
      enum: [...notificationTypeValues],
      description: `Notification type: ${typeList}`,
    }),
    content: nullable(text('Notification content'), 'nullable-fields'),
    isMarkdown: flag('Content is Markdown'),
    isMention: flag("Mention notice: the recipient was mentioned in someone else's content and is notified of the interaction"),
    isAccessApp: flag('Whether to visit an app (plugin) page'),
    appUrl: nullable(text('App page URL'), 'nullable-fields'),
    actionUser: openStructure<Static<typeof UserInfo>>(
      'User information of the user who triggered the message (common User Info structure; internals not shown in the spec, the mock sends `UserInfo`). `null` when there is no triggering user.',
      [UserInfo],
    ),
    actionUserIsAnonymous: flag('Trigger user is anonymous'),
    actionType: Type.Unsafe<(typeof actionTypeValues)[number] | null>({
      type: ['integer', 'null'],
      enum: [...actionTypeValues, null],
      description: `Trigger action type: ${actionTypeList} (the spec names the kinds; the numbers are the real system's)`,
      [ASSUMPTION]: 'action-type-values',
      [SPEC_RELAXED]: { type: ['number', 'null'] },
    }),
    actionTarget: nullable(
      Type.Unsafe<(typeof actionTargetValues)[number]>({
        type: 'integer',
        enum: [...actionTargetValues],
        description: 'Trigger target kind: `1` user information, `2` group, `3` hashtag, `4` geotag, `5` post, `6` comment',
      }),
      'nullable-fields',
    ),
    actionInfo: openStructure<Static<typeof Group> | Static<typeof Hashtag> | Static<typeof Geotag> | Static<typeof Post> | Static<typeof Comment> | Static<typeof UserInfo>>(
      'Information about the trigger target; its structure depends on actionTarget (not shown in the spec; the mock sends `UserInfo`, `Group`, `Hashtag`, `Geotag`, `Post` or `Comment`).',
      [UserInfo, Group, Hashtag, Geotag, Post, Comment],
    ),
    contentFsid: nullable(text("The pid or cid of the content involved in the event: type 8 the comment's cid, type 9 the quoting post's pid"), 'content-fsid'),
    datetime: text('Notification time (this mock: the language\'s `dateFormat` + ` H:i:s`)'),
    datetimeFormat: text('Formatted notification time (this mock: `H:i` today, date without year this year, else as datetime)'),
    timeAgo: text('Humanized notification time (this mock: the language\'s `timeFormat*` wording, e.g. `3 hours ago`)'),
    readStatus: flag('Read status'),
  },
  { title: 'Notification', description: 'One notification of the current user.' },
);

export type Notification = Static<typeof Notification>;
