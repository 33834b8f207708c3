// Generated notifications: valid, coherent per type, newest first, all nine types, about a third unread.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/types.js';
import { fixedWorld, problems, FIXED_NOW } from '../../helpers/fixed-world.js';

const en = (world: ReturnType<typeof fixedWorld>['world']) => ({ language: world.languages[0]!, nowMs: world.nowMs });

function everyNotification(seed: number, size = 120): Notification[] {
  const { world } = fixedWorld({ seed, notifications: size });
  const source = world.accounts[0]!.notifications;
  return Array.from({ length: size }, (_, i) => source.render(i, en(world)));
}

/** Parses `m/d/Y H:i:s` (the English dateFormat) back to epoch ms. */
const parseEn = (text: string) => {
  const [, m, d, y, hh, mm, ss] = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d):(\d\d)$/.exec(text)!.map(Number);
  return Date.UTC(y!, m! - 1, d!, hh, mm, ss);
};

const shapeOfTarget: Record<number, string> = {
  1: 'UserInfo',
  2: 'Group',
  3: 'Hashtag',
  4: 'Geotag',
  5: 'Post',
  6: 'Comment',
};

describe.each([1, 2, 7])('notifications of seed %i', (seed) => {
  const all = everyNotification(seed);

  it('each validate against the document', () => {
    expect(all.flatMap((n) => problems('Notification', n))).toEqual([]);
  });

  it('cover all nine types', () => {
    expect(new Set(all.map((n) => n.type)).size).toBe(9);
  });

  it('are about a third unread', () => {
    const unread = all.filter((n) => !n.readStatus).length / all.length;
    expect(unread).toBeGreaterThan(0.22);
    expect(unread).toBeLessThan(0.45);
  });

  it('come newest first, in the past, with unique nmids', () => {
    const times = all.map((n) => parseEn(n.datetime));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    expect(times[0]!).toBeLessThanOrEqual(FIXED_NOW);
    expect(new Set(all.map((n) => n.nmid)).size).toBe(all.length);
  });

  it('carry the matching actionType for Like, Dislike, Follow and Block', () => {
    for (const n of all.filter((x) => x.type >= 3 && x.type <= 6)) expect(n.actionType).toBe(n.type - 2);
  });

  it('give actionInfo the shape of its actionTarget (type 9: the quoting post, actionTarget 5, as the real system)', () => {
    for (const n of all.filter((x) => x.actionInfo !== null)) {
      expect(problems(shapeOfTarget[n.actionTarget!]!, n.actionInfo), `${n.nmid} type ${n.type}`).toEqual([]);
    }
    for (const n of all.filter((x) => x.type === 9)) expect(n.actionTarget).toBe(5);
  });

  it("send quotes as the real system: the quoting post by actionUser, the recipient's quoted post's pid in contentFsid", () => {
    const recipient = fixedWorld({ seed }).world.accounts[0]!.users[0]!.info;
    const quotes = all.filter((x) => x.type === 9);
    expect(quotes.length).toBeGreaterThan(0);
    for (const n of quotes) {
      const post = n.actionInfo as { pid: string; author: { uid: unknown }; isAnonymous: boolean; quotedPost: unknown };
      const quoted = post.quotedPost as string | { pid: string; author: { uid: unknown } };
      expect(n.contentFsid).toBe(typeof quoted === 'string' ? quoted : quoted.pid);
      if (typeof quoted !== 'string') expect(quoted.author.uid, `${n.nmid} quotes the recipient`).toBe(recipient.uid);
      expect(post.author.uid, `${n.nmid}: the quoting post is another's`).not.toBe(recipient.uid);
      expect(post.author).toEqual(n.actionUser);
      expect(post.isAnonymous).toBe(n.actionUserIsAnonymous);
      expect(n.content).toBe((n.actionInfo as { content: string }).content);
    }
  });

  it('send quotes as the spec sentence writes them in a world that asks so (actionTarget 4, the quoted post)', () => {
    const other = fixedWorld({ seed, quotes: 'sentence' }).world;
    const sentence = other.accounts[0]!.notifications;
    const real = fixedWorld({ seed }).world.accounts[0]!.notifications;
    const view = en(other);
    let seen = 0;
    for (let i = 0; i < real.index.size; i++) {
      const [r, s] = [real.render(i, view), sentence.render(i, view)];
      if (r.type !== 9) {
        expect(s).toEqual(r);
        continue;
      }
      seen++;
      expect(s.actionTarget).toBe(4);
      expect((s.actionInfo as { pid: string }).pid).toBe(r.contentFsid);
      expect(s.contentFsid).toBe((r.actionInfo as { pid: string }).pid);
      expect([s.actionUser, s.content]).toEqual([r.actionUser, r.content]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("put the comment's cid (type 8) and a post's pid (type 9) in contentFsid, and null elsewhere", () => {
    for (const n of all) {
      if (n.type === 8 || n.type === 9) expect(n.contentFsid).toMatch(/^[0-9A-Za-z]{8}$/);
      else expect(n.contentFsid).toBeNull();
    }
  });

  it("use real members as trigger users, the anonymous placeholder flagged as such, or a deleted account's", () => {
    for (const n of all.filter((x) => x.actionUser !== null)) {
      // The real system's placeholder stands in for an anonymous trigger and for a deleted account (status false).
      const user = n.actionUser as {
        fsid: string | null;
        url: string | null;
        nickname: string | null;
        status: boolean;
      };
      const placeholder = n.actionUserIsAnonymous || 'registerDate' in user;
      expect(problems(placeholder ? 'UserPlaceholder' : 'UserInfo', n.actionUser)).toEqual([]);
      if (placeholder) expect([user.fsid, user.nickname, user.status]).toEqual([null, null, n.actionUserIsAnonymous]);
      else expect(user.url).toMatch(new RegExp(`/u/${user.fsid}$`));
    }
  });

  it('leave actionUser out only for system and recommend messages', () => {
    const withoutUser = new Set(all.filter((n) => n.actionUser === null).map((n) => n.type));
    expect([...withoutUser].every((t) => t === 1 || t === 2)).toBe(true);
  });

  it('summarise the content of mentions, comments and quotes, and keep likes without content', () => {
    for (const n of all) {
      if ([1, 2, 7, 8, 9].includes(n.type)) expect(n.content, `type ${n.type}`).toEqual(expect.any(String));
      if (n.type >= 3 && n.type <= 6) expect(n.content).toBeNull();
    }
    const recipient = fixedWorld({ seed }).world.accounts[0]!.users[0]!.info;
    for (const n of all.filter((x) => x.type === 7)) expect(n.content).toContain(`@${recipient.username}`);
  });

  it("make the recipient's own posts and comments the target of dislikes and blocks", () => {
    const { world } = fixedWorld({ seed });
    const recipient = world.accounts[0]!.users[0]!.info;
    for (const n of all.filter((x) => [4, 6].includes(x.type) && (x.actionTarget === 5 || x.actionTarget === 6))) {
      expect((n.actionInfo as { author: { uid: number } }).author.uid).toBe(recipient.uid);
    }
  });
});

describe('world size and accounts', () => {
  it('renders the same bytes for the same seed and other bytes for another seed', () => {
    expect(JSON.stringify(everyNotification(1))).toBe(JSON.stringify(everyNotification(1)));
    expect(JSON.stringify(everyNotification(2))).not.toBe(JSON.stringify(everyNotification(1)));
  });

  it('gives each account its own notifications', () => {
    const { world } = fixedWorld({ extraAccounts: 2 });
    const pages = world.accounts.map((a) =>
      JSON.stringify(Array.from({ length: 15 }, (_, i) => a.notifications.render(i, en(world)))),
    );
    expect(new Set(pages).size).toBe(3);
  });

  it('keeps account 1 the same whatever the number of extra accounts', () => {
    const alone = fixedWorld().world;
    const withOthers = fixedWorld({ extraAccounts: 3 }).world;
    expect(JSON.stringify(withOthers.accounts[0]!.notifications.render(5, en(withOthers)))).toBe(
      JSON.stringify(alone.accounts[0]!.notifications.render(5, en(alone))),
    );
  });

  it('scales to a million notifications', () => {
    const { world } = fixedWorld({ notifications: 1_000_000 });
    const source = world.accounts[0]!.notifications;
    expect(source.index.size).toBe(1_000_000);
    expect(problems('Notification', source.render(999_999, en(world)))).toEqual([]);
  });

  it('allows an empty world', () => {
    expect(fixedWorld({ notifications: 0 }).world.accounts[0]!.notifications.index.size).toBe(0);
  });
});
