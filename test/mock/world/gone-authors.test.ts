// Posts and comments whose writer deleted the account, as the real system shows them (measured on it with the writer
// soft-deleted): the `author` is the deleted user's placeholder (`status` false), a comment's plus `isPostAuthor`, and a
// mention or quote by that post is triggered by the same placeholder. Deterministic per seed, at a realistic rate.
import { describe, expect, it } from 'vitest';
import type { Comment, Notification, Post } from '../../../src/types.js';
import { GONE_AUTHOR_RATE } from '../../../src/mock/world/gone-authors.js';
import { fixedWorld, problems } from '../../helpers/fixed-world.js';

type Someone = { fsid: string | null; status: boolean; avatar: string | null };
const isGone = (author: unknown) => (author as Someone).fsid === null && (author as Someone).status === false;

describe.each([1, 2, 7])('the library of seed %i', (seed) => {
  const { world } = fixedWorld({ seed, notifications: 3000 });
  const { posts, comments, commenters } = world.pools.library;
  const gonePosts = posts.filter((p: Post) => isGone(p.author));
  const goneComments = comments.filter((c: Comment) => isGone(c.author));

  it('has a few posts and comments by a deleted member, never an anonymous one so', () => {
    const rate = (gonePosts.length + goneComments.length) / (posts.length + comments.length);
    expect(gonePosts.length + goneComments.length).toBeGreaterThan(0);
    expect(rate).toBeLessThan(GONE_AUTHOR_RATE * 3);
    for (const p of gonePosts) expect(p.isAnonymous).toBe(false);
  });

  it("shows their author as the deactivated placeholder, a comment's with isPostAuthor false", () => {
    for (const p of gonePosts) {
      expect(p.author).toBe(world.pools.deleted);
      expect(problems('Post', p)).toEqual([]);
    }
    for (const c of goneComments) {
      expect(c.author).toEqual({ ...world.pools.deleted, isPostAuthor: false });
      expect(Object.keys(c.author).at(-1)).toBe('isPostAuthor'); // the real system adds the key last
      expect(problems('Comment', c)).toEqual([]);
    }
  });

  it("names the placeholder as the writer of each gone member's comment", () => {
    comments.forEach((c: Comment, i: number) => expect(isGone(commenters[i])).toBe(isGone(c.author)));
  });

  it('lets a mention or a quote by such a post be triggered by the placeholder, not anonymously', () => {
    const source = world.accounts[0]!.notifications;
    const view = { language: world.languages[0]!, nowMs: world.nowMs };
    const all: Notification[] = Array.from({ length: 3000 }, (_, i) => source.render(i, view));
    for (const n of all.filter((n) => (n.type === 7 || n.type === 9) && n.actionTarget === 5)) {
      const author = (n.actionInfo as Post).author;
      if (isGone(author)) expect([n.actionUser, n.actionUserIsAnonymous]).toEqual([world.pools.deleted, false]);
    }
  });
});
