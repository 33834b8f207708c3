// Groups (under three parent groups), hashtags and geotags of the site, as Group, Hashtag and Geotag Info, generated with
// faker from the topic catalogue and the table of real places.
import type { Geotag, Group, Hashtag } from '../../schema/static-types.js';
import { base62 } from '../lib/hash.js';
import { detailPaths } from './channel-configs.js';
import { contentArchives, operations } from './generate-extends.js';
import { contentInteraction, groupInteraction } from './generate-interaction.js';
import { between, DAY_MS, HOUR_MS, stamp, type Generation } from './generation-context.js';
import { continents, placeKinds, places } from './places.js';
import { topics } from './topics.js';

export interface Taxonomy {
  groups: Group[];
  hashtagsByTopic: Hashtag[][];
  hashtags: Hashtag[];
  geotags: Geotag[];
}

/** The parent groups of the topic groups (the site's group homepage is a tree: channel_group_type). */
const parents = [
  { slug: 'make-and-build', name: 'Make & Build', description: 'Things people make with their hands and keyboards.', topics: ['woodworking', 'open-source'] },
  { slug: 'outdoors', name: 'Outdoors', description: 'Trails, gardens and the road.', topics: ['trail-running', 'gardening', 'travel'] },
  { slug: 'kitchen-and-darkroom', name: 'Kitchen & Darkroom', description: 'Recipes and negatives.', topics: ['home-cooking', 'film-photography'] },
];

/** Counters, creation and latest publication times of a group, hashtag or geotag. */
function activity(g: Generation, size: number) {
  const { f, clock } = g;
  const posts = f.number.int({ min: size / 30, max: size });
  const comments = f.number.int({ min: posts, max: posts * 8 });
  const created = clock.nowMs - f.number.int({ min: 200, max: 2_000 }) * DAY_MS;
  const [lastPost, lastPostAgo] = stamp(clock, posts > 0 ? between(f, clock.nowMs - 20 * DAY_MS, clock.nowMs - HOUR_MS) : null);
  const [lastComment, lastCommentAgo] = stamp(clock, comments > 0 ? between(f, clock.nowMs - 5 * DAY_MS, clock.nowMs - 5 * 60_000) : null);
  const follows = f.number.int({ min: 10, max: size * 5 });
  return {
    viewCount: follows * 20 + f.number.int({ min: 0, max: 50_000 }),
    likeCount: f.number.int({ min: 0, max: follows }),
    dislikeCount: f.number.int({ min: 0, max: follows / 100 + 1 }),
    followCount: follows,
    blockCount: f.number.int({ min: 0, max: follows / 50 + 1 }),
    postCount: posts,
    postDigestCount: f.number.int({ min: 0, max: posts / 25 }),
    commentCount: comments,
    commentDigestCount: f.number.int({ min: 0, max: comments / 200 }),
    createdDatetime: clock.at(created),
    createdTimeAgo: clock.ago(created),
    lastPublishPostDateTime: lastPost,
    lastPublishPostTimeAgo: lastPostAgo,
    lastPublishCommentDateTime: lastComment,
    lastPublishCommentTimeAgo: lastCommentAgo,
  };
}

function group(g: Generation, topic: (typeof topics)[number], index: number): Group {
  const { site } = g;
  const url = (slug: string) => `${site.url}/${detailPaths.group}/${slug}`;
  const parent = parents.find((p) => p.topics.includes(topic.group.slug))!;
  const closed = topic.group.slug === 'film-photography'; // one members-only group: joined through an app page
  const { viewCount, likeCount, dislikeCount, followCount, blockCount, postCount, postDigestCount, commentCount, commentDigestCount, ...times } = activity(g, 9_000);
  return {
    gid: topic.group.slug,
    url: url(topic.group.slug),
    name: topic.group.name,
    description: topic.group.description,
    cover: `${site.url}/assets/groups/${topic.group.slug}.jpg`,
    banner: `${site.url}/assets/groups/${topic.group.slug}-banner.jpg`,
    recommend: index % 3 === 0,
    privacy: closed ? 'private' : 'public',
    privateEndAfter: closed ? 3 : 1,
    visibility: 'visible',
    parentGid: parent.slug,
    parentInfo: { gid: parent.slug, url: url(parent.slug), name: parent.name, description: parent.description, cover: `${site.url}/assets/groups/${parent.slug}.jpg`, banner: `${site.url}/assets/groups/${parent.slug}-banner.jpg` },
    subgroupCount: topic.group.slug === 'open-source' ? 2 : 0,
    viewCount, likeCount, dislikeCount, followCount, blockCount, postCount, postDigestCount, commentCount, commentDigestCount,
    ...times,
    moreInfo: {},
    canViewContent: true,
    publishRule: { canPublish: true, allowPost: true, reviewPost: closed, allowComment: true, reviewComment: false },
    archives: contentArchives(g, 0.3),
    operations: operations(g, 0.2),
    interaction: groupInteraction(g, closed ? `${site.url}/apps/membership?gid=${topic.group.slug}` : null),
  };
}

function hashtag(g: Generation, name: string, groupName: string): Hashtag {
  const { site } = g;
  return {
    htid: name,
    url: `${site.url}/${detailPaths.hashtag}/${name}`,
    name,
    cover: `${site.url}/assets/hashtags/${name}.jpg`,
    description: `Posts tagged #${name} in ${groupName}.`,
    ...activity(g, 3_000),
    moreInfo: {},
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    interaction: contentInteraction(g, 'hashtag', false),
  };
}

function geotag(g: Generation, place: (typeof places)[number]): Geotag {
  const { f, site } = g;
  const kind = f.helpers.arrayElement(placeKinds);
  const gtid = base62(f.number.int({ min: 0, max: 56_800_235_583 }), 6);
  return {
    gtid,
    url: `${site.url}/${detailPaths.geotag}/${gtid}`,
    name: `${kind.name}, ${place.city}`,
    cover: `${site.url}/assets/geotags/${gtid}.jpg`,
    description: `${kind.name} in ${place.district}, ${place.city}.`,
    placeId: `ChIJ${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}`,
    placeType: kind.type,
    mapId: 1,
    latitude: place.latitude,
    longitude: place.longitude,
    continent: continents[place.continentCode],
    continentCode: place.continentCode,
    country: place.country,
    countryCode: place.countryCode,
    region: place.region,
    regionCode: place.regionCode,
    city: place.city,
    cityCode: place.cityCode,
    district: place.district,
    address: `${place.street}, ${place.zip} ${place.city}`,
    zip: place.zip,
    ...activity(g, 800),
    distance: Math.round(f.number.float({ min: 0.2, max: 9_000 }) * 10) / 10,
    unit: g.lengthUnit,
    moreInfo: {},
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    interaction: contentInteraction(g, 'geotag', false),
  };
}

export function generateTaxonomy(g: Generation): Taxonomy {
  const groups = topics.map((t, i) => group(g, t, i));
  const hashtagsByTopic = topics.map((t) => t.hashtags.map((name) => hashtag(g, name, t.group.name)));
  const geotags = places.map((p) => geotag(g, p));
  return { groups, hashtagsByTopic, hashtags: hashtagsByTopic.flat(), geotags };
}
