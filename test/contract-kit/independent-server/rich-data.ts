// Data beyond ASCII for the independent server (choice `rich`): names with accents, CJK and an ampersand, texts with
// emoji, a summary longer than 280 UTF-16 units with an emoji across that boundary, and anonymous triggers, whose
// stored actor the server knows and must never show (the spec's actionUserIsAnonymous).
import type { Stored } from './stored.js';
import type { Json } from './subjects.js';

const NAMES = ['Zoë Brontë', 'José Núñez', '李小龙', 'Tom & Jerry', 'Łukasz Żółć', 'Ærøskøbing Ålborg'];
const TEXTS = ['Très bien 👍 — ça marche', 'Grüße aus Köln, schön! 🎉', '好的，谢谢 🙏'];
/** 279 UTF-16 units, then an emoji (two units): a cut at 280 units splits it. */
const LONG = `${'Ein langer Text über Ölpreise und Straßen. '.repeat(7).slice(0, 279)}😀 und noch etwas mehr Text danach.`;

/** The placeholder an anonymous trigger gets: identity fields null (the real system's way). */
export const anonymousPlaceholder = (): Json => ({
  fsid: null,
  uid: null,
  username: null,
  nickname: 'Anonymous',
  avatar: 'https://img.example.net/avatars/anonymous.png',
  verified: false,
  status: true,
  roles: [],
  stats: { followerCount: 0, postPublishCount: 0, likerCount: 0 },
});

/** Another team's placeholder: a guest id (-1, "0") and a name in the site's language, the same for every anonymous user. */
export const guestPlaceholder = (): Json => ({
  fsid: '0',
  uid: -1,
  username: '匿名',
  nickname: '匿名用户',
  avatar: 'https://img.example.net/avatars/guest.png',
  verified: false,
  status: true,
  roles: [],
  stats: { followerCount: 0, postPublishCount: 0, likerCount: 0 },
});

/** Makes an inbox rich, in place: every item keeps its place, type and times. */
export function enrich(inbox: Stored[], guest = false): void {
  inbox.forEach((item, i) => {
    const user = item.actionUser as (Json & { nickname?: unknown }) | null;
    if (user && 'nickname' in user) user.nickname = NAMES[i % NAMES.length];
    if (user && 'displayName' in user) user.displayName = NAMES[i % NAMES.length];
    if (item.content !== null && item.type >= 7) item.content = i % 4 === 0 ? LONG : TEXTS[i % TEXTS.length]!;
    // Likes and mentions may come from an anonymous user (types 3 and 7): every fifth of them here.
    if (user && (item.type === 3 || item.type === 7) && i % 5 === 0) {
      item.actor = user;
      item.actionUser = guest ? guestPlaceholder() : anonymousPlaceholder();
      item.actionUserIsAnonymous = true;
    }
  });
}

/** A summary of at most 280 characters, cut by code points (never inside a surrogate pair). */
export const summary = (text: string | null): string | null =>
  text === null || text.length <= 280 ? text : Array.from(text).slice(0, 280).join('');
