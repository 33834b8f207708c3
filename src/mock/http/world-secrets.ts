// The secrets the request log must never print, whoever sends them: every token of every account the world knows
// (the demo account, --users accounts, fixtures accounts), indexed once per world.
import type { World } from '../world/create-world.js';
import { SecretFinder } from '../../redaction/index.js';

const finders = new WeakMap<World, SecretFinder>();

export function worldSecrets(world: World): SecretFinder {
  let finder = finders.get(world);
  if (!finder) {
    const tokens = world.options.accounts.flatMap((account) => [account.aidToken, account.uidToken]);
    // A token also travels encoded (a custom auth header, a debug echo): as base64, base64url and hex (either case).
    const encoded = tokens.flatMap((token) => {
      const hex = Buffer.from(token).toString('hex');
      return [Buffer.from(token).toString('base64'), Buffer.from(token).toString('base64url'), hex, hex.toUpperCase()];
    });
    finder = new SecretFinder([...tokens, ...encoded]);
    finders.set(world, finder);
  }
  return finder;
}
