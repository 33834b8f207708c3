// Dot paths as deep as the data nests (three names and more, found across the pages a search may fetch): a server
// that follows one dot only keeps or drops the wrong subtree.
import { defineCheck, pass, skip, type Check } from '../kit/check.js';
import { discover, projectedAsExpected, type Target } from './list-projection-checks.js';
import { keysParameter, type Mode } from './projection-expectations.js';

const TARGETS: Target[] = ['actionUser', 'actionInfo'];
const MODES: Mode[] = ['whitelist', 'blacklist'];

export const dotPathsReachAsDeepAsTheDataNests = defineCheck({
  name: 'dotPathsReachAsDeepAsTheDataNests',
  endpoint: 'notifications',
  why: 'author.stats.followerCount keeps (or removes) one value three levels down, not its parent nor nothing.',
  source: 'Endpoints › Notification list › filterUserKeys, filterInfoKeys (dot notation for multi-dimensional arrays)',
  provenance: 'spec',
  restsOn: ['projection', 'dotPaths'],
  async run(ctx) {
    const tried: string[] = [];
    const missing: string[] = [];
    for (const target of TARGETS) {
      const found = await discover(ctx, target, 'deep path');
      if ('outcome' in found) {
        if (found.outcome.status !== 'skip') return found.outcome;
        missing.push(found.outcome.reason);
        continue;
      }
      for (const mode of MODES) {
        const outcome = await projectedAsExpected(ctx, target, mode, found);
        if (outcome.status === 'fail') return outcome;
        if (outcome.status === 'pass') tried.push(`${target} ${mode} ${keysParameter(found.keys)}`);
      }
    }
    return tried.length === 0 ? skip(missing.join('; ')) : pass(tried.join(', '));
  },
});

export const deepPathChecks: Check[] = [dotPathsReachAsDeepAsTheDataNests];
