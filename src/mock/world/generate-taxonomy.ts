// Groups (some under three parent groups, most top-level), hashtags and geotags of the site, as Group, Hashtag and Geotag
// Info, generated with faker from the topic catalogue and the table of real places, with the real system's nulls.
import type { Geotag, Group, Hashtag } from '../../schema/index.js';

import { detailPaths } from './channel-configs.js';
import { contentArchives, operations } from './generate-extends.js';
import { contentInteraction, groupInteraction } from './generate-interaction.js';
import { type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';

import { VALUE_RATES } from './value-rates.js';

import { places } from './places.js';
import { topics } from './topics.js';
import { activity, particular, some, stateOf, type Particular } from './taxonomy-activity.js';
import { geotag } from './generate-geotag.js';

export interface Taxonomy {
  groups: Group[];
  hashtagsByTopic: Hashtag[][];
  hashtags: Hashtag[];
  geotags: Geotag[];
  /** The places with posts: a post's geotag is one of these. */
  geotagsWithPosts: Geotag[];
  /** The places nobody has posted about yet. */
  geotagsWithoutPosts: Geotag[];
}

/** The parent groups of the topic groups (the site's group homepage is a tree: channel_group_type). */
const parents = [
  {
    slug: 'make-and-build',
    name: 'Make & Build',
    description: 'Things people make with their hands and keyboards.',
    topics: ['woodworking', 'open-source'],
  },
  {
    slug: 'outdoors',
    name: 'Outdoors',
    description: 'Trails, gardens and the road.',
    topics: ['trail-running', 'gardening', 'travel'],
  },
  {
    slug: 'kitchen-and-darkroom',
    name: 'Kitchen & Darkroom',
    description: 'Recipes and negatives.',
    topics: ['home-cooking', 'film-photography'],
  },
];

function group(g: Generation, topic: (typeof topics)[number], index: number, particular: Particular): Group {
  const { site } = g;
  const url = (slug: string) => detailUrlOf(site, detailPaths.group, slug);
  const parent = g.f.datatype.boolean({ probability: VALUE_RATES.groupParent })
    ? parents.find((p) => p.topics.includes(topic.group.slug))!
    : null;
  const closed = topic.group.slug === 'film-photography'; // one members-only group: joined through an app page
  const untranslated = index === particular.untranslated;
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
    url: url(topic.group.slug),
    name: untranslated ? null : topic.group.name,
    description: untranslated ? null : some(g, VALUE_RATES.taxonomyDescription, topic.group.description),
    cover: some(g, VALUE_RATES.groupCover, `${site.url}/assets/groups/${topic.group.slug}.jpg`),
    banner: some(g, VALUE_RATES.groupBanner, `${site.url}/assets/groups/${topic.group.slug}-banner.jpg`),
    recommend: index % 3 === 0,
    privacy: closed ? 'private' : 'public',
    privateEndAfter: closed ? 3 : 1,
    visibility: 'visible',
    parentGid: parent === null ? null : parent.slug,
    parentInfo:
      parent === null
        ? null
        : {
            gid: parent.slug,
            // The real system builds the parent's URL whether site_url is set or not (`/{path}/{gid}` without it).
            url: `${site.url}/${detailPaths.group}/${parent.slug}`,
            name: parent.name,
            description: parent.description,
            cover: `${site.url}/assets/groups/${parent.slug}.jpg`,
            banner: `${site.url}/assets/groups/${parent.slug}-banner.jpg`,
          },
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
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, { sortOrder: index + 1 }),
    canViewContent: true,
    publishRule: { canPublish: true, allowPost: true, reviewPost: closed, allowComment: true, reviewComment: false },
    archives: contentArchives(g, 0.3),
    operations: operations(g, 0.2),
    interaction: groupInteraction(g, closed ? `${site.url}/apps/membership?gid=${topic.group.slug}` : null),
  };
}

function hashtag(g: Generation, name: string, groupName: string, index: number, particular: Particular): Hashtag {
  const { site } = g;
  const untranslated = index === particular.untranslated;
  return {
    htid: name,
    url: detailUrlOf(site, detailPaths.hashtag, name),
    name: untranslated ? null : name,
    cover: some(g, VALUE_RATES.hashtagCover, `${site.url}/assets/hashtags/${name}.jpg`),
    description: untranslated
      ? null
      : some(g, VALUE_RATES.taxonomyDescription, `Posts tagged #${name} in ${groupName}.`),
    ...activity(g, 'hashtag', 3_000, stateOf(index, particular)),
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, {}),
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    interaction: contentInteraction(g, 'hashtag', false),
  };
}

export function generateTaxonomy(g: Generation): Taxonomy {
  const hashtagCount = topics.reduce((n, t) => n + t.hashtags.length, 0);
  const [ofGroups, ofHashtags, ofGeotags] = [
    particular(g, topics.length),
    particular(g, hashtagCount),
    particular(g, places.length),
  ];
  const groups = topics.map((t, i) => group(g, t, i, ofGroups));
  let h = 0;
  const hashtagsByTopic = topics.map((t) => t.hashtags.map((name) => hashtag(g, name, t.group.name, h++, ofHashtags)));
  const geotags = places.map((p, i) => geotag(g, p, i, ofGeotags));
  return {
    groups,
    hashtagsByTopic,
    hashtags: hashtagsByTopic.flat(),
    geotags,
    geotagsWithPosts: geotags.filter((t) => t.postCount > 0),
    geotagsWithoutPosts: geotags.filter((t) => t.postCount === 0),
  };
}
