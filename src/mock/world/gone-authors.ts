// Posts and comments whose author has since deleted the account: the real system then finds no user and shows its
// deactivated placeholder as the `author` (DetailUtility's postDetail and commentDetail), whole, whatever the filters.
import type { Comment, Post, UserPlaceholder } from '../../schema/index.js';
import { hash2, hashString, unit } from '../lib/hash.js';

/**
 * The share of members' posts and comments whose writer is gone by the time the list is read: the rate of the
 * triggers whose account is gone (notification-drafter), as an account's content outlives it (the real system keeps it).
 */
export const GONE_AUTHOR_RATE = 0.02;

/** A seeded coin per content id, apart from faker's sequence, so that drawing it shifts no other value of the world. */
const isGone = (id: string): boolean => unit(hash2(hashString(id), 0x90e)) < GONE_AUTHOR_RATE;

/** The post, or the same post by the deleted user's placeholder (an anonymous post stays anonymous). */
export function withGonePostAuthor(post: Post, gone: UserPlaceholder): Post {
  return post.isAnonymous || !isGone(post.pid) ? post : { ...post, author: gone };
}

/**
 * The comment, or the same comment by the deleted user's placeholder plus `isPostAuthor` (the real system adds the key
 * to whatever author it has): `false`, as the world never names the gone writer of a post.
 */
export function withGoneCommentAuthor(comment: Comment, gone: UserPlaceholder): Comment {
  return comment.isAnonymous || !isGone(comment.cid)
    ? comment
    : { ...comment, author: { ...gone, isPostAuthor: false } };
}
