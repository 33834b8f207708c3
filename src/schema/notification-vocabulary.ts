// Meanings of the notification's numeric fields: type (spec), actionTarget (spec), actionType (real system's numbering).

/** Notification types, with the spec's interpretation table (Endpoints › Notification list). */
export const notificationTypes = {
  1: {
    name: 'System',
    meaning:
      'The system sent the recipient a message in `content`. isAccessApp tells whether to visit the plugin page; actionUser tells whether a triggering user exists; actionTarget with actionInfo tells whether there is additional content',
  },
  2: {
    name: 'Recommend',
    meaning:
      'The system recommended content. `content` is the recommendation text; isAccessApp, actionUser as above; actionTarget with actionInfo is the recommended content',
  },
  3: { name: 'Like', meaning: "actionUser liked the recipient's actionTarget with actionInfo" },
  4: { name: 'Dislike', meaning: "actionUser disliked the recipient's actionTarget with actionInfo" },
  5: { name: 'Follow', meaning: "actionUser followed the recipient's actionTarget with actionInfo" },
  6: { name: 'Block', meaning: "actionUser blocked the recipient's actionTarget with actionInfo" },
  7: {
    name: 'Mention',
    meaning:
      'actionUser mentioned the recipient in actionTarget with actionInfo; `content` is a summary of the mentioning content',
  },
  8: {
    name: 'Comment',
    meaning:
      "actionUser commented on the recipient's actionTarget with actionInfo; `content` summarizes the comment; contentFsid is the comment's cid",
  },
  9: {
    name: 'Quote',
    meaning:
      "actionUser quoted the recipient's content, with actionTarget=4; `content` summarizes the post; contentFsid is the quoting post's pid",
  },
} as const;
export type NotificationType = keyof typeof notificationTypes;
export const notificationTypeValues = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly NotificationType[];

/** actionTarget values (spec). */
export const actionTargets = { 1: 'User', 2: 'Group', 3: 'Hashtag', 4: 'Geotag', 5: 'Post', 6: 'Comment' } as const;
export type ActionTarget = keyof typeof actionTargets;
export const actionTargetValues = [1, 2, 3, 4, 5, 6] as const satisfies readonly ActionTarget[];

/** actionType: the spec names the kinds; the numbers are the real system's (assumption action-type-values). */
export const actionTypes = {
  1: 'Like',
  2: 'Dislike',
  3: 'Follow',
  4: 'Block',
  5: 'Publish',
  6: 'Edit',
  7: 'Delete',
  8: 'Sticky',
  9: 'Digest',
  10: 'Manage',
} as const;
export type ActionType = keyof typeof actionTypes;
export const actionTypeValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const satisfies readonly ActionType[];

/**
 * The spec sentence's quote rule: type 9 "with actionTarget=4" (its own table calls 4 a geotag). The real system sends
 * quotes with 5, a post; the mock does by default (assumption quote-action-target).
 */
export const QUOTE_ACTION_TARGET = 4 as const;
