// The secrets the request log must never print, whoever sends them: every token of every account the world knows
// (the demo account, --users accounts, fixtures accounts), indexed once per world.
import type { World } from '../world/create-world.js';
import { SecretFinder } from '../../redaction/index.js';

const finders = new WeakMap<World, SecretFinder>();

export function worldSecrets(world: World): SecretFinder {
  let finder = finders.get(world);
  if (!finder) {
    finder = new SecretFinder(world.options.accounts.flatMap((account) => [account.aidToken, account.uidToken]));
    finders.set(world, finder);
  }
  return finder;
}
