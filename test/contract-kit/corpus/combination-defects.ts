// Defects found by probing combinations the kit once asked only one way: several types with a status, and a
// blacklist whose keys the other object holds too. Each hides from a check that tried the simpler combination.
import { onQuery, corpusDefect } from './corpus-defect.js';

export const combinationDefects = [
  corpusDefect({
    name: 'statusIgnoredWithSeveralTypes',
    breaks: 'the status filter dropped when types names several types (types=3,5&status=0 answers read ones too)',
    killedBy: 'typesAndStatusCombine',
    blindSpot: 15,
    defect: onQuery((q) => (q.types && q.types.size > 1 ? { ...q, status: null } : q)),
  }),
  corpusDefect({
    name: 'infoBlacklistAlsoOnUser',
    breaks: 'a filterInfo blacklist removes the same keys from actionUser too (one projection pass over both objects)',
    killedBy: 'infoFilterLeavesActionUserWhole',
    blindSpot: 15,
    defect: onQuery((q) => (q.info?.mode === 'blacklist' && !q.user ? { ...q, user: q.info } : q)),
  }),
  corpusDefect({
    name: 'userBlacklistAlsoOnInfo',
    breaks: 'a filterUser blacklist removes the same keys from actionInfo too',
    killedBy: 'userFilterLeavesActionInfoWhole',
    blindSpot: 15,
    defect: onQuery((q) => (q.user?.mode === 'blacklist' && !q.info ? { ...q, info: q.user } : q)),
  }),
];
