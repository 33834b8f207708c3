// Groups (some under three parent groups, most top-level), hashtags and geotags of the site, as Group, Hashtag and Geotag
// Info, generated with faker from the topic catalogue and the table of real places, with the real system's nulls.
import type { Geotag, Group, Hashtag } from '../../schema/index.js';

import { detailPaths } from './channel-configs.js';
import { contentArchives, operations } from './generate-extends.js';
import { contentInteraction, groupInteraction } from './generate-interaction.js';
import { type Generation } from './generation-context.js';
import { seededFaker } from './seeded-faker.js';
import { detailUrlOf } from './generate-site.js';
import { hasParent, layoutOf, parentInfos, parents, spread, type Layout, type ParentInfo } from './group-layout.js';

import { VALUE_RATES } from './value-rates.js';

import { places } from './places.js';
import { topics } from './topics.js';
import { activity, appOrigin, particular, some, stateOf, type Particular } from './taxonomy-activity.js';
import { otherLanguageGroup } from './other-language-names.js';
import { geotag } from './generate-geotag.js';

export interface Taxonomy {
  groups: Group[];
  hashtagsByTopic: Hashtag[][];
  hashtags: Hashtag[];
  /** The hashtags nobody has posted with yet (followed, recommended, never on a post). */
  hashtagsWithoutPosts: Hashtag[];
  geotags: Geotag[];
  /** The places with posts: a post's geotag is one of these. */
  geotagsWithPosts: Geotag[];
  /** The places nobody has posted about yet. */
  geotagsWithoutPosts: Geotag[];
}

/** Group rules some groups keep in their free-form details (as an admin writes them: a short text). */
const RULES = ['Be kind.', 'Stay on topic; no selling.', 'Credit the maker of every photo you share.'];

function group(
  g: Generation,
  topic: (typeof topics)[number],
  index: number,
  particular: Particular,
  parentsBySlug: Map<string, ParentInfo>,
  layout: Layout,
): Group {
  const { site } = g;
  const origin = appOrigin(site);
  const parent = hasParent(layout, index) ? parents.find((p) => p.topics.includes(topic.group.slug))! : null;
  const closed = topic.group.slug === 'film-photography'; // one members-only group: joined through an app page
  // Named only in another language: the real system answers that language's name (groups.name is NOT NULL).
  const { name, description } =
    index === particular.untranslated
      ? otherLanguageGroup(topic.group.slug, topic.group.name, topic.group.description)
      : topic.group;
  const {
    viewCount,
    likeCount,
    dislikeCount,
    followCount,
    blockCount,
    postCount,
    postDigestCount,
    commentCount,
    commentDigestCount,
    ...times
  } = activity(g, 'group', 9_000, stateOf(index, particular));
  return {
    gid: topic.group.slug,
    url: detailUrlOf(site, detailPaths.group, topic.group.slug),
    name,
    description: spread(layout, index + 5, VALUE_RATES.taxonomyDescription) ? description : null,
    cover: spread(layout, index, VALUE_RATES.groupCover) ? `${origin}/assets/groups/${topic.group.slug}.jpg` : null,
    banner: spread(layout, index + 3, VALUE_RATES.groupBanner)
      ? `${origin}/assets/groups/${topic.group.slug}-banner.jpg`
      : null,
    recommend: index % 3 === 0,
    privacy: closed ? 'private' : 'public',
    privateEndAfter: closed ? 3 : 1,
    visibility: closed ? 2 : 1, // the members-only group is hidden from the directory
    parentGid: parent === null ? null : parent.slug,
    parentInfo: parent === null ? null : parentsBySlug.get(parent.slug)!,
    subgroupCount: topic.group.slug === 'open-source' ? 2 : 0,
    viewCount,
    likeCount,
    dislikeCount,
    followCount,
    blockCount,
    postCount,
    postDigestCount,
    commentCount,
    commentDigestCount,
    ...times,
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, {
      sortOrder: index + 1,
      ...(index % 2 === 0 ? { rules: RULES[index % RULES.length]! } : {}),
    }),
    canViewContent: true,
    publishRule: { canPublish: true, allowPost: true, reviewPost: closed, allowComment: true, reviewComment: false },
    archives: contentArchives(g, spread(layout, index + 1, 0.3) ? 1 : 0),
    operations: operations(g, 0.2),
    interaction: groupInteraction(g, closed ? `${origin}/apps/membership?gid=${topic.group.slug}` : null),
  };
}

/** A hashtag: its name is the tag as typed (hashtags.name, NOT NULL, one text in every language). */
function hashtag(g: Generation, name: string, groupName: string, index: number, particular: Particular): Hashtag {
  const { site } = g;
  return {
    htid: name,
    url: detailUrlOf(site, detailPaths.hashtag, name),
    name,
    cover: some(g, VALUE_RATES.hashtagCover, `${appOrigin(site)}/assets/hashtags/${name}.jpg`),
    description: some(g, VALUE_RATES.taxonomyDescription, `Posts tagged #${name} in ${groupName}.`),
    ...activity(g, 'hashtag', 3_000, stateOf(index, particular)),
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, {}),
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    interaction: contentInteraction(g, 'hashtag', false),
  };
}

/**
 * Draws from its own stream (one draw of the world's): a change to how groups, hashtags or places draw leaves the
 * members, posts and notifications drawn after them as they were.
 */
export function generateTaxonomy(world: Generation): Taxonomy {
  const g = { ...world, f: seededFaker(world.f.number.int({ min: 0, max: 2 ** 31 - 1 }), world.clock.nowMs) };
  const hashtagCount = topics.reduce((n, t) => n + t.hashtags.length, 0);
  const [ofGroups, ofHashtags, ofGeotags] = [
    particular(g, topics.length),
    particular(g, hashtagCount),
    particular(g, places.length),
  ];
  const [parentsBySlug, layout] = [parentInfos(g.site), layoutOf(g)];
  const groups = topics.map((t, i) => group(g, t, i, ofGroups, parentsBySlug, layout));
  let h = 0;
  const hashtagsByTopic = topics.map((t) => t.hashtags.map((name) => hashtag(g, name, t.group.name, h++, ofHashtags)));
  const geotags = places.map((p, i) => geotag(g, p, i, ofGeotags));
  return {
    groups,
    hashtagsByTopic,
    hashtags: hashtagsByTopic.flat(),
    hashtagsWithoutPosts: hashtagsByTopic.flat().filter((t) => t.postCount === 0),
    geotags,
    geotagsWithPosts: geotags.filter((t) => t.postCount > 0),
    geotagsWithoutPosts: geotags.filter((t) => t.postCount === 0),
  };
}
