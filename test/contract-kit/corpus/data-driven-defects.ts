// Blind spot 3: bugs that show only on data a check must choose: a type with read and unread items, a page size that
// divides the total exactly, a null object, the ids of a comment and of what it comments on.
import { afterPaging, corpusDefect, onEachItem, onQuery } from './corpus-defect.js';

export const dataDrivenDefects = [
  corpusDefect({
    name: 'lastPageOffWhenSizeDividesTotal',
    breaks:
      'lastPage = floor(total / pageSize) + 1: wrong exactly when the size divides the total (121 items: no probe of 15, 7 or 4 shows it)',
    killedBy: 'lastPageIsTotalOverPageSizeRoundedUp',
    blindSpot: 3,
    choices: { inboxSize: 121 },
    defect: afterPaging((p) => (p.pagination.lastPage = Math.floor(p.pagination.total / p.pagination.pageSize) + 1)),
  }),
  corpusDefect({
    name: 'statusDroppedWithTypes',
    breaks: 'status ignored when types is given (System messages, the first type, are all unread)',
    killedBy: 'typesAndStatusCombine',
    blindSpot: 3,
    defect: onQuery((q) => (q.types ? { ...q, status: null } : q)),
  }),
  corpusDefect({
    name: 'whitelistTurnsNullIntoObject',
    breaks: 'whitelist on a null actionUser answers {}',
    killedBy: 'filtersLeaveNullObjectsNull',
    blindSpot: 3,
    defect: (c) => ({
      project: (object, filter) => (object === null && filter.mode === 'whitelist' ? {} : c.project(object, filter)),
    }),
  }),
  corpusDefect({
    name: 'blacklistTurnsNullIntoObject',
    breaks: 'blacklist on a null actionInfo answers {}',
    killedBy: 'filtersLeaveNullObjectsNull',
    blindSpot: 3,
    defect: (c) => ({
      project: (object, filter) => (object === null && filter.mode === 'blacklist' ? {} : c.project(object, filter)),
    }),
  }),
  corpusDefect({
    name: 'commentFsidIsTheCommentedContent',
    breaks: 'type 8 contentFsid is the pid/cid of what was commented on, not the new comment',
    killedBy: 'commentsPointAtTheCommentNotTheCommentedContent',
    blindSpot: 3,
    defect: onEachItem((n) => {
      const info = n.actionInfo as Record<string, unknown> | null;
      if (n.type === 8 && info) n.contentFsid = (info.pid ?? info.cid) as string;
    }),
  }),
  corpusDefect({
    name: 'quoteFsidNamesActionInfoAgain',
    breaks: "type 9 contentFsid is actionInfo's own pid: one post named twice, the other post of the quote nowhere",
    killedBy: 'quotesNameTheQuotingAndTheQuotedPost',
    blindSpot: 3,
    defect: onEachItem((n) => {
      const info = n.actionInfo as Record<string, unknown> | null;
      if (n.type === 9 && info) n.contentFsid = info.pid as string;
    }),
  }),
];
