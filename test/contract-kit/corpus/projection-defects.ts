// More projection bugs, one per projection check not yet proven elsewhere in the corpus, and a value only the
// document (not the spec) rules out.
import { corpusDefect, onEachItem, onQuery } from './corpus-defect.js';

const isUser = (o: Record<string, unknown> | null) => o !== null && 'stats' in o;
const isIndex = (s: string) => /^\d+$/.test(s);

export const projectionDefects = [
  corpusDefect({
    name: 'userDotPathKeepsTheParent',
    breaks: 'whitelist stats.followerCount keeps all of stats (actionUser only)',
    killedBy: 'userWhitelistFollowsDotPaths',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) =>
        c.project(
          o,
          f.mode === 'whitelist' && isUser(o)
            ? { ...f, paths: f.paths.map((p) => (p.length === 2 ? p.slice(0, 1) : p)) }
            : f,
        ),
    }),
  }),
  corpusDefect({
    name: 'userBlacklistIgnored',
    breaks: 'filterUserType=blacklist ignored',
    killedBy: 'userBlacklistRemovesNamedKeys',
    blindSpot: 0,
    defect: onQuery((q) => (q.user?.mode === 'blacklist' ? (({ user: _user, ...rest }) => rest)(q) : q)),
  }),
  corpusDefect({
    name: 'infoWhitelistKeepsTheAuthor',
    breaks: 'a whitelisted actionInfo always keeps its author',
    killedBy: 'infoWhitelistKeepsOnlyNamedKeys',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) => {
        const out = c.project(o, f);
        return f.mode === 'whitelist' && o && !isUser(o) && 'author' in o && out ? { ...out, author: o.author } : out;
      },
    }),
  }),
  corpusDefect({
    name: 'infoBlacklistDotPathIgnored',
    breaks: 'blacklist author.uid on actionInfo removes nothing',
    killedBy: 'infoBlacklistFollowsDotPaths',
    blindSpot: 0,
    defect: (c) => ({
      project: (o, f) =>
        c.project(
          o,
          f.mode === 'blacklist' && o && !isUser(o) ? { ...f, paths: f.paths.filter((p) => p.length === 1) } : f,
        ),
    }),
  }),
  corpusDefect({
    name: 'infoBlacklistIndexRemovesTheElement',
    breaks: 'blacklist hashtags.0.name removes all of hashtags[0]',
    killedBy: 'infoBlacklistFollowsListIndexPaths',
    blindSpot: 1,
    defect: (c) => ({
      project: (o, f) =>
        c.project(
          o,
          f.mode === 'blacklist' && o && !isUser(o)
            ? { ...f, paths: f.paths.map((p) => (p.length === 3 && isIndex(p[1]!) ? p.slice(0, 2) : p)) }
            : f,
        ),
    }),
  }),
  corpusDefect({
    name: 'actionTypeElevenOnMentions',
    breaks: 'actionType 11 on mentions (the document lists 1–10; the spec shows no numbers)',
    killedBy: 'everyAnswerMatchesTheDocumentedSchema',
    blindSpot: 6,
    defect: onEachItem((n) => n.type === 7 && (n.actionType = 11)),
  }),
];
