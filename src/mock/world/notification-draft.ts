// A notification's draft: what it says and is about before its id and times are added, with actionTarget paired with
// the structure it names, and the salts of the independent choices made for it.
import {
  QUOTE_ACTION_TARGET,
  type Comment,
  type Geotag,
  type Group,
  type Hashtag,
  type Notification,
  type Post,
  type UserInfo,
} from '../../schema/index.js';

/** actionTarget with the structure it names (Endpoints › actionTarget values; assumption quote-action-target for quotes). */
export const to = {
  user: (info: UserInfo) => ({ actionTarget: 1 as const, actionInfo: info }),
  group: (info: Group) => ({ actionTarget: 2 as const, actionInfo: info }),
  hashtag: (info: Hashtag) => ({ actionTarget: 3 as const, actionInfo: info }),
  geotag: (info: Geotag) => ({ actionTarget: 4 as const, actionInfo: info }),
  post: (info: Post) => ({ actionTarget: 5 as const, actionInfo: info }),
  comment: (info: Comment) => ({ actionTarget: 6 as const, actionInfo: info }),
  quoted: (info: Post) => ({ actionTarget: QUOTE_ACTION_TARGET, actionInfo: info }),
};
export type TargetPair = ReturnType<(typeof to)[keyof typeof to]> | { actionTarget: null; actionInfo: null };

export type Draft = Pick<
  Notification,
  | 'content'
  | 'isMarkdown'
  | 'isMention'
  | 'isAccessApp'
  | 'appUrl'
  | 'actionUser'
  | 'actionUserIsAnonymous'
  | 'actionType'
  | 'contentFsid'
> &
  TargetPair;

export const base = {
  content: null,
  isMarkdown: false,
  isMention: false,
  isAccessApp: false,
  appUrl: null,
  actionUser: null,
  actionUserIsAnonymous: false,
  actionType: null,
  actionTarget: null,
  actionInfo: null,
  contentFsid: null,
} satisfies Draft;

/** Salts for the independent choices made for one notification. */
export const enum Choice {
  Actor = 1,
  Anonymous,
  Target,
  Info,
  Text,
  Id,
  Flag,
  Action,
  Deleted,
}
