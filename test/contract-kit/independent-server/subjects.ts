// Who and what notifications are about, in this implementation's own shapes: users with nested stats and a list of
// roles, posts and comments with an author and lists of objects (so that dot paths and list indexes have data).
import type { Random } from './seeded-random.js';

/** A detail URL as the spec's Paths build it: {site_url}/{website_<entity>_detail_path}/{identifier}. */
const detailUrl = (path: string, id: string) => `https://harbor.example.net/${path}/${id}`;

export type Json = Record<string, unknown>;

const NAMES = ['Ada Brook', 'Bram Ode', 'Cleo Marsh', 'Dev Patel', 'Edda Ring', 'Farid Noor', 'Gus Hale', 'Hana Sato'];
const WORDS = ['river', 'lantern', 'orbit', 'maple', 'harbor', 'quartz', 'meadow', 'ember', 'signal', 'canyon'];

/** A user as "real" User Info names its fields, or in this server's own vocabulary. */
export function user(random: Random, shape: 'real' | 'own'): Json {
  const name = random.pick(NAMES);
  const uid = random.int(20_000, 99_999);
  const roles = [
    {
      rid: String(random.int(1, 9)),
      name: random.pick(['Member', 'Editor', 'Moderator']),
      isMain: true,
      nameDisplay: random.chance(0.5),
    },
    { rid: String(random.int(10, 19)), name: random.pick(['Supporter', 'Reviewer']), isMain: false, nameDisplay: true },
  ];
  if (shape === 'own') {
    return {
      id: `u${uid}`,
      handle: name.toLowerCase().replace(' ', '.'),
      displayName: name,
      picture: `https://img.example.net/${uid}.png`,
      badges: roles.map((r) => ({ code: r.rid, label: r.name })),
      counters: { followers: random.int(0, 900), posts: random.int(0, 300) },
    };
  }
  return {
    fsid: String(uid),
    uid,
    url: detailUrl('u', String(uid)),
    username: name.toLowerCase().replace(' ', '_'),
    nickname: name,
    avatar: `https://img.example.net/avatars/${uid}.png`,
    verified: random.chance(0.3),
    status: true,
    roles,
    stats: { followerCount: random.int(0, 900), postPublishCount: random.int(0, 300), likerCount: random.int(0, 500) },
  };
}

/** A post (actionTarget 5, or 4 for quotes as the spec writes it) or a comment (6), with its own identifier. */
export function content(random: Random, kind: 'post' | 'comment' | 'group' | 'user', shape: 'real' | 'own'): Json {
  const text = `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.pick(WORDS)}`;
  if (kind === 'user') return user(random, shape);
  if (kind === 'group') {
    // Group Info as the real system names its fields: counters at the top, custom fields as a list of archives.
    const archive = (code: string) => ({
      code,
      name: code,
      description: '',
      value: random.pick(WORDS),
      valueType: 'string',
      isPrivate: false,
    });
    const gid = `g${random.id(6)}`;
    return {
      gid,
      url: detailUrl('g', gid),
      name: `The ${random.pick(WORDS)} circle`,
      postCount: random.int(0, 99),
      archives: [archive('motto'), archive('since')],
    };
  }
  const author = user(random, shape);
  const tags = [
    { htid: `h${random.id(5)}`, name: random.pick(WORDS) },
    { htid: `h${random.id(5)}`, name: random.pick(WORDS) },
  ];
  const id = random.id(8);
  if (kind === 'post')
    return {
      pid: `p${id}`,
      url: detailUrl('p', `p${id}`),
      title: text,
      content: `${text}.`,
      author,
      hashtags: tags,
      likeCount: random.int(0, 80),
    };
  return {
    cid: `c${id}`,
    url: detailUrl('c', `c${id}`),
    content: `${text}!`,
    author,
    replyToPost: { pid: `p${random.id(8)}`, title: text },
    likeCount: random.int(0, 40),
  };
}
