// Structures of the real system's size (choice realSized): a page of 15 notifications weighs about 250 KB, as the
// real system's does: users carry 61 counts, interaction switches, custom fields and plugin operations, posts a long
// text, files and their author (in members the document does not list, where they have this server's own shape: the
// structures are open). Every field is data a client may read, so a kit that cuts answers down over its memory
// budget must still judge them whole.
import type { Stored } from './stored.js';
import type { Json } from './subjects.js';

const VERBS = ['like', 'dislike', 'follow', 'block'];
const KINDS = ['User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'];

/** 61 counts: 24 by verb and kind, and the rest by what was published (every profile list on: none null). */
function realStats(seed: number): Json {
  const stats: Json = {};
  let n = seed;
  for (const verb of VERBS) for (const kind of KINDS) stats[`${verb}${kind}Count`] = n++ % 97;
  for (const what of ['post', 'comment'])
    for (const measure of ['Publish', 'Digest', 'Like', 'Dislike', 'Follow', 'Block'])
      stats[`${what}${measure}Count`] = n++ % 53;
  for (const k of ['liker', 'disliker', 'follower', 'blocker', 'followMe', 'followUser', 'followGroup'])
    stats[`${k}Count`] = n++ % 41;
  for (let i = Object.keys(stats).length; i < 61; i++) stats[`extcredits${i}`] = i;
  return stats;
}

const archive = (code: string, i: number): Json => ({
  code,
  name: `${code} ${i}`,
  description: `What ${code} says about the account, shown on its profile page as the site configured it.`,
  value: `value ${i} of ${code}`,
  valueType: 'string',
  isPrivate: i % 2 === 0,
  options: [],
});

const image = (i: number): Json => ({
  fid: `f${i}xyzABCD`,
  type: 1,
  status: true,
  substitutionImageUrl: 'https://cdn.example.net/images/hidden.jpg',
  warning: 'none',
  name: `photo-${i}.jpg`,
  mime: 'image/jpeg',
  extension: 'jpg',
  size: `${210 + i} KB`,
  sha: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
  shaType: 'sha1',
  width: 1920,
  height: 1080,
  duration: null,
  imageLong: false,
  imageRatioUrl: `https://cdn.example.net/images/${i}-ratio.jpg`,
  imageSquareUrl: `https://cdn.example.net/images/${i}-square.jpg`,
  imageBigUrl: `https://cdn.example.net/images/${i}-big.jpg`,
  videoPosterUrl: null,
  videoUrl: null,
  audioUrl: null,
  documentPreviewUrl: null,
  transcodingState: null,
  sortOrder: i,
  moreInfo: { camera: 'Phone', exposure: '1/120', iso: 100 },
});

/** Pads a user in place to the real User Info's size (about 5 KB). */
function padUser(user: Json, seed: number): void {
  user.countsByKind = realStats(seed);
  user.viewerInteraction = Object.fromEntries(
    ['likeEnabled', 'dislikeEnabled', 'followEnabled', 'blockEnabled', 'likeStatus', 'dislikeStatus', 'followStatus']
      .concat(['blockStatus', 'followMeStatus', 'followNote', 'likeUserTitle', 'followUserTitle', 'blockUserTitle'])
      .map((k, i) => [k, i % 3 === 0 ? null : i % 2 === 0]),
  );
  user.profileFields = ['motto', 'city', 'team', 'since'].map(archive);
  user.pluginOperations = {
    customizes: [1, 2, 3].map((i) => ({ code: `op${i}`, style: 'primary', name: `Operation ${i}`, url: null })),
    buttonIcons: [1, 2].map((i) => ({
      code: `icon${i}`,
      name: `Icon ${i}`,
      imageUrl: `https://cdn.example.net/${i}.png`,
    })),
    diversifyImages: [],
    tips: [],
  };
  user.about = 'A longer bio, as people write them: what they like, where they live, what they post about. '.repeat(14);
  user.messaging = { status: true, policy: 1, messageCount: 0, unreadCount: 0 };
}

/** Pads a post or comment in place to the real Post Info's size (about 9 KB with its author). */
function padContent(content: Json, seed: number): void {
  // Inside a notification the content is a brief (at most 280 characters); the rest of the post rides beside it.
  content.contentHtml = `<p>${String(content.content ?? '')} ${'A post as long as the real ones, with sentences. '.repeat(60)}</p>`;
  content.files = { images: [0, 1, 2, 3].map((i) => image(seed + i)), videos: [], audios: [], documents: [] };
  content.customFields = ['source', 'license'].map(archive);
  content.readConfig = { isReadLocked: false, previewPercentage: 0, buttonName: null, buttonUrl: null };
  content.moreInfo = { ipLocation: 'Somewhere', deviceName: 'Phone', extra: { a: 1, b: 2 } };
}

/** Every user and post or comment a notification carries, padded in place. */
export function padToRealSize(item: Stored, seed: number): void {
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const object = value as Json;
    for (const inner of Object.values(object)) visit(inner);
    if ('nickname' in object || 'handle' in object) padUser(object, seed);
    if ('pid' in object || 'cid' in object) padContent(object, seed);
  };
  visit(item.actionUser);
  visit(item.actionInfo);
}
