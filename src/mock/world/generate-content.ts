// Posts and comments of the site: the library of posts (some quoting earlier ones) and comments on them.
import { type Comment, type Post, type UserInfo, type UserPlaceholder } from '../../schema/index.js';
import type { Taxonomy } from './generate-taxonomy.js';
import { type Generation } from './generation-context.js';
import type { Steps } from '../lib/steps.js';
import { generatePost } from './generate-post.js';
import { generateComment } from './generate-comment.js';
import { withGoneCommentAuthor, withGonePostAuthor } from './gone-authors.js';

/** The real system's stand-ins for a writer: the anonymous placeholder, and the deleted user's. */
export interface Placeholders {
  anonymous: UserPlaceholder;
  gone: UserPlaceholder;
}

export interface Library {
  posts: Post[];
  comments: Comment[];
  /** Who wrote each comment: the member (its `author` is that User Info plus isPostAuthor), or the gone one's placeholder. */
  commenters: (UserInfo | UserPlaceholder)[];
}

/**
 * Posts by members (some quoting earlier ones) and comments on them (some replying to earlier comments), a few by a
 * member who has since deleted the account; pauses after each.
 */
export function* generateLibrary(
  g: Generation,
  taxonomy: Taxonomy,
  members: readonly UserInfo[],
  { anonymous, gone }: Placeholders,
  size: { posts: number; comments: number },
): Steps<Library> {
  const { f, clock } = g;
  // Only members who publish write posts and comments (a lurker's latest publication times are null).
  const writers = members.filter((m) => m.lastPublishPostDateTime !== null);
  const activeCommenters = members.filter((m) => m.lastPublishCommentDateTime !== null);
  const posts: Post[] = [];
  for (let i = 0; i < size.posts; i++) {
    yield;
    const post = generatePost(g, taxonomy, f.helpers.arrayElement(writers), anonymous, clock.nowMs, posts);
    posts.push(withGonePostAuthor(post, gone));
  }
  const byPost = new Map<Post, Comment[]>();
  const commenters: (UserInfo | UserPlaceholder)[] = [];
  const comments: Comment[] = [];
  for (let i = 0; i < size.comments; i++) {
    yield;
    const post = f.helpers.arrayElement(posts);
    const siblings = byPost.get(post) ?? [];
    const author = f.helpers.arrayElement(activeCommenters);
    const comment = withGoneCommentAuthor(generateComment(g, post, author, siblings), gone);
    byPost.set(post, [...siblings, comment]);
    commenters.push(comment.author.fsid === null ? gone : author);
    comments.push(comment);
  }
  return { posts, comments, commenters };
}
