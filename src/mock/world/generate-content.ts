// Groups, hashtags, geotags, posts and comments of the site, generated with faker from the topic catalogue.
import type { Faker } from '@faker-js/faker';
import type { Comment, Geotag, Group, Hashtag, Post, UserInfo } from '../../schema/static-types.js';
import { formatPhpDate } from '../lib/format-php-date.js';
import { detailPaths } from './channel-configs.js';
import type { Site } from './generate-site.js';
import { base62 } from '../lib/hash.js';
import { placeKinds, places } from './places.js';
import { replies, topics } from './topics.js';

const DAY_MS = 86_400_000;
export const BRIEF_LIMIT = 280;

/** Content inside notifications is a brief: at most 280 characters. */
export const brief = (text: string) => (text.length <= BRIEF_LIMIT ? text : `${text.slice(0, BRIEF_LIMIT - 1)}…`);

export interface Taxonomy {
  groups: Group[];
  hashtagsByTopic: Hashtag[][];
  hashtags: Hashtag[];
  geotags: Geotag[];
}

export function generateTaxonomy(f: Faker, site: Site): Taxonomy {
  const groups = topics.map((t) => ({
    gid: t.group.slug,
    url: `${site.url}/${detailPaths.group}/${t.group.slug}`,
    name: t.group.name,
    description: t.group.description,
    cover: `${site.url}/assets/groups/${t.group.slug}.jpg`,
    postCount: f.number.int({ min: 120, max: 9_000 }),
    followCount: f.number.int({ min: 300, max: 40_000 }),
  }));
  const hashtagsByTopic = topics.map((t) =>
    t.hashtags.map((name) => ({
      htid: name,
      url: `${site.url}/${detailPaths.hashtag}/${name}`,
      name,
      description: `Posts tagged #${name} in ${t.group.name}.`,
      postCount: f.number.int({ min: 10, max: 3_000 }),
    })),
  );
  const geotags = places.map((p) => {
    const name = `${f.helpers.arrayElement(placeKinds)}, ${p.city}`;
    const gtid = base62(f.number.int({ min: 0, max: 56_800_235_583 }), 6);
    return {
      gtid,
      url: `${site.url}/${detailPaths.geotag}/${gtid}`,
      name,
      latitude: p.latitude,
      longitude: p.longitude,
      city: p.city,
      countryCode: p.countryCode,
      postCount: f.number.int({ min: 3, max: 800 }),
    };
  });
  return { groups, hashtagsByTopic, hashtags: hashtagsByTopic.flat(), geotags };
}

const contentId = (f: Faker) => base62(f.number.int({ min: 0, max: 218_340_105_584_895 }), 8);

/** A post on one topic by one author, created some time before `beforeMs`. */
export function generatePost(f: Faker, site: Site, taxonomy: Taxonomy, author: UserInfo, beforeMs: number): Post {
  const topicIndex = f.number.int({ min: 0, max: topics.length - 1 });
  const topic = topics[topicIndex]!;
  const pid = contentId(f);
  const sentences = f.helpers.arrayElements(topic.sentences, { min: 1, max: 3 }).map((s) => s(f));
  return {
    pid,
    url: `${site.url}/${detailPaths.post}/${pid}`,
    title: f.helpers.arrayElement(topic.titles)(f),
    content: brief(sentences.join(' ')),
    author,
    group: f.datatype.boolean({ probability: 0.8 }) ? taxonomy.groups[topicIndex]! : null,
    hashtags: f.helpers.arrayElements(taxonomy.hashtagsByTopic[topicIndex]!, { min: 0, max: 2 }),
    likeCount: f.number.int({ min: 0, max: 900 }),
    commentCount: f.number.int({ min: 0, max: 120 }),
    createdDatetime: formatPhpDate('Y-m-d H:i:s', beforeMs - f.number.int({ min: 1, max: 700 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS })),
  };
}

export function generateComment(f: Faker, site: Site, post: Post, author: UserInfo): Comment {
  const cid = contentId(f);
  const topicSentences = topics.flatMap((t) => t.sentences);
  const text = f.datatype.boolean({ probability: 0.6 }) ? f.helpers.arrayElement(replies)(f) : f.helpers.arrayElement(topicSentences)(f);
  return {
    cid,
    url: `${site.url}/${detailPaths.comment}/${cid}`,
    pid: post.pid,
    content: brief(text),
    author,
    likeCount: f.number.int({ min: 0, max: 150 }),
    createdDatetime: post.createdDatetime,
  };
}

export interface Library {
  posts: Post[];
  comments: Comment[];
}

/** Posts by members and comments on them. */
export function generateLibrary(f: Faker, site: Site, taxonomy: Taxonomy, members: readonly UserInfo[], nowMs: number, size: { posts: number; comments: number }): Library {
  const posts = Array.from({ length: size.posts }, () => generatePost(f, site, taxonomy, f.helpers.arrayElement(members), nowMs));
  const comments = Array.from({ length: size.comments }, () => generateComment(f, site, f.helpers.arrayElement(posts), f.helpers.arrayElement(members)));
  return { posts, comments };
}
