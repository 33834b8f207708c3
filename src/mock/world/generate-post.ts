// A post of the site as Post Info, generated with faker from the topic catalogue: attachments, places and quotes.
import { type Post, type UserInfo, type UserPlaceholder } from '../../schema/index.js';
import { detailPaths } from './channel-configs.js';
import { attachments } from './generate-files.js';
import { contentArchives, extendContent, manages, operations } from './generate-extends.js';
import { contentInteraction } from './generate-interaction.js';
import type { Taxonomy } from './generate-taxonomy.js';
import { between, DAY_MS, type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';
import { VALUE_RATES } from './value-rates.js';
import { topics } from './topics.js';
import { contentId, lifecycle, text, moreInfo, counters, controls, createdMsOf } from './content-parts.js';

/** What a post written to quote another says, and the post it quotes. */
export interface Quoting {
  of: Post;
  words: string;
}

/**
 * A post on one topic by one author (the anonymous placeholder when hidden), before `beforeMs`; it may quote one of
 * `quotable`. With `quoting`, it is written to quote that post (after it, in those words).
 */
export function generatePost(
  g: Generation,
  taxonomy: Taxonomy,
  author: UserInfo,
  anonymous: UserPlaceholder,
  beforeMs: number,
  quotable: readonly Post[],
  own = false,
  quoting?: Quoting,
): Post {
  const { f, site } = g;
  const topicIndex = f.number.int({ min: 0, max: topics.length - 1 });
  const topic = topics[topicIndex]!;
  const pid = contentId(g);
  const hidden = !own && f.datatype.boolean({ probability: 0.03 });
  const comments = f.datatype.boolean({ probability: VALUE_RATES.postCommented })
    ? f.number.int({ min: 1, max: 120 })
    : 0;
  const createdMs = quoting
    ? between(f, createdMsOf(quoting.of), beforeMs - 60_000)
    : beforeMs - f.number.int({ min: 1, max: 700 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS });
  const older = f.datatype.boolean({ probability: 0.1 }) ? quotable.filter((q) => createdMsOf(q) < createdMs) : [];
  const quoted = quoting ? quoting.of : older.length > 0 ? f.helpers.arrayElement(older) : null;
  const locked = f.datatype.boolean({ probability: 0.05 });
  const list = f.datatype.boolean({ probability: 0.05 });
  const button = f.datatype.boolean({ probability: 0.05 });
  return {
    pid,
    url: detailUrlOf(site, detailPaths.post, pid),
    title: f.datatype.boolean({ probability: VALUE_RATES.postTitle }) ? f.helpers.arrayElement(topic.titles)(f) : null,
    ...text(
      g,
      quoting
        ? [quoting.words]
        : f.helpers
            .arrayElements(topic.sentences, { min: 1, max: 4 })
            .concat(f.datatype.boolean({ probability: 0.15 }) ? topic.sentences : [])
            .map((s) => s(f)),
      hidden,
      quoting !== undefined,
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
    // As the real system lists posts (a notification's actionInfo is one): the quoted post by its pid only, its own
    // quote only flagged (isMultiLevelQuote).
    quotedPost: quoted === null ? null : quoted.pid,
    previewLikeUsers: [],
    previewComments: [],
    interaction: contentInteraction(g, 'post', own),
    manages: manages(g, own), // before controls, as the real system answers (its key order)
    controls: controls(own),
  };
}
