// Which profile lists a site shows (`profile_posts_enabled`, `profile_comments_enabled` and the 24
// `profile_{verb}_{plural}_enabled` switches). A user's count of what they did or published is `null` unless its list
// is shown: the real system answers so (docs/assumptions.md, real-nulls), and the configs say which lists those are.
import { entityPlurals, profileVerbs } from '../../schema/index.js';

type ProfileVerb = (typeof profileVerbs)[number];
type EntityPlural = (typeof entityPlurals)[number];
export type ProfileList = 'posts' | 'comments' | `${ProfileVerb}_${EntityPlural}`;
export type ProfileLists = Readonly<Record<ProfileList, boolean>>;

const lists = (shown: (verb: ProfileVerb, plural: EntityPlural) => boolean): ProfileLists =>
  Object.fromEntries([
    ['posts', true],
    ['comments', true],
    ...profileVerbs.flatMap((verb) => entityPlurals.map((plural) => [`${verb}_${plural}`, shown(verb, plural)])),
  ]) as ProfileLists;

/**
 * The seeded site: what people liked and follow is shown, but not places (the site lists no places:
 * `channel_geotag_list_status` off; a fresh install shows none of them either); what they dislike and block stays private.
 */
export const defaultProfileLists = (): ProfileLists =>
  lists((verb, plural) => (verb === 'likes' || verb === 'following') && plural !== 'geotags');

/** A fresh install (the real system's installer): the user's posts and comments, and whom they like and follow. */
export const freshInstallProfileLists = (): ProfileLists =>
  lists((verb, plural) =>
    plural === 'users' ? verb === 'likes' || verb === 'following' : verb === 'following' && plural === 'groups',
  );

/** Every list shown: each count of what a user did or published is answered. */
export const allProfileLists = (): ProfileLists => lists(() => true);

/** The count as the site answers it: itself when its profile list is shown, else `null`. */
export const shownIfListed = (shown: ProfileLists, list: ProfileList, value: number): number | null =>
  shown[list] ? value : null;
