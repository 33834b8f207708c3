// Blind spot 12: data a check needs sits beyond the first page (the first pages hold flat objects only, or the bug
// touches older notifications only): a check that looked at page 1 alone skipped, or passed, and missed it.
import { INDEPENDENT_NOW } from '../independent-server/choices.js';
import { corpusDefect, onEachRendered } from './corpus-defect.js';

const DAY = 86_400_000;
const isIndex = (s: string) => /^\d+$/.test(s);

export const deepDataDefects = [
  corpusDefect({
    name: 'indexPathsIgnoredDeepInTheInbox',
    breaks: 'whitelist `roles.0.rid` keeps nothing, on a server whose lists of objects first appear on page 4',
    killedBy: 'userWhitelistFollowsListIndexPaths',
    blindSpot: 12,
    choices: { plainFirst: 45 },
    defect: (c) => ({
      project: (object, filter) =>
        c.project(
          object,
          filter.mode === 'whitelist' ? { ...filter, paths: filter.paths.filter((p) => !p.some(isIndex)) } : filter,
        ),
    }),
  }),
  corpusDefect({
    name: 'blacklistDotPathDropsTheParentDeepInTheInbox',
    breaks:
      'blacklist `stats.followerCount` removes all of stats, on a server whose nested objects first appear on page 4',
    killedBy: 'userBlacklistFollowsDotPaths',
    blindSpot: 12,
    choices: { plainFirst: 45 },
    defect: (c) => ({
      project: (object, filter) =>
        c.project(
          object,
          filter.mode === 'blacklist' ? { ...filter, paths: filter.paths.map((p) => p.slice(0, 1)) } : filter,
        ),
    }),
  }),
  corpusDefect({
    name: 'deepPathsIgnoredDeepInTheInbox',
    breaks: 'dot paths of three names ignored, on a server whose objects nest three levels only from page 5 on',
    killedBy: 'dotPathsReachAsDeepAsTheDataNests',
    blindSpot: 12,
    choices: { plainFirst: 60 },
    defect: (c) => ({
      project: (object, filter) =>
        c.project(object, { ...filter, paths: filter.paths.filter((p) => p.length < 3 || p.some(isIndex)) }),
    }),
  }),
  corpusDefect({
    name: 'nullUserWhitelistedIntoObjectDeepInTheInbox',
    breaks: 'whitelist on a null actionUser answers {}, on a server whose first null objects are on page 4',
    killedBy: 'filtersLeaveNullObjectsNull',
    blindSpot: 12,
    choices: { plainFirst: 45 },
    defect: (c) => ({
      project: (object, filter) => (object === null && filter.mode === 'whitelist' ? {} : c.project(object, filter)),
    }),
  }),
  corpusDefect({
    name: 'oldCommentsPointAtTheCommentedContent',
    breaks:
      "comments older than 300 days (an old table) carry the commented content's id in contentFsid: none on the first page of comments",
    killedBy: 'commentsPointAtTheCommentNotTheCommentedContent',
    blindSpot: 12,
    choices: { inboxSize: 300 },
    defect: onEachRendered((out, item) => {
      const info = out.actionInfo as Record<string, unknown> | null;
      if (item.type === 8 && info && item.createdAt < INDEPENDENT_NOW - 300 * DAY)
        out.contentFsid = (info.pid ?? info.cid) as string;
    }),
  }),
  corpusDefect({
    name: 'oldQuotesKeepAnOlderNumbering',
    breaks:
      'quotes older than 300 days carry actionTarget 4, the newer ones 5: two readings in one inbox, none on the first page of quotes',
    killedBy: 'quotesFollowOneReadingOfTheSpec',
    blindSpot: 12,
    shows: 'on deep pages',
    choices: { inboxSize: 300, quotes: 'real' },
    defect: onEachRendered((out, item) => {
      if (item.type === 9 && item.createdAt < INDEPENDENT_NOW - 300 * DAY) out.actionTarget = 4;
    }),
  }),
];
