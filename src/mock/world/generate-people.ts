// Members of the site (the users who trigger notifications and author content), generated with faker.
import type { Faker } from '@faker-js/faker';
import type { UserInfo } from '../../schema/static-types.js';
import { formatPhpDate } from '../lib/format-php-date.js';
import { detailPaths } from './channel-configs.js';
import type { Site } from './generate-site.js';

const roles = [
  { rid: 1, name: 'Administrator', color: '#cf222e', weight: 1 },
  { rid: 3, name: 'Moderator', color: '#1f6feb', weight: 4 },
  { rid: 4, name: 'Contributor', color: '#8250df', weight: 15 },
  { rid: 5, name: 'Member', color: null, weight: 80 },
] as const;

const DAY_MS = 86_400_000;

export const userUrl = (site: Site, fsid: string) => `${site.url}/${detailPaths.user}/${fsid}`;

function uniqueUsername(f: Faker, firstName: string, lastName: string, taken: Set<string>): string {
  const base = f.internet
    .username({ firstName, lastName })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '');
  let name = base.length >= 3 ? base : `${base}${f.number.int({ min: 100, max: 999 })}`;
  while (taken.has(name)) name = `${base}${f.number.int({ min: 1, max: 9999 })}`;
  taken.add(name);
  return name;
}

/** One member. `uid` is given so that account users keep the uid of their credentials. */
export function generateUser(f: Faker, site: Site, uid: number, nowMs: number, taken: Set<string>): UserInfo {
  const sex = f.person.sexType();
  const firstName = f.person.firstName(sex);
  const lastName = f.person.lastName();
  const username = uniqueUsername(f, firstName, lastName, taken);
  const role = f.helpers.weightedArrayElement(roles.map((r) => ({ value: r, weight: r.weight })));
  const verified = role.rid <= 3 || f.datatype.boolean({ probability: 0.08 });
  const posts = f.number.int({ min: 0, max: 400 });
  return {
    fsid: username,
    uid,
    username,
    url: userUrl(site, username),
    nickname: `${firstName} ${lastName}`,
    avatar: f.image.avatarGitHub(),
    bio: `${f.person.jobTitle()}. ${f.helpers.arrayElement(['Into trail running and old cameras.', 'Weekend woodworker.', 'Always cooking something.', 'Growing tomatoes on a tiny balcony.', 'Maintainer of small open-source tools.', 'Collecting train tickets from everywhere.'])}`,
    verified,
    verifiedDesc: verified ? (role.rid <= 3 ? `Community ${role.name.toLowerCase()}` : 'Verified creator') : null,
    status: f.datatype.boolean({ probability: 0.97 }),
    nicknameColor: role.color,
    roleName: role.name,
    roles: [{ rid: role.rid, isMain: true, name: role.name, status: true }],
    stats: {
      followerCount: f.number.int({ min: 0, max: verified ? 25_000 : 1_500 }),
      followingCount: f.number.int({ min: 0, max: 900 }),
      postPublishCount: posts,
      commentPublishCount: f.number.int({ min: posts, max: posts * 6 + 10 }),
      likeCount: f.number.int({ min: 0, max: posts * 40 + 5 }),
    },
    registerDateTime: formatPhpDate('Y-m-d H:i:s', nowMs - f.number.int({ min: 30, max: 2000 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS })),
  };
}

/** The placeholder an anonymous trigger gets: identity fields null (assumption anonymous-user). */
export function anonymousUser(site: Site, foundedMs: number): UserInfo {
  return {
    fsid: null,
    uid: null,
    username: null,
    url: null,
    nickname: 'Anonymous',
    avatar: `${site.url}/assets/anonymous.png`,
    bio: '',
    verified: false,
    verifiedDesc: null,
    status: true,
    nicknameColor: null,
    roleName: '',
    roles: [],
    stats: { followerCount: 0, followingCount: 0, postPublishCount: 0, commentPublishCount: 0, likeCount: 0 },
    registerDateTime: formatPhpDate('Y-m-d H:i:s', foundedMs),
  };
}

export function generateMembers(f: Faker, site: Site, count: number, nowMs: number, taken: Set<string>): UserInfo[] {
  const uids = new Set<number>();
  const members: UserInfo[] = [];
  while (members.length < count) {
    const uid = f.number.int({ min: 20_000, max: 99_999 });
    if (uids.has(uid)) continue;
    uids.add(uid);
    members.push(generateUser(f, site, uid, nowMs, taken));
  }
  return members;
}
