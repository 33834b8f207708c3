// The rules each notification of a list answer meets by its type (Endpoints › Notification list, the interpretation
// of types): a comment carries the new comment's cid, a quote one reading of the spec and two posts; and, with
// --strict, the real system's actionType, contentFsid and reading of quotes. judgeItemKinds applies them to every answer.
import type { InvariantRule } from './invariant-rule.js';

const COMMENT = 'Endpoints › Notification list › type 8 Comment';
const QUOTE = 'Endpoints › Notification list › type 9 Quote';
const rule = (r: InvariantRule): InvariantRule => r;

export const itemKindRules = {
  commentsCarryTheCommentCid: rule({
    name: 'commentsCarryTheCommentCid',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${COMMENT} (contentFsid is the comment's cid)`,
    why: 'A comment notification links to the new comment.',
  }),
  commentsPointAtTheCommentNotTheCommentedContent: rule({
    name: 'commentsPointAtTheCommentNotTheCommentedContent',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${COMMENT} (contentFsid is the comment's cid; actionInfo is what was commented on)`,
    why: 'Opening a comment notification must show the new comment, not the post it is on.',
  }),
  quotesCarryAPostPid: rule({
    name: 'quotesCarryAPostPid',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${QUOTE} (contentFsid is a post's pid)`,
    why: 'A quote notification links to a post (the quoting one, or the quoted one in the real system).',
  }),
  quotesNameTheQuotingAndTheQuotedPost: rule({
    name: 'quotesNameTheQuotingAndTheQuotedPost',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${QUOTE} (contentFsid is the quoting post's pid; actionInfo the quoted content, or the other way round by the table)`,
    why: 'A quote involves two posts: contentFsid and actionInfo must not both be the same one.',
  }),
  quotesCarryAPostInActionInfo: rule({
    name: 'quotesCarryAPostInActionInfo',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${QUOTE} ("quoted the recipient's content"; "content summarizes the post"); Resources › Notification (actionInfo's structure depends on actionTarget)`,
    why: "Either reading puts a post in a quote's actionInfo (the quoted or the quoting one), never a place or a user.",
  }),
  quotesFollowOneReadingOfTheSpec: rule({
    name: 'quotesFollowOneReadingOfTheSpec',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${QUOTE} (with actionTarget=4); Resources › Notification (actionTarget 4 geotag, 5 post)`,
    why: 'Clients branch on actionTarget: every quote must follow one reading of the spec, the same for all.',
  }),
  quotesFollowTheRealSystemsReading: rule({
    name: 'quotesFollowTheRealSystemsReading',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'quote-action-target',
    why: 'The real system and its official clients read quotes as actionTarget 5: the quoting post, by actionUser, naming the quoted post in contentFsid.',
  }),
  actionTypeMatchesTheNotificationType: rule({
    name: 'actionTypeMatchesTheNotificationType',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'action-type-values',
    why: 'In the real system Like, Dislike, Follow and Block notifications carry actionType 1, 2, 3, 4.',
  }),
  contentFsidIsNullOutsideCommentsAndQuotes: rule({
    name: 'contentFsidIsNullOutsideCommentsAndQuotes',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'content-fsid',
    why: 'In the real system only comments and quotes point at new content.',
  }),
} as const;
