// Which counts a site shows: the real system's `{target}_{action}_public_count` switches, drawn once per site. A count
// the site keeps private is `null` in every structure of the world, and the interaction's `*PublicCount` says so.
import type { Faker } from '@faker-js/faker';
import type { CountTarget } from '../../schema/index.js';

export const COUNT_TARGETS = [
  'user',
  'group',
  'hashtag',
  'geotag',
  'post',
  'comment',
] as const satisfies readonly CountTarget[];
export const COUNT_ACTIONS = ['like', 'dislike', 'follow', 'block'] as const;
export type CountAction = (typeof COUNT_ACTIONS)[number];
export type PublicCounts = Readonly<Record<`${CountTarget}_${CountAction}`, boolean>>;

/**
 * How often a site shows each count (docs/assumptions.md, real-nulls): likes and follows nearly always; dislike counts
 * on half the sites (many hide them, as YouTube did in 2021); block counts rarely (a public block count invites pile-ons).
 */
export const PUBLIC_COUNT_RATES: Readonly<Record<CountAction, number>> = {
  like: 0.9,
  dislike: 0.5,
  follow: 0.9,
  block: 0.2,
};

/** One draw per switch (24), once per site. */
export function drawPublicCounts(f: Faker): PublicCounts {
  const entries = COUNT_TARGETS.flatMap((target) =>
    COUNT_ACTIONS.map(
      (action) => [`${target}_${action}`, f.datatype.boolean({ probability: PUBLIC_COUNT_RATES[action] })] as const,
    ),
  );
  return Object.fromEntries(entries) as PublicCounts;
}

/** Every count private: what a site that shows none answers. */
export const noPublicCounts = (): PublicCounts =>
  Object.fromEntries(
    COUNT_TARGETS.flatMap((target) => COUNT_ACTIONS.map((action) => [`${target}_${action}`, false] as const)),
  ) as PublicCounts;

/** The count as the site answers it: itself, or `null` when the site keeps it private. */
export const shownCount = (
  counts: PublicCounts,
  target: CountTarget,
  action: CountAction,
  value: number,
): number | null => (counts[`${target}_${action}`] ? value : null);

/**
 * A fresh install's switches (the real system's installer, v3.6.2): every like and follow count public, dislike counts
 * public on groups, hashtags and places but not on users, posts and comments, block counts private everywhere.
 */
export const freshInstallPublicCounts = (): PublicCounts =>
  Object.fromEntries(
    COUNT_TARGETS.flatMap((target) =>
      COUNT_ACTIONS.map((action) => {
        const shown =
          action === 'like' ||
          action === 'follow' ||
          (action === 'dislike' && (target === 'group' || target === 'hashtag' || target === 'geotag'));
        return [`${target}_${action}`, shown] as const;
      }),
    ),
  ) as PublicCounts;
