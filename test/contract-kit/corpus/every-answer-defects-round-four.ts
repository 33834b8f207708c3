// Blind spot 18: rules every list answer meets, broken only where a check that looks at some answers never looks: on
// the second account, in the unfiltered list rather than the type's own, on the pages of a filter. The kit applies
// its list invariants to every answer of both accounts on every page, so each is caught wherever it hides.
import type { Defect } from '../independent-server/independent-server.js';
import type { Stored } from '../independent-server/inbox.js';
import type { Json } from '../independent-server/subjects.js';
import { corpusDefect } from './corpus-defect.js';

/** Changes the items of the answers to the second account only (the account is known once authenticated). */
const onTheSecondAccount =
  (change: (item: Json) => void): Defect =>
  (c) => {
    let second = false;
    return {
      authenticate(headers, accounts) {
        const account = c.authenticate(headers, accounts);
        second = !('kind' in account) && account === accounts[1];
        return account;
      },
      listAnswer(paged, list, query) {
        if (second) for (const item of list) change(item);
        return c.listAnswer(paged, list, query);
      },
    };
  };

export const everyAnswerRoundFourDefects = [
  corpusDefect({
    name: 'secondAccountsCommentsWithoutCid',
    breaks: "the second account's comments without contentFsid (its inbox is rendered by an older code path)",
    killedBy: 'commentsCarryTheCommentCid',
    blindSpot: 18,
    shows: 'on the second account',
    defect: onTheSecondAccount((n) => n.type === 8 && (n.contentFsid = null)),
  }),
  corpusDefect({
    name: 'quotesInTheWholeListTargetAGroup',
    breaks: 'in lists without a types filter, quotes carry actionTarget 2 (a group); the quotes tab (types=9) is right',
    killedBy: 'quotesFollowOneReadingOfTheSpec',
    blindSpot: 18,
    defect: (c) => ({
      listAnswer(paged, list, query) {
        if (query.types === null) for (const n of list) if (n.type === 9) n.actionTarget = 2;
        return c.listAnswer(paged, list, query);
      },
    }),
  }),
  corpusDefect({
    name: 'commentsInTheWholeListPointAtThePost',
    breaks:
      "in lists without a types filter, a comment's contentFsid is the commented post's pid; the comments tab is right",
    killedBy: 'commentsPointAtTheCommentNotTheCommentedContent',
    blindSpot: 18,
    defect: (c) => ({
      listAnswer(paged, list, query) {
        if (query.types === null)
          for (const n of list) {
            const info = n.actionInfo as Json | null;
            if (n.type === 8 && info) n.contentFsid = (info.pid ?? info.cid) as string;
          }
        return c.listAnswer(paged, list, query);
      },
    }),
  }),
  corpusDefect({
    name: 'statusPagesOldestFirst',
    breaks: 'the pages of a status filter list their items oldest first (the rows are reversed after the status query)',
    killedBy: 'everyPageIsNewestFirst',
    blindSpot: 18,
    defect: (c) => ({
      listAnswer(paged, list, query) {
        return c.listAnswer(paged, query.status === null ? list : [...list].reverse(), query);
      },
    }),
  }),
  corpusDefect({
    name: 'typePagesOldestFirstInUnixTime',
    breaks: 'datetimes as Unix time; the pages of a types filter list their items oldest first',
    killedBy: 'everyPageIsNewestFirst',
    blindSpot: 18,
    choices: { datetime: 'unix' },
    defect: (c) => ({
      listAnswer(paged, list, query) {
        return c.listAnswer(paged, query.types === null ? list : [...list].reverse(), query);
      },
    }),
  }),
  corpusDefect({
    name: 'oldestFirstInCjkDates',
    breaks:
      "datetimes as CJK dates (2026年11月22日 12:00:00, not the configs' dateFormat); the whole list oldest first",
    killedBy: 'listIsNewestFirst',
    blindSpot: 18,
    choices: { datetime: 'cjk' },
    defect: (c) => ({
      paginate(items, query) {
        return c.paginate([...items].reverse(), query);
      },
    }),
  }),
  corpusDefect({
    name: 'oldestFirstInEnglishDates',
    breaks: 'datetimes as English long dates (22 November 2026 at 13:30:00); the whole list oldest first',
    killedBy: 'listIsNewestFirst',
    blindSpot: 18,
    choices: { datetime: 'english' },
    defect: (c) => ({
      paginate(items, query) {
        return c.paginate([...items].reverse(), query);
      },
    }),
  }),
  corpusDefect({
    name: 'statusForgottenPastTheFirstPage',
    breaks:
      "status=0/1 counted right but applied to page 1 only: page 2 of a status list holds the whole list's items at its place (an inbox of 14: every status list fits one page of 15)",
    killedBy: 'everyItemHasTheRequestedStatus',
    blindSpot: 18,
    shows: 'on deep pages',
    choices: { inboxSize: 14, seed: 21 },
    defect: (c) => {
      let whole: Stored[] = [];
      return {
        select(inbox, query) {
          whole = c.order(c.select(inbox, { ...query, status: null }));
          return c.select(inbox, query);
        },
        paginate(items, query) {
          const paged = c.paginate(items, query);
          if ('kind' in paged || query.status === null || query.page < 2) return paged;
          const start = (query.page - 1) * query.pageSize;
          return { ...paged, items: whole.slice(start, start + paged.items.length) };
        },
      };
    },
  }),
  corpusDefect({
    name: 'secondAccountsLikesWithActionTypeZero',
    breaks: "the second account's Like notifications carry actionType 0",
    killedBy: 'actionTypeMatchesTheNotificationType',
    blindSpot: 18,
    shows: 'on the second account',
    defect: onTheSecondAccount((n) => n.type === 3 && (n.actionType = 0)),
  }),
];
