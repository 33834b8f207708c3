// Where a site's groups sit and what they show: the three parent groups (a tree: channel_group_type) with their
// summaries, and which topic groups sit under a parent and have an intro, a cover or a banner.
import type { Group } from '../../schema/index.js';
import { detailPaths } from './channel-configs.js';
import type { Generation } from './generation-context.js';
import type { Site } from './generate-site.js';
import { VALUE_RATES } from './value-rates.js';
import { appOrigin } from './taxonomy-activity.js';
import { topics } from './topics.js';

/** The parent groups of the topic groups (the site's group homepage is a tree: channel_group_type). */
export const parents = [
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

export type ParentInfo = NonNullable<Group['parentInfo']>;

/**
 * The parents' summaries, once per site (every child shows the same parent), as their admins filled them in: the first
 * parent has an intro, a cover and a banner, the last none of them (both always have children, see `hasParent`). Its
 * `url` is never null: the real system builds it from `site_url`, else from the app's own URL.
 */
export function parentInfos(site: Site): Map<string, ParentInfo> {
  const origin = appOrigin(site);
  return new Map(
    parents.map((p, i) => [
      p.slug,
      {
        gid: p.slug,
        url: `${origin}/${detailPaths.group}/${p.slug}`,
        name: p.name,
        description: i === 2 ? null : p.description,
        cover: i === 0 ? `${origin}/assets/groups/${p.slug}.jpg` : null,
        banner: i === 2 ? null : `${origin}/assets/groups/${p.slug}-banner.jpg`,
      },
    ]),
  );
}

/**
 * Which groups sit under a parent, which have an intro, a cover and a banner: spread over the site's few groups by a
 * per-site offset rather than drawn one by one, so that every site shows both kinds of each (7 coins can all fall alike).
 * A parent for every third group (most are top-level), from the first or second: the first and last parents so
 * always have children.
 */
export interface Layout {
  offset: number;
  parentOffset: number;
}
export const layoutOf = (g: Generation): Layout => ({
  offset: g.f.number.int({ min: 0, max: topics.length - 1 }),
  parentOffset: g.f.number.int({ min: 0, max: 1 }),
});
export const hasParent = (l: Layout, index: number) =>
  (index + l.parentOffset) % Math.round(1 / VALUE_RATES.groupParent) === 0;
/** `rate` of the groups, spread: true for that share of the indices from the site's offset. */
export const spread = (l: Layout, index: number, rate: number) =>
  (index + l.offset) % topics.length < Math.round(rate * topics.length);
