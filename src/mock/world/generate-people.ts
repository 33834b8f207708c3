// Members of the site (the users who trigger notifications and author content) as User Info, generated with faker:
// every field of the real structure, coherent with the member's role, activity and the site's configs.
import type { UserInfo } from '../../schema/index.js';
import { detailPaths } from './channel-configs.js';
import { operations } from './generate-extends.js';
import { userArchives } from './user-archives.js';
import { mainRole, noRole, role, roles, STAFF_ROLE_IDS } from './user-roles.js';
import { userInteraction } from './generate-interaction.js';
import { userStats } from './generate-user-stats.js';
import { between, DAY_MS, escapeHtml, HOUR_MS, stamp, type Generation } from './generation-context.js';
import { detailUrlOf, type Site } from './generate-site.js';
import { VALUE_RATES } from './value-rates.js';
import { places } from './places.js';
import { placeholderAvatar } from './anonymous-user.js';
import type { Steps } from '../lib/steps.js';

export const userUrl = (site: Site, fsid: string) => detailUrlOf(site, detailPaths.user, fsid);

function uniqueUsername(g: Generation, firstName: string, lastName: string, taken: Set<string>): string {
  const { f } = g;
  const base = f.internet
    .username({ firstName, lastName })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '');
  let name = base.length >= 3 ? base : `${base}${f.number.int({ min: 100, max: 999 })}`;
  while (taken.has(name)) name = `${base}${f.number.int({ min: 1, max: 9999 })}`;
  taken.add(name);
  return name;
}

/** One member. `uid` is given so that account users keep the uid of their credentials; `own`: the recipient itself. */
export function generateUser(g: Generation, uid: number, taken: Set<string>, own = false): UserInfo {
  const { f, site, clock } = g;
  const sex = f.person.sexType();
  const firstName = f.person.firstName(sex);
  const lastName = f.person.lastName();
  const username = uniqueUsername(g, firstName, lastName, taken);
  const main = f.helpers.weightedArrayElement(roles.map((r) => ({ value: r, weight: r.weight })));
  // Own users (the recipient) keep their role: the control room and the docs show a member's role.
  const hasRole = own || f.datatype.boolean({ probability: VALUE_RATES.userRole });
  const verified = STAFF_ROLE_IDS.includes(main.rid) || f.datatype.boolean({ probability: 0.08 });
  // Lurkers read and react but never publish: no post, no comment (their latest publication times are null).
  const lurker = !own && f.datatype.boolean({ probability: VALUE_RATES.lurker });
  const posts = lurker ? 0 : f.number.int({ min: 0, max: 400 });
  const comments = lurker ? 0 : f.number.int({ min: posts, max: posts * 6 + 10 });
  const registered =
    clock.nowMs - f.number.int({ min: 30, max: 2000 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS });
  const gender = f.helpers.weightedArrayElement([
    { value: sex === 'male' ? 2 : 3, weight: 86 },
    { value: 1, weight: 11 },
    { value: 4, weight: 3 },
  ] as const);
  const place = f.helpers.arrayElement(places);
  const bio = f.datatype.boolean({ probability: VALUE_RATES.userBio })
    ? `${f.person.jobTitle()}. ${f.helpers.arrayElement(['Into trail running and old cameras.', 'Weekend woodworker.', 'Always cooking something.', 'Growing tomatoes on a tiny balcony.', 'Maintainer of small open-source tools.', 'Collecting train tickets from everywhere.'])}`
    : null;
  const [lastPost, lastPostAgo] = stamp(
    clock,
    posts > 0 ? between(f, clock.nowMs - 60 * DAY_MS, clock.nowMs - HOUR_MS) : null,
  );
  const [lastComment, lastCommentAgo] = stamp(
    clock,
    comments > 0 ? between(f, clock.nowMs - 30 * DAY_MS, clock.nowMs - 10 * 60_000) : null,
  );
  const waitDelete = f.datatype.boolean({ probability: 0.02 });
  const extra = f.datatype.boolean({ probability: 0.06 })
    ? [role(site, { rid: '7', name: 'Beta Tester', color: '#bf8700', icon: 'beta' }, false)]
    : [];
  const creator = verified && !STAFF_ROLE_IDS.includes(main.rid);
  const user: UserInfo = {
    fsid: username,
    uid,
    username,
    url: userUrl(site, username),
    nickname: `${firstName} ${lastName}`,
    avatar: f.image.avatarGitHub(),
    decorate: f.datatype.boolean({ probability: 0.1 })
      ? `${site.url}/assets/decorations/${f.helpers.arrayElement(['laurel', 'spark', 'leaf'])}.png`
      : null,
    banner: f.datatype.boolean({ probability: 0.6 }) ? `${site.url}/assets/banners/${uid}.jpg` : null,
    hasPin: f.datatype.boolean({ probability: 0.3 }),
    gender,
    genderCustom: gender === 4 ? f.helpers.arrayElement(['Non-binary', 'Genderfluid', 'Agender']) : null,
    genderPronoun: f.datatype.boolean({ probability: VALUE_RATES.userPronoun })
      ? gender === 3
        ? 1
        : gender === 2
          ? 2
          : 3
      : null,
    birthday: f.datatype.boolean({ probability: 0.55 })
      ? clock.at(f.date.birthdate({ mode: 'age', min: 18, max: 70, refDate: clock.nowMs }).getTime()).slice(0, 10)
      : null,
    birthdayDisplayType: f.number.int({ min: 1, max: 4 }),
    bio,
    // The real system escapes the bio (htmlentities), linking mentions and hashtags the site supports: its bios have none.
    bioHtml: bio === null ? '' : escapeHtml(bio),
    location: f.datatype.boolean({ probability: VALUE_RATES.userLocation }) ? `${place.city}, ${place.country}` : null,
    conversationPolicy: f.helpers.weightedArrayElement([
      { value: 1, weight: 80 },
      { value: 2, weight: 12 },
      { value: 3, weight: 8 },
    ] as const),
    commentPolicy: f.helpers.weightedArrayElement([
      { value: 1, weight: 85 },
      { value: 2, weight: 8 },
      { value: 3, weight: 5 },
      { value: 4, weight: 2 },
    ] as const),
    verified,
    verifiedIcon: verified ? `${site.url}/assets/verified/${creator ? 'creator' : 'staff'}.svg` : null,
    verifiedDesc: verified ? (creator ? 'Verified creator' : `Community ${main.name.toLowerCase()}`) : null,
    verifiedDateTime: verified ? clock.at(between(f, registered, clock.nowMs - DAY_MS)) : null,
    expired: false,
    expiryDateTime: null, // the site is in public mode: users do not expire
    registerDateTime: clock.at(registered),
    lastPublishPostDateTime: lastPost,
    lastPublishPostTimeAgo: lastPostAgo,
    lastPublishCommentDateTime: lastComment,
    lastPublishCommentTimeAgo: lastCommentAgo,
    lastEditUsernameDateTime: f.datatype.boolean({ probability: 0.15 })
      ? clock.at(between(f, registered, clock.nowMs))
      : null,
    lastEditNicknameDateTime: f.datatype.boolean({ probability: 0.3 })
      ? clock.at(between(f, registered, clock.nowMs))
      : null,
    rankState: 1,
    status: f.datatype.boolean({ probability: 0.97 }),
    waitDelete,
    waitDeleteDateTime: waitDelete ? clock.at(clock.nowMs + f.number.int({ min: 1, max: 14 }) * DAY_MS) : null,
    moreInfo: f.datatype.boolean({ probability: VALUE_RATES.userMoreInfo })
      ? { signUpVia: f.helpers.arrayElement(['web', 'ios', 'android']) }
      : null,
    archives: userArchives(g, username),
    operations: operations(g, 0.05),
    ...(hasRole ? mainRole(g, main) : noRole),
    stats: userStats(g, { posts, comments, verified, own }),
    roles: hasRole ? [role(site, main, true), ...extra] : extra,
    interaction: userInteraction(
      g,
      own,
      creator && f.datatype.boolean({ probability: 0.5 }) ? `${site.url}/apps/subscribe?fsid=${username}` : null,
    ),
    conversation: { status: true, code: 0, message: '' },
  };
  // A deactivated member, or one whose deletion is pending, shows the site's deactivated avatar whatever was uploaded
  // (the real system's getUserAvatar); the uploaded one is still drawn, so that the world's sequence stays the same.
  const shown = user.status && !user.waitDelete ? user : { ...user, avatar: placeholderAvatar(site, 'deactivated') };
  return inRealOrder(shown);
}

/**
 * The keys the real system adds after a user's profile, in its order (getUserProfile, then bioHtml, the main role,
 * archives, operations, roles, interaction, conversation, stats: measured on its answers). Put in place after the
 * draws, so that the world's sequence stays the same.
 */
const ADDED_AFTER_PROFILE = [
  'bioHtml',
  ...(Object.keys(noRole) as (keyof typeof noRole)[]),
  'archives',
  'operations',
  'roles',
  'interaction',
  'conversation',
  'stats',
] as const;

function inRealOrder(user: UserInfo): UserInfo {
  const ordered: Record<string, unknown> = {};
  const last = new Set<string>(ADDED_AFTER_PROFILE);
  for (const key of Object.keys(user)) if (!last.has(key)) ordered[key] = user[key as keyof UserInfo];
  for (const key of ADDED_AFTER_PROFILE) if (key in user) ordered[key] = user[key];
  return ordered as unknown as UserInfo;
}

/** `count` members with distinct uids; pauses after each (a member is a whole User Info). */
export function* generateMembers(g: Generation, count: number, taken: Set<string>): Steps<UserInfo[]> {
  const uids = new Set<number>();
  const members: UserInfo[] = [];
  while (members.length < count) {
    yield;
    const uid = g.f.number.int({ min: 20_000, max: 99_999 });
    if (uids.has(uid)) continue;
    uids.add(uid);
    members.push(generateUser(g, uid, taken));
  }
  return members;
}
