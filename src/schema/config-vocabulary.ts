// The spec's word lists from which the configuration key families are built (Resources › Configuration item).

/** Content entities, singular: `{target}`, `{e}` in the spec. */
export const entities = ['user', 'group', 'hashtag', 'geotag', 'post', 'comment'] as const;
export type Entity = (typeof entities)[number];

/** `{es}`: the plural of each entity. */
export const entityPlurals = ['users', 'groups', 'hashtags', 'geotags', 'posts', 'comments'] as const;
export type EntityPlural = (typeof entityPlurals)[number];

export const pluralOf = (entity: Entity): EntityPlural => `${entity}s`;

/** `{action}` of the interaction switches. */
export const interactionActions = ['like', 'dislike', 'follow', 'block'] as const;

/** `{verb}` of the profile lists, the `channel_{verb}_{es}_name` keys and `profile_default_homepage`. */
export const profileVerbs = ['likes', 'dislikes', 'following', 'blocking'] as const;

export const postsOrComments = ['posts', 'comments'] as const;

/** Default homepage › default_homepage. */
export const defaultHomepages = ['portal', 'user', 'group', 'hashtag', 'geotag', 'post', 'comment'] as const;

/** Default homepage › profile_default_homepage: 6 fixed values and 24 `<verb>_<plural>` values. */
export const profileDefaultHomepages = [
  'posts',
  'comments',
  'likers',
  'dislikers',
  'followers',
  'blockers',
  ...profileVerbs.flatMap((verb) => entityPlurals.map((plural) => `${verb}_${plural}` as const)),
] as const;

/** Channel paths: website_{portal|entity}_path. */
export const channelPathOwners = ['portal', ...entities] as const;

/** Real platform ids for `portal_{platformId}` (the spec does not show them; the real system's list). */
export const platformIds = {
  1: 'Other',
  2: 'Desktop Web',
  3: 'Mobile Web',
  4: 'Responsive Web',
  5: 'iOS App',
  6: 'Android App',
  7: 'Mac App',
  8: 'Windows App',
  9: 'Linux App',
  10: 'Vision App',
  11: 'Mini Program',
} as const;
