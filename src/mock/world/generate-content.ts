// Posts and comments of the site as Post and Comment Info, generated with faker from the topic catalogue: briefs of at
// most 280 characters, attachments, places, quotes and replies, and the viewer's rights (assumption viewer-fields).
import { BRIEF_LIMIT, type Comment, type Post, type UserInfo } from '../../schema/index.js';
import { base62 } from '../lib/hash.js';
import { detailPaths } from './channel-configs.js';
import { attachments } from './generate-files.js';
import { contentArchives, extendContent, manages, operations } from './generate-extends.js';
import { commentInteraction, contentInteraction } from './generate-interaction.js';
import type { Taxonomy } from './generate-taxonomy.js';
import { between, DAY_MS, stamp, type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';
import { shownCount } from './public-counts.js';
import { VALUE_RATES } from './value-rates.js';
import { replies, topics } from './topics.js';
import type { Steps } from '../lib/steps.js';

/** Content inside notifications is a brief: at most 280 characters. */
export const brief = (text: string) => (text.length <= BRIEF_LIMIT ? text : `${text.slice(0, BRIEF_LIMIT - 1)}…`);

const topicSentences = topics.flatMap((t) => t.sentences);
const contentId = (g: Generation) => base62(g.f.number.int({ min: 0, max: 218_340_105_584_895 }), 8);
const devices = ['iPhone 15', 'Pixel 8', 'MacBook Air', 'Windows PC', 'iPad', 'Galaxy S24'];

/** Time fields in the docs' casing: created, edited (most never), latest comment (null without comments). */
function lifecycle(g: Generation, createdMs: number, comments: number) {
  const { f, clock } = g;
  const edits = f.datatype.boolean({ probability: 0.2 }) ? f.number.int({ min: 1, max: 4 }) : 0;
  const [edited, editedAgo] = stamp(clock, edits > 0 ? between(f, createdMs, clock.nowMs) : null);
  const [lastComment, lastCommentAgo] = stamp(clock, comments > 0 ? between(f, createdMs, clock.nowMs) : null);
  return {
    createdDatetime: clock.at(createdMs),
    createdTimeAgo: clock.ago(createdMs),
    editedDatetime: edited,
    editedTimeAgo: editedAgo,
    editedCount: edits,
    lastCommentDatetime: lastComment,
    lastCommentTimeAgo: lastCommentAgo,
    rankState: 1,
    status: true,
  };
}

/** The text, or none (a post or comment that is only an image or a file: content null, length 0); the tag may be undetected. */
function text(g: Generation, sentences: string[], anonymous: boolean) {
  const { f } = g;
  const full = f.datatype.boolean({ probability: VALUE_RATES.content }) ? sentences.join(' ') : null;
  const langTag = f.datatype.boolean({ probability: VALUE_RATES.langTag }) ? 'en' : null;
  const isMarkdown = f.datatype.boolean({ probability: 0.1 });
  if (full === null)
    return {
      content: null,
      contentLength: 0,
      langTag,
      writingDirection: 'ltr',
      isBrief: false,
      isMarkdown,
      isAnonymous: anonymous,
    };
  return {
    content: brief(full),
    contentLength: full.length,
    langTag,
    writingDirection: 'ltr',
    isBrief: full.length > BRIEF_LIMIT,
    isMarkdown,
    isAnonymous: anonymous,
  };
}

/** more_info with the author's IP location and device, or `null` when the client sent neither. */
const moreInfo = (g: Generation) =>
  g.f.datatype.boolean({ probability: VALUE_RATES.contentMoreInfo })
    ? { ipLocation: g.f.location.country(), deviceName: g.f.helpers.arrayElement(devices) }
    : null;

/**
 * Likes, dislikes, follows and blocks received, and those of its comments: `null` where the site keeps the count private
 * (a post's counts of its comments' reactions follow the comment switches; a comment's stay numbers, as the real system).
 */
function counters<T extends 'post' | 'comment'>(g: Generation, target: T, comments: number) {
  const n = (max: number) => g.f.number.int({ min: 0, max: Math.max(0, Math.floor(max)) });
  const shown = g.site.publicCounts;
  const own = (action: 'like' | 'dislike' | 'follow' | 'block', value: number) =>
    shownCount(shown, target, action, value);
  const ofComments = (action: 'like' | 'dislike' | 'follow' | 'block', value: number) =>
    target === 'post' ? shownCount(shown, 'comment', action, value) : value;
  const likes = n(900);
  return {
    viewCount: likes * 8 + n(3_000),
    likeCount: own('like', likes),
    dislikeCount: own('dislike', n(likes / 40)),
    followCount: own('follow', n(likes / 6)),
    blockCount: own('block', n(3)),
    commentCount: comments,
    commentDigestCount: n(comments / 30),
    commentLikeCount: ofComments('like', n(comments * 6)),
    commentDislikeCount: ofComments('dislike', n(comments / 5)),
    commentFollowCount: ofComments('follow', n(comments / 4)),
    commentBlockCount: ofComments('block', n(2)),
  };
}

const controls = (isAuthor: boolean) => ({ isAuthor, canEdit: isAuthor, canDelete: isAuthor });
export const createdMsOf = (content: { createdDatetime: string }) =>
  Date.parse(`${content.createdDatetime.replace(' ', 'T')}Z`);

/** A post on one topic by one author (the anonymous placeholder when hidden), before `beforeMs`; it may quote one of `quotable`. */
export function generatePost(
  g: Generation,
  taxonomy: Taxonomy,
  author: UserInfo,
  anonymous: UserInfo,
  beforeMs: number,
  quotable: readonly Post[],
  own = false,
): Post {
  const { f, site } = g;
  const topicIndex = f.number.int({ min: 0, max: topics.length - 1 });
  const topic = topics[topicIndex]!;
  const pid = contentId(g);
  const hidden = !own && f.datatype.boolean({ probability: 0.03 });
  const comments = f.datatype.boolean({ probability: VALUE_RATES.postCommented })
    ? f.number.int({ min: 1, max: 120 })
    : 0;
  const createdMs = beforeMs - f.number.int({ min: 1, max: 700 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS });
  const older = f.datatype.boolean({ probability: 0.1 }) ? quotable.filter((q) => createdMsOf(q) < createdMs) : [];
  const quoted = older.length > 0 ? f.helpers.arrayElement(older) : null;
  const locked = f.datatype.boolean({ probability: 0.05 });
  const list = f.datatype.boolean({ probability: 0.05 });
  const button = f.datatype.boolean({ probability: 0.05 });
  return {
    pid,
    url: detailUrlOf(site, detailPaths.post, pid),
    title: f.datatype.boolean({ probability: VALUE_RATES.postTitle }) ? f.helpers.arrayElement(topic.titles)(f) : null,
    ...text(
      g,
      f.helpers
        .arrayElements(topic.sentences, { min: 1, max: 4 })
        .concat(f.datatype.boolean({ probability: 0.15 }) ? topic.sentences : [])
        .map((s) => s(f)),
      hidden,
    ),
    stickyState: f.helpers.weightedArrayElement([
      { value: 1, weight: 96 },
      { value: 2, weight: 3 },
      { value: 3, weight: 1 },
    ] as const),
    digestState: f.helpers.weightedArrayElement([
      { value: 1, weight: 90 },
      { value: 2, weight: 8 },
      { value: 3, weight: 2 },
    ] as const),
    ...counters(g, 'post', comments),
    quoteCount: f.number.int({ min: 0, max: 12 }),
    ...lifecycle(g, createdMs, comments),
    readConfig: {
      isReadLocked: locked,
      previewPercentage: locked ? 30 : 0,
      buttonName: locked ? 'Unlock the full post' : null,
      buttonUrl: locked ? `${site.url}/apps/paywall?pid=${pid}` : null,
    },
    associatedUserListConfig: {
      hasUserList: list,
      userListName: list ? 'Participants' : null,
      userListCount: list ? f.number.int({ min: 2, max: 40 }) : 0,
      userListUrl: list ? `${site.url}/apps/user-list?pid=${pid}` : null,
    },
    commentConfig: {
      visible: f.datatype.boolean({ probability: 0.98 }),
      policy: f.helpers.weightedArrayElement([
        { value: 1, weight: 90 },
        { value: 2, weight: 3 },
        { value: 3, weight: 3 },
        { value: 4, weight: 2 },
        { value: 5, weight: 2 },
      ] as const),
      privacy: f.datatype.boolean({ probability: 0.95 }) ? 'public' : 'private',
      action: {
        hasActionButton: button,
        buttonName: button ? 'Sign up' : null,
        buttonStyle: button ? 'primary' : null,
        buttonUrl: button ? `${site.url}/apps/events/sign-up?pid=${pid}` : null,
      },
    },
    moreInfo: moreInfo(g),
    archives: contentArchives(g, 0.05),
    operations: operations(g, 0.03),
    files: attachments(g, 1),
    extends: extendContent(g, 0.08),
    // Only a group, hashtag or place with posts holds one (a new one has none yet).
    group:
      f.datatype.boolean({ probability: 0.8 }) && taxonomy.groups[topicIndex]!.postCount > 0
        ? taxonomy.groups[topicIndex]!
        : null,
    hashtags: f.helpers
      .arrayElements(taxonomy.hashtagsByTopic[topicIndex]!, { min: 0, max: 2 })
      .filter((h) => h.postCount > 0),
    geotag: f.datatype.boolean({ probability: 0.25 })
      ? (taxonomy.geotagsWithPosts[f.number.int({ min: 0, max: taxonomy.geotagsWithPosts.length - 1 })] ?? null)
      : null,
    author: hidden ? anonymous : author,
    isMultiLevelQuote: quoted !== null && quoted.quotedPost !== null,
    // One level deep: the quoted post's own quote is only flagged (isMultiLevelQuote), as the real system does.
    quotedPost: quoted === null ? null : { ...quoted, quotedPost: null },
    previewLikeUsers: [],
    previewComments: [],
    interaction: contentInteraction(g, 'post', own),
    controls: controls(own),
    manages: manages(g, own),
  };
}

/** A comment by `author` on `post`, or a reply to one of `siblings` (earlier comments on the same post). */
export function generateComment(
  g: Generation,
  post: Post,
  author: UserInfo,
  siblings: readonly Comment[],
  own = false,
): Comment {
  const { f, site, clock } = g;
  const cid = contentId(g);
  const words = f.datatype.boolean({ probability: 0.6 })
    ? f.helpers.arrayElement(replies)(f)
    : f.helpers.arrayElement(topicSentences)(f);
  const replyTo =
    siblings.length > 0 && f.datatype.boolean({ probability: 0.3 }) ? f.helpers.arrayElement(siblings) : null;
  const comments = f.datatype.boolean({ probability: 0.3 }) ? f.number.int({ min: 1, max: 12 }) : 0;
  const button = f.datatype.boolean({ probability: 0.03 });
  const createdMs = between(f, Math.max(createdMsOf(post), replyTo ? createdMsOf(replyTo) : 0), clock.nowMs - 60_000);
  const body = text(g, [words], false);
  return {
    cid,
    url: detailUrlOf(site, detailPaths.comment, cid),
    privacy: post.commentConfig.privacy,
    ...body,
    isSticky: f.datatype.boolean({ probability: 0.02 }),
    digestState: f.helpers.weightedArrayElement([
      { value: 1, weight: 95 },
      { value: 2, weight: 4 },
      { value: 3, weight: 1 },
    ] as const),
    ...counters(g, 'comment', comments),
    ...lifecycle(g, createdMs, comments),
    moreInfo: moreInfo(g),
    activeButton: {
      hasActiveButton: button,
      name: button ? 'Vote' : null,
      style: button ? 'success' : null,
      appUrl: button ? `${site.url}/apps/polls?cid=${cid}` : null,
    },
    archives: contentArchives(g, 0.03),
    operations: operations(g, 0.02),
    files: attachments(g, body.content === null ? 2.5 : 0.3, 0.5), // a comment without text is mostly an attachment
    extends: extendContent(g, 0.03),
    hashtags: f.helpers.arrayElements(post.hashtags, { min: 0, max: 1 }),
    geotag: f.datatype.boolean({ probability: 0.1 }) ? post.geotag : null,
    author: { ...author, isPostAuthor: post.author === author },
    previewLikeUsers: [],
    previewComments: [],
    interaction: commentInteraction(g, own),
    replyToPost: post,
    replyToComment: replyTo === null ? null : { ...replyTo, replyToComment: null }, // one level deep, like quotes
    controls: controls(own),
    manages: manages(g, own),
  };
}

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
  anonymous: UserInfo,
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
