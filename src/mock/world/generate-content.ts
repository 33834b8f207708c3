// Posts and comments of the site: the library of posts (some quoting earlier ones) and comments on them.
import { type Comment, type Post, type UserInfo, type UserPlaceholder } from '../../schema/index.js';
import type { Taxonomy } from './generate-taxonomy.js';
import { type Generation } from './generation-context.js';
import type { Steps } from '../lib/steps.js';
import { generatePost } from './generate-post.js';
import { generateComment } from './generate-comment.js';

export interface Library {
  posts: Post[];
  comments: Comment[];
  /** The member who wrote each comment (its `author` is that User Info plus isPostAuthor). */
  commenters: UserInfo[];
}

/** Posts by members (some quoting earlier ones) and comments on them (some replying to earlier comments); pauses after each. */
export function* generateLibrary(
  g: Generation,
  taxonomy: Taxonomy,
  members: readonly UserInfo[],
  anonymous: UserPlaceholder,
  size: { posts: number; comments: number },
): Steps<Library> {
  const { f, clock } = g;
  // Only members who publish write posts and comments (a lurker's latest publication times are null).
  const writers = members.filter((m) => m.lastPublishPostDateTime !== null);
  const activeCommenters = members.filter((m) => m.lastPublishCommentDateTime !== null);
  const posts: Post[] = [];
  for (let i = 0; i < size.posts; i++) {
    yield;
    posts.push(generatePost(g, taxonomy, f.helpers.arrayElement(writers), anonymous, clock.nowMs, posts));
  }
  const byPost = new Map<Post, Comment[]>();
  const commenters: UserInfo[] = [];
  const comments: Comment[] = [];
  for (let i = 0; i < size.comments; i++) {
    yield;
    const post = f.helpers.arrayElement(posts);
    const siblings = byPost.get(post) ?? [];
    const author = f.helpers.arrayElement(activeCommenters);
    const comment = generateComment(g, post, author, siblings);
    byPost.set(post, [...siblings, comment]);
    commenters.push(author);
    comments.push(comment);
  }
  return { posts, comments, commenters };
}
