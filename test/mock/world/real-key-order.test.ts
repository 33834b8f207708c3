// The structures' keys in the real system's order (measured on its answers): User Info's profile, then bioHtml, the
// main role, archives, operations, roles, interaction, conversation, stats; a post's manages before its controls.
import { describe, expect, it } from 'vitest';
import type { Post, UserInfo } from '../../../src/types.js';
import { fixedWorld } from '../../helpers/fixed-world.js';

describe('the key order of the structures', () => {
  const { world } = fixedWorld({ seed: 5 });
  // The real system's User Info: its profile, then bioHtml, the main role, archives, operations, roles, interaction,
  // conversation, stats (measured on its answers); a post's and a comment's manages before their controls; a place's
  // distance and unit after its extends.
  it('is the real system’s for a User Info, a post, a comment and a place', () => {
    for (const m of world.pools.members as UserInfo[]) {
      const keys = Object.keys(m);
      expect(keys.slice(keys.indexOf('moreInfo'), keys.indexOf('moreInfo') + 3)).toEqual([
        'moreInfo',
        'bioHtml',
        'nicknameColor',
      ]);
      expect(keys.slice(-6)).toEqual(['archives', 'operations', 'roles', 'interaction', 'conversation', 'stats']);
    }
    for (const p of world.pools.library.posts as Post[])
      expect(Object.keys(p).slice(-2)).toEqual(['manages', 'controls']);
    for (const c of world.pools.library.comments) expect(Object.keys(c).slice(-2)).toEqual(['manages', 'controls']);
    for (const place of world.pools.taxonomy.geotags)
      expect(Object.keys(place).slice(-6)).toEqual([
        'moreInfo',
        'archives',
        'operations',
        'distance',
        'unit',
        'interaction',
      ]);
  });
});
