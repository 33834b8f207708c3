// Groups (some under three parent groups, most top-level), hashtags and geotags of the site, as Group, Hashtag and Geotag
// Info, generated with faker from the topic catalogue and the table of real places, with the real system's nulls.
import type { Geotag, Group, Hashtag } from '../../schema/index.js';
import { base62 } from '../lib/hash.js';
import { detailPaths } from './channel-configs.js';
import { contentArchives, operations } from './generate-extends.js';
import { contentInteraction, groupInteraction } from './generate-interaction.js';
import { between, DAY_MS, HOUR_MS, stamp, type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';
import { shownCount } from './public-counts.js';
import { VALUE_RATES } from './value-rates.js';
import { continents, placeKinds, places } from './places.js';
import { topics } from './topics.js';

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

type Kind = 'group' | 'hashtag' | 'geotag';

/**
 * Per kind, two things of a site chosen once: the newest (created days ago, nothing published in it yet: its latest
 * post and comment times are null) and one named only in another of the site's languages (name and description null
 * in the default language, as the real system's language-content helper answers).
 */
interface Particular {
  newest: number;
  untranslated: number;
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

/**
 * Counters (private ones null), creation and latest publication times of a group, hashtag or geotag. `newest`: nothing
 * published yet; `active`: something published (the untranslated one, so that it is seen).
 */
function activity(g: Generation, kind: Kind, size: number, state: 'newest' | 'active' | 'any') {
  const { f, clock } = g;
  const drawn = f.datatype.boolean({
    probability: 1 - (kind === 'geotag' ? VALUE_RATES.geotagActive : VALUE_RATES.taxonomyActive),
  });
  const quiet = state === 'newest' || (state === 'any' && drawn);
  const posts = quiet ? 0 : f.number.int({ min: size / 30, max: size });
  // Few comments carry a place: many geotags have none.
  const untagged = kind === 'geotag' && f.datatype.boolean({ probability: 1 - VALUE_RATES.geotagComments });
  const comments = quiet || untagged ? 0 : f.number.int({ min: posts, max: posts * 8 });
  const created =
    clock.nowMs - (quiet ? f.number.int({ min: 1, max: 20 }) : f.number.int({ min: 200, max: 2_000 })) * DAY_MS;
  const [lastPost, lastPostAgo] = stamp(
    clock,
    posts > 0 ? between(f, clock.nowMs - 20 * DAY_MS, clock.nowMs - HOUR_MS) : null,
  );
  const [lastComment, lastCommentAgo] = stamp(
    clock,
    comments > 0 ? between(f, clock.nowMs - 5 * DAY_MS, clock.nowMs - 5 * 60_000) : null,
  );
  const follows = f.number.int({ min: 10, max: size * 5 });
  return {
    viewCount: follows * 20 + f.number.int({ min: 0, max: 50_000 }),
    likeCount: shownCount(g.site.publicCounts, kind, 'like', f.number.int({ min: 0, max: follows })),
    dislikeCount: shownCount(g.site.publicCounts, kind, 'dislike', f.number.int({ min: 0, max: follows / 100 + 1 })),
    followCount: shownCount(g.site.publicCounts, kind, 'follow', follows),
    blockCount: shownCount(g.site.publicCounts, kind, 'block', f.number.int({ min: 0, max: follows / 50 + 1 })),
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

const stateOf = (index: number, p: Particular) =>
  index === p.newest ? 'newest' : index === p.untranslated ? 'active' : 'any';

/** A value, or `null` for the rows without one (one draw). */
const some = <T>(g: Generation, rate: number, value: T): T | null =>
  g.f.datatype.boolean({ probability: rate }) ? value : null;

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
            url: url(parent.slug),
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

function geotag(g: Generation, place: (typeof places)[number], index: number, particular: Particular): Geotag {
  const { f, site } = g;
  const kind = f.helpers.arrayElement(placeKinds);
  const gtid = base62(f.number.int({ min: 0, max: 56_800_235_583 }), 6);
  const untranslated = index === particular.untranslated;
  // A place picked on a map has the provider's place id and a city row; one typed by hand has neither (their fields null).
  const city = f.datatype.boolean({ probability: VALUE_RATES.geotagMapped });
  return {
    gtid,
    url: detailUrlOf(site, detailPaths.geotag, gtid),
    name: untranslated ? null : `${kind.name}, ${place.city}`,
    cover: some(g, VALUE_RATES.geotagCover, `${site.url}/assets/geotags/${gtid}.jpg`),
    description: untranslated
      ? null
      : some(g, VALUE_RATES.taxonomyDescription, `${kind.name} in ${place.district}, ${place.city}.`),
    placeId: city
      ? `ChIJ${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}`
      : null,
    placeType: kind.type,
    mapId: 1,
    latitude: place.latitude,
    longitude: place.longitude,
    cityId: city ? places.indexOf(place) + 1 : null,
    continent: city ? continents[place.continentCode] : null,
    continentCode: city ? place.continentCode : null,
    country: city ? place.country : null,
    countryCode: city ? place.countryCode : null,
    region: city ? place.region : null,
    regionCode: city ? place.regionCode : null,
    city: city ? place.city : null,
    cityCode: city ? place.cityCode : null,
    district: place.district,
    address: `${place.street}, ${place.zip} ${place.city}`,
    zip: city ? place.zip : null,
    ...activity(g, 'geotag', 800, stateOf(index, particular)),
    distance: Math.round(f.number.float({ min: 0.2, max: 9_000 }) * 10) / 10,
    unit: g.lengthUnit,
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, {}),
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    interaction: contentInteraction(g, 'geotag', false),
  };
}

/** The newest and the untranslated one among `count` things of a kind (distinct when there are two or more). */
function particular(g: Generation, count: number): Particular {
  const newest = g.f.number.int({ min: 0, max: count - 1 });
  return { newest, untranslated: (newest + g.f.number.int({ min: 1, max: Math.max(1, count - 1) })) % count };
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
