// User Info as the real system answers it on a fresh install (its installer's count switches, profile lists and custom
// scores), the viewer's own profile, the follow that never expires, the bio as HTML, and the anonymous placeholder.
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { userPlaceholder } from '../../../src/mock/world/anonymous-user.js';
import { createWorld } from '../../../src/mock/world/create-world.js';
import { freshInstallSite } from '../../../src/mock/world/fresh-install-site.js';
import type { UserInfo } from '../../../src/schema/index.js';
import { FIXED_NOW, problems } from '../../helpers/fixed-world.js';

const world = createWorld({
  seed: 1,
  nowMs: FIXED_NOW,
  notificationsPerAccount: 300,
  accounts: [DEMO_CREDENTIALS],
  site: freshInstallSite(),
});
const own = world.accounts[0]!.users[0]!.info;
const members = world.pools.members as UserInfo[];

/** What a fresh install's `stats` answers for another user: measured on the real system (v3.6.2, as installed). */
const freshStats: [string, 'number' | 'null'][] = [
  ['likeUserCount', 'number'],
  ['likeGroupCount', 'null'],
  ['likePostCount', 'null'],
  ['dislikeUserCount', 'null'],
  ['followUserCount', 'number'],
  ['followGroupCount', 'number'],
  ['followHashtagCount', 'null'],
  ['blockUserCount', 'null'],
  ['viewCount', 'number'],
  ['likerCount', 'number'],
  ['dislikerCount', 'null'],
  ['followerCount', 'number'],
  ['blockerCount', 'null'],
  ['postPublishCount', 'number'],
  ['postLikeCount', 'number'],
  ['postDislikeCount', 'null'],
  ['postFollowCount', 'number'],
  ['postBlockCount', 'null'],
  ['commentLikeCount', 'number'],
  ['commentDislikeCount', 'null'],
  ['commentBlockCount', 'null'],
  ['extcredits1', 'null'],
  ['extcredits1Unit', 'null'],
  ['extcredits5', 'null'],
  ['extcredits5Unit', 'null'],
];

describe('User Info on a fresh install', () => {
  it.each(freshStats)("another user's stats.%s is %s", (key, type) => {
    for (const user of members) {
      const value = (user.stats as Record<string, unknown>)[key];
      expect(value === null ? 'null' : typeof value).toBe(type);
    }
  });

  it('names the custom scores as the real system does when the site names none, all off', () => {
    for (const n of [1, 2, 3, 4, 5])
      expect(members[0]!.stats).toMatchObject({ [`extcredits${n}Name`]: `extcredits${n}`, [`extcredits${n}State`]: 1 });
  });

  it("shows the viewer its own private counts and scores (the real system's $isMe)", () => {
    for (const key of ['dislikerCount', 'blockerCount', 'extcredits1', 'extcredits3'])
      expect((own.stats as Record<string, unknown>)[key]).toEqual(expect.any(Number));
    // What the user did stays behind its profile list, even for itself.
    expect(own.stats.likePostCount).toBeNull();
  });

  it('has no detail URL without site_url', () => {
    for (const user of [own, ...members]) expect(user.url).toBeNull();
  });
});

describe('User Info on the seeded site', () => {
  const seeded = createWorld({ seed: 1, nowMs: FIXED_NOW, notificationsPerAccount: 30, accounts: [DEMO_CREDENTIALS] });
  const users = seeded.pools.members as UserInfo[];

  it('shows the public score to everyone, the private one only to its user, and names both', () => {
    for (const user of users) {
      expect(user.stats).toMatchObject({ extcredits1: expect.any(Number), extcredits1Name: 'Reputation' });
      expect(user.stats).toMatchObject({ extcredits2: null, extcredits2State: 2, extcredits2Unit: 'coin' });
    }
    expect(seeded.accounts[0]!.users[0]!.info.stats.extcredits2).toEqual(expect.any(Number));
  });

  it('answers followExpired null unless the viewer follows by a page whose follow expires', () => {
    const interactions = users.map((u) => u.interaction);
    for (const i of interactions) {
      if (i.followExpiryDateTime === null) expect(i.followExpired).toBeNull();
      else expect([i.followStatus, i.followExpired]).toEqual([true, false]);
    }
    expect(interactions.some((i) => i.followStatus && i.followExpired === null)).toBe(true);
  });

  it('escapes the bio as HTML, and answers an empty string without one (never null)', () => {
    for (const user of users) expect(user.bioHtml).toBe(user.bio === null ? '' : user.bio.replace(/&/g, '&amp;'));
    expect(users.some((u) => u.bio === null) && users.some((u) => u.bio !== null)).toBe(true);
  });
});

describe('the placeholder of an anonymous or a gone user', () => {
  it.each(['anonymous', 'deactivated'] as const)('is the real system’s %s placeholder', (kind) => {
    const placeholder = userPlaceholder(world.site, kind);
    expect(problems('UserPlaceholder', placeholder)).toEqual([]);
    expect(placeholder).toMatchObject({ nickname: null, stats: null, moreInfo: [], roleRankState: 1 });
    expect(placeholder.status).toBe(kind === 'anonymous');
    for (const key of ['interaction', 'conversation', 'registerDateTime']) expect(placeholder).not.toHaveProperty(key);
  });

  it('is what anonymous triggers and authors carry', () => {
    const anonymous = world.accounts[0]!.notifications;
    const view = { language: world.languages[0]!, nowMs: world.nowMs };
    const triggers = Array.from({ length: anonymous.index.size }, (_, i) => anonymous.render(i, view)).filter(
      (n) => n.actionUserIsAnonymous,
    );
    expect(triggers.length).toBeGreaterThan(0);
    for (const n of triggers) expect(n.actionUser).toEqual(userPlaceholder(world.site));
  });
});

describe('posts and comments as a notification lists them', () => {
  const { posts, comments } = world.pools.library;

  it('names a quoted post by its pid, and flags a quote of a quote (isMultiLevelQuote)', () => {
    const quoting = posts.filter((p) => p.quotedPost !== null);
    expect(quoting.length).toBeGreaterThan(0);
    const byPid = new Map(posts.map((p) => [p.pid, p]));
    for (const p of quoting) {
      expect(byPid.has(p.quotedPost as string)).toBe(true);
      expect(p.isMultiLevelQuote).toBe(byPid.get(p.quotedPost as string)!.quotedPost !== null);
    }
  });

  it("gives a comment's button the real member names, and no post (replyToPost null)", () => {
    for (const c of comments) {
      expect(Object.keys(c.activeButton).sort()).toEqual(['buttonName', 'buttonStyle', 'buttonUrl', 'hasActiveButton']);
      expect(c.replyToPost).toBeNull();
    }
  });

  it('shows no app button on a fresh install (no app installed), and some on a seeded site (its apps)', () => {
    const shown = (list: typeof comments) => list.filter((c) => c.activeButton.hasActiveButton);
    expect(shown(comments)).toEqual([]);
    for (const c of comments)
      expect([c.activeButton.buttonName, c.activeButton.buttonStyle, c.activeButton.buttonUrl]).toEqual([
        null,
        null,
        null,
      ]);
    const seeded = createWorld({
      seed: 1,
      nowMs: FIXED_NOW,
      notificationsPerAccount: 300,
      accounts: [DEMO_CREDENTIALS],
    });
    const buttons = shown(seeded.pools.library.comments);
    expect(buttons.length).toBeGreaterThan(0);
    for (const c of buttons) expect(c.activeButton.buttonUrl).toMatch(/^https:\/\//);
  });

  it.each(['dislikeCount', 'blockCount', 'commentDislikeCount', 'commentBlockCount'] as const)(
    "keeps a comment's %s private on a fresh install",
    (key) => {
      for (const c of comments) expect(c[key]).toBeNull();
    },
  );
});
