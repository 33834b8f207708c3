// The structures' times as the real system writes them (measured on it: a user's registerDateTime `11/26/2026 15:48:03`,
// a post's createdDatetime `11/26 15:48` on an English site), in the request's language and time zone.
import { describe, expect, it } from 'vitest';
import { LocalizedTimes } from '../../../src/mock/world/localized-times.js';
import { siteLanguages } from '../../../src/mock/world/languages.js';
import type { Post, UserInfo } from '../../../src/types.js';
import { fixedWorld } from '../../helpers/fixed-world.js';

const english = siteLanguages.find((l) => l.dateFormat === 'm/d/Y')!;
const other = siteLanguages.find((l) => l.dateFormat !== 'm/d/Y')!;
const times = new LocalizedTimes(Date.parse('2026-11-22T12:00:00Z'));
const user = {
  fsid: 'ava',
  registerDateTime: '2026-11-21 23:30:00',
  lastPublishPostDateTime: null,
  birthday: '1990-01-02',
};
const post = {
  pid: 'p1',
  createdDatetime: '2026-11-22 08:05:09',
  createdTimeAgo: 'stale',
  editedDatetime: '2026-03-01 10:00:00',
  lastCommentDatetime: '2025-12-31 10:00:00',
  author: user,
  extends: { infos: [{ endDateTime: '2026-12-01 00:00:00' }] },
};

describe('LocalizedTimes', () => {
  it.each([
    ['a user time: date format plus H:i:s', (p: typeof post) => p.author.registerDateTime, 0, '11/21/2026 23:30:00'],
    ['a post time the same day: H:i', (p: typeof post) => p.createdDatetime, 0, '08:05'],
    ['its humanized form, relative to the clock', (p: typeof post) => p.createdTimeAgo, 0, '3 hour ago'],
    ['a post time the same year: no year', (p: typeof post) => p.editedDatetime, 0, '03/01 10:00'],
    ['a post time of another year: in full', (p: typeof post) => p.lastCommentDatetime, 0, '12/31/2025 10:00:00'],
    ['an extend time: as stored', (p: typeof post) => p.extends.infos[0]!.endDateTime, 0, '2026-12-01 00:00:00'],
    ['a birthday: as stored', (p: typeof post) => p.author.birthday, 0, '1990-01-02'],
    ['a post time at -12: the day before', (p: typeof post) => p.createdDatetime, -12 * 3_600_000, '11/21 20:05'],
    // A structure nested in the notification's own keeps UTC (the real system details it with no time zone).
    [
      'its author at +8: not moved',
      (p: typeof post) => p.author.registerDateTime,
      8 * 3_600_000,
      '11/21/2026 23:30:00',
    ],
  ] as const)('%s', (_, read, offset, expected) => {
    expect(read(times.of(post, english, offset))).toBe(expected);
  });

  it("moves the notification's own structure to the time zone, its interaction too", () => {
    const own = {
      fsid: 'ava',
      registerDateTime: '2026-11-21 23:30:00',
      interaction: { followExpiryDateTime: '2026-11-21 23:30:00' },
    };
    const moved = times.of(own, english, 8 * 3_600_000);
    expect([moved.registerDateTime, moved.interaction.followExpiryDateTime]).toEqual([
      '11/22/2026 07:30:00',
      '11/22/2026 07:30:00',
    ]);
  });

  it('copies once per language and zone, and leaves the original as stored', () => {
    expect(times.of(post, english)).toBe(times.of(post, english));
    expect(times.of(post, other)).not.toBe(times.of(post, english));
    expect(times.of(post, other).author.registerDateTime).toMatch(/ 23:30:00$/);
    expect(post.createdDatetime).toBe('2026-11-22 08:05:09');
    expect(times.of(null, english)).toBeNull();
  });
});

describe('LocalizedTimes at a later clock (a running one)', () => {
  const later = (ms: number) => Date.parse('2026-11-22T12:00:00Z') + ms;
  const DAY = 86_400_000;
  it.each([
    ['a user time stays as stored', (p: typeof post) => p.author.registerDateTime, DAY, '11/21/2026 23:30:00'],
    ['a post time of the day before the clock: the date', (p: typeof post) => p.createdDatetime, DAY, '11/22 08:05'],
    ['a post time the same day a minute on: H:i', (p: typeof post) => p.createdDatetime, 60_000, '08:05'],
    ['its humanized form grows with the clock', (p: typeof post) => p.createdTimeAgo, 2 * 3_600_000, '5 hour ago'],
    ['a day on: a day ago', (p: typeof post) => p.createdTimeAgo, DAY, '1 day ago'],
    ['a post time into the next year: in full', (p: typeof post) => p.editedDatetime, 40 * DAY, '03/01/2026 10:00:00'],
    ['an extend time: as stored', (p: typeof post) => p.extends.infos[0]!.endDateTime, DAY, '2026-12-01 00:00:00'],
    ['a birthday: as stored', (p: typeof post) => p.author.birthday, DAY, '1990-01-02'],
  ] as const)('%s', (_, read, ms, expected) => {
    expect(read(times.of(post, english, 0, later(ms)))).toBe(expected);
  });

  it('switches a post time of the day to its date at midnight, in the time zone of the view', () => {
    const midnight = Date.parse('2026-11-23T00:00:00Z');
    expect(times.of(post, english, 0, midnight - 1000).createdDatetime).toBe('08:05');
    expect(times.of(post, english, 0, midnight).createdDatetime).toBe('11/22 08:05');
    // At -2 the view's day ends two hours later.
    expect(times.of(post, english, -2 * 3_600_000, midnight).createdDatetime).toBe('06:05');
  });

  it('keeps the copies of one clock only, and writes the generating clock as before', () => {
    const fresh = new LocalizedTimes(Date.parse('2026-11-22T12:00:00Z'));
    const atStart = fresh.of(post, english);
    expect(fresh.of(post, english, 0, later(0))).toBe(atStart);
    const next = fresh.of(post, english, 0, later(DAY));
    expect(fresh.of(post, english, 0, later(DAY))).toBe(next);
    expect(fresh.of(post, english)).not.toBe(atStart);
    expect(fresh.of(post, english)).toEqual(atStart);
  });
});

describe('the list of a seeded world', () => {
  const { world } = fixedWorld({ seed: 3 });
  const source = world.accounts[0]!.notifications;
  const list = (language = world.languages[0]!, offsetMs = 0) =>
    Array.from({ length: 200 }, (_, i) => source.render(i, { language, nowMs: world.nowMs, offsetMs }));

  it("writes its structures' times in the request's language, as the notification's own", () => {
    for (const language of world.languages) {
      const items = list(language);
      const users = items.map((n) => n.actionUser).filter((u): u is UserInfo => u !== null && 'registerDateTime' in u);
      expect(users.length).toBeGreaterThan(0);
      const format = language.dateFormat.replace(/[dmY]/g, (c) => (c === 'Y' ? '\\d{4}' : '\\d{2}'));
      for (const u of users) expect(u.registerDateTime).toMatch(new RegExp(`^${format} \\d{2}:\\d{2}:\\d{2}$`));
    }
  });

  it("writes posts' times as the notification's datetimeFormat, and moves every time with the time zone", () => {
    const posts = list().flatMap((n) => (n.actionTarget === 5 && n.actionInfo ? [n.actionInfo as Post] : []));
    expect(posts.some((p) => /^\d{2}\/\d{2} \d{2}:\d{2}$/.test(p.createdDatetime))).toBe(true);
    const [utc, east] = [list(), list(world.languages[0], 8 * 3_600_000)];
    const registered = (n: (typeof utc)[number]) => (n.actionUser as UserInfo | null)?.registerDateTime;
    const i = utc.findIndex((n) => typeof registered(n) === 'string');
    expect(registered(east[i]!)).not.toBe(registered(utc[i]!));
  });

  it("keeps every datetime at a later clock and ages what is relative to it, as the notification's own", () => {
    const language = world.languages.find((l) => l.dateFormat === 'm/d/Y') ?? world.languages[0]!;
    const at = (nowMs: number) =>
      Array.from({ length: 200 }, (_, i) => source.render(i, { language, nowMs, offsetMs: 0 }));
    const laterMs = 40 * 86_400_000;
    const [before, after] = [at(world.nowMs), at(world.nowMs + laterMs)];
    let users = 0;
    let aged = 0;
    for (const [i, n] of after.entries()) {
      const was = before[i]!;
      expect(n.datetime).toBe(was.datetime);
      // Under 30 days old, 40 days more always change the wording (a month and more say months or years).
      if (/minute|hour|day/.test(was.timeAgo)) expect(n.timeAgo, was.timeAgo).not.toBe(was.timeAgo);
      if (n.timeAgo !== was.timeAgo) aged++;
      const [u, w] = [n.actionUser as UserInfo | null, was.actionUser as UserInfo | null];
      if (!u || !w || typeof u.registerDateTime !== 'string') continue;
      users++;
      expect(u.registerDateTime).toBe(w.registerDateTime);
    }
    expect([aged > 100, users > 20]).toEqual([true, true]);
    // 40 days on the clock is in the next year: what read as today ("H:i") or this year ("m/d H:i") is in full.
    const short = (list: typeof after) =>
      list
        .flatMap((n) => [n.datetimeFormat, n.actionTarget === 5 ? (n.actionInfo as Post | null)?.createdDatetime : ''])
        .filter((t) => /^(\d{2}\/\d{2} )?\d{2}:\d{2}$/.test(t ?? '')).length;
    expect([short(before) > 20, short(after)]).toEqual([true, 0]);
  });
});
