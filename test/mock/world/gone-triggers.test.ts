// Members who are gone, as the real system shows them (measured on it: a soft-deleted trigger, a disabled one): a
// deleted account's notifications carry its deactivated placeholder (`status` false, not anonymous), a deactivated or
// leaving member keeps its User Info with the site's deactivated avatar. Deterministic per seed, at a realistic rate.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/types.js';
import { fixedWorld, problems } from '../../helpers/fixed-world.js';

function everyNotification(seed: number, size: number): Notification[] {
  const { world } = fixedWorld({ seed, notifications: size });
  const source = world.accounts[0]!.notifications;
  const view = { language: world.languages[0]!, nowMs: world.nowMs };
  return Array.from({ length: size }, (_, i) => source.render(i, view));
}

type Someone = { fsid: string | null; status: boolean; avatar: string | null; waitDelete: boolean };
const deleted = (n: Notification) =>
  n.actionUser !== null && (n.actionUser as unknown as Someone).fsid === null && !n.actionUserIsAnonymous;

describe.each([1, 2, 7])('the triggers of seed %i', (seed) => {
  const all = everyNotification(seed, 3000);

  it('include a deleted member now and then: the deactivated placeholder, status false, not anonymous', () => {
    const gone = all.filter(deleted);
    expect(gone.length).toBeGreaterThan(0.01 * all.length);
    expect(gone.length).toBeLessThan(0.035 * all.length);
    for (const n of gone) {
      const user = n.actionUser as unknown as Someone;
      expect([user.status, user.avatar]).toEqual([false, expect.stringMatching(/\/assets\/deactivated\.png$/)]);
      expect(problems('UserPlaceholder', n.actionUser)).toEqual([]);
    }
  });

  it('are the same on every build of the seed', () => {
    const again = everyNotification(seed, 3000);
    expect(again.map(deleted)).toEqual(all.map(deleted));
  });

  it("show a deactivated or leaving member's User Info with the site's deactivated avatar, and no other member so", () => {
    const members = all
      .map((n) => n.actionUser as unknown as Someone | null)
      .filter((u): u is Someone => u !== null && u.fsid !== null);
    const gone = members.filter((u) => !u.status || u.waitDelete);
    expect(gone.length).toBeGreaterThan(0);
    for (const u of members)
      expect([u.fsid, (u.avatar ?? '').endsWith('/assets/deactivated.png')]).toEqual([
        u.fsid,
        !u.status || u.waitDelete,
      ]);
  });
});
