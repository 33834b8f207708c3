// The order of the keys in the whole configs answer (assumption configs-key-order): the spec's table order, a choice of
// the mock; the real system's recorded answer has the same members in its stored rows' order.
import { describe, expect, it } from 'vitest';
import { configKeys } from '../../../src/schema/global-configs.js';
import { fixedWorld } from '../../helpers/fixed-world.js';
import { readRealAnswers, realAnswersSkipReason } from '../../helpers/real-answers.js';

const fresh = Object.keys(fixedWorld({ seed: 7, configs: 'fresh-install', notifications: 0 }).world.configs);
const skipReason = realAnswersSkipReason();

describe('the keys of the whole configs', () => {
  it("come with the spec's keys first, in the spec's table order, then the real system's others", () => {
    expect(fresh.slice(0, configKeys.length)).toEqual(configKeys);
    expect(fresh.slice(-2)).toEqual(['cache_datetime', 'cache_minutes']);
  });

  describe.skipIf(skipReason !== undefined)(`beside the real system's${skipReason ? ` (${skipReason})` : ''}`, () => {
    const real = () => {
      const answer = readRealAnswers().find((a) => a.name === 'configs-all')!;
      return Object.keys((answer.body as { data: Record<string, unknown> }).data);
    };

    it('are the same members as a fresh install of the real system sends', () => {
      expect([...fresh].sort()).toEqual([...real()].sort());
    });

    it('differ from its order, which is its stored rows’ (the evidence the assumption cites)', () => {
      expect(real().slice(0, 5)).toEqual([
        'installed_datetime',
        'cache_datetime',
        'bulletin_name',
        'bulletin_contents',
        'language_status',
      ]);
      const inSpecOrder = real().filter((key) => (configKeys as readonly string[]).includes(key));
      expect(inSpecOrder).not.toEqual(configKeys);
      expect(new Set(inSpecOrder)).toEqual(new Set(configKeys));
    });
  });
});
