// The pieces posts and comments share: briefs of at most 280 characters, ids, time fields, text with its mentions and
// links, counters as the site shows them, and the viewer's rights (assumption viewer-fields).
import { BRIEF_LIMIT } from '../../schema/index.js';
import { base62 } from '../lib/hash.js';
import { between, stamp, type Generation } from './generation-context.js';
import { shownCount } from './public-counts.js';
import { VALUE_RATES } from './value-rates.js';
import { topics } from './topics.js';

/** Content inside notifications is a brief: at most 280 characters. */
export const brief = (text: string) => (text.length <= BRIEF_LIMIT ? text : `${text.slice(0, BRIEF_LIMIT - 1)}…`);

export const topicSentences = topics.flatMap((t) => t.sentences);
export const contentId = (g: Generation) => base62(g.f.number.int({ min: 0, max: 218_340_105_584_895 }), 8);
const devices = ['iPhone 15', 'Pixel 8', 'MacBook Air', 'Windows PC', 'iPad', 'Galaxy S24'];

/** Time fields in the docs' casing: created, edited (most never), latest comment (null without comments). */
export function lifecycle(g: Generation, createdMs: number, comments: number) {
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

/**
 * The text, or none (a post or comment that is only an image or a file: content null, length 0) unless `written` (a
 * quote says something); the tag may be undetected.
 */
export function text(g: Generation, sentences: string[], anonymous: boolean, written = false) {
  const { f } = g;
  const full = f.datatype.boolean({ probability: VALUE_RATES.content }) || written ? sentences.join(' ') : null;
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
export const moreInfo = (g: Generation) =>
  g.f.datatype.boolean({ probability: VALUE_RATES.contentMoreInfo })
    ? { ipLocation: g.f.location.country(), deviceName: g.f.helpers.arrayElement(devices) }
    : null;

/**
 * Likes, dislikes, follows and blocks received, and those of its comments: `null` where the site keeps the count private
 * (the counts of comments' reactions follow the comment switches, on a post and on a comment, as the real system's).
 */
export function counters<T extends 'post' | 'comment'>(g: Generation, target: T, comments: number) {
  const n = (max: number) => g.f.number.int({ min: 0, max: Math.max(0, Math.floor(max)) });
  const shown = g.site.publicCounts;
  const own = (action: 'like' | 'dislike' | 'follow' | 'block', value: number) =>
    shownCount(shown, target, action, value);
  const ofComments = (action: 'like' | 'dislike' | 'follow' | 'block', value: number) =>
    shownCount(shown, 'comment', action, value);
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

export const controls = (isAuthor: boolean) => ({ isAuthor, canEdit: isAuthor, canDelete: isAuthor });
export const createdMsOf = (content: { createdDatetime: string }) =>
  Date.parse(`${content.createdDatetime.replace(' ', 'T')}Z`);
