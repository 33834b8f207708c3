// A comment of the site as Comment Info, generated with faker: a reply to a post or to an earlier comment on it.
import { type Comment, type Post, type UserInfo } from '../../schema/index.js';
import { detailPaths } from './channel-configs.js';
import { attachments } from './generate-files.js';
import { contentArchives, extendContent, manages, operations } from './generate-extends.js';
import { commentInteraction } from './generate-interaction.js';
import { between, type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';
import { replies } from './topics.js';
import {
  topicSentences,
  contentId,
  lifecycle,
  text,
  moreInfo,
  counters,
  controls,
  createdMsOf,
} from './content-parts.js';

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
  // An app's button (a poll's "Vote"), drawn either way so that the site's apps do not shift the world's sequence.
  const button = f.datatype.boolean({ probability: 0.03 }) && site.apps;
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
      buttonName: button ? 'Vote' : null,
      buttonStyle: button ? 'success' : null,
      buttonUrl: button ? `${site.url}/apps/polls?cid=${cid}` : null,
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
    replyToPost: null, // the real system names a comment's post only where comments are listed on their own
    replyToComment: null, // even for a reply: the real list does not ask for it (its outputReplyToComment is unset)
    manages: manages(g, own), // before controls, as the real system answers (its key order)
    controls: controls(own),
  };
}
