// The two accounts of this implementation: tokens from the seed (hex, so letter case matters), inboxes that share nothing.
import { INDEPENDENT_NOW, type Choices } from './choices.js';
import { generateInbox } from './inbox.js';
import type { Account } from './pipeline.js';
import { seededRandom } from './seeded-random.js';

/** Two accounts, tokens from the seed (hex, so letter case matters), inboxes that share nothing. */
export function accountsOf(choices: Choices): Account[] {
  const random = seededRandom(choices.seed * 31 + 1);
  const hex = () => Array.from({ length: 24 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
  return [1, 2].map((n) => ({
    aid: `team-${n}`,
    aidToken: hex(),
    uid: String(70_000 + n),
    uidToken: hex(),
    inbox: generateInbox({
      size: n === 1 ? choices.inboxSize : 40,
      seed: choices.seed * 100 + n,
      prefix: `n${n}`,
      nowMs: choices.realClock ? Date.now() : (choices.clock?.startsAt ?? INDEPENDENT_NOW),
      shape: choices.shape,
      ...(choices.types ? { types: choices.types } : {}),
      ...(n === 1 && choices.plainFirst ? { plainFirst: choices.plainFirst } : {}),
      ...(choices.clusterAt ? { clusterAt: choices.clusterAt } : {}),
      ...(choices.rich ? { rich: true } : {}),
      ...(choices.trickyData ? { tricky: true } : {}),
      ...(choices.guestPlaceholder ? { guestPlaceholder: true } : {}),
      ...(choices.quotes ? { quotes: choices.quotes } : {}),
      ...(choices.freshData ? { fresh: true } : {}),
      ...(choices.nestedTimes ? { nestedTimes: true } : {}),
      ...(choices.realSized ? { realSized: true } : {}),
    }),
  }));
}
