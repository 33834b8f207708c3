// Quotes (type 9) by the two readings of a spec that contradicts itself: its sentence says "with actionTarget=4" and
// names the quoting post's pid as contentFsid; its own table says 4 is a geotag and 5 a post. By the sentence: 4, the
// quoted content in actionInfo, the quoting post's pid in contentFsid. By the table: 5, either post in actionInfo and
// the other one's pid in contentFsid (the real system: the quoting post, which names the quoted one). Pure.
import { isObject } from './answer-kind.js';

type Item = Record<string, unknown>;

/** Keys that name an object itself (the spec's pid and cid, and the common id names), not what it refers to. */
const OWN_ID = /^(pid|cid|fsid|id|gid|htid|gtid|uid)$/;

export type Direction = 'actionInfo is the quoted content' | 'actionInfo is the quoting post';

/** contentFsid is actionInfo's own identifier: the notification names one post twice, the other one nowhere. */
export const namesOnePostTwice = (n: Item): boolean =>
  isObject(n.actionInfo) &&
  typeof n.contentFsid === 'string' &&
  Object.entries(n.actionInfo).some(([k, v]) => OWN_ID.test(k) && v === n.contentFsid);

/** `value` names `id`: it is the id, or an object (a nested post) whose own identifier it is. */
const names = (value: unknown, id: unknown): boolean =>
  value === id || (isObject(value) && Object.entries(value).some(([k, v]) => OWN_ID.test(k) && v === id));

/**
 * Which post actionInfo is: the quoting post names the quoted one (its `quotedPost`, a pid or the post itself), the
 * quoted content does not.
 */
export const directionOf = (n: Item): Direction =>
  isObject(n.actionInfo) &&
  n.contentFsid !== null &&
  Object.entries(n.actionInfo).some(([k, v]) => !OWN_ID.test(k) && names(v, n.contentFsid))
    ? 'actionInfo is the quoting post'
    : 'actionInfo is the quoted content';

/** A user's identifier members (`uid`, `fsid`, `id`) that are not null. */
const identifiers = (user: unknown): Map<string, unknown> =>
  new Map(isObject(user) ? Object.entries(user).filter(([k, v]) => OWN_ID.test(k) && v !== null) : []);

/** Two users differ by an identifier both show (a filter may have left one showing fewer). */
const differ = (a: unknown, b: unknown): boolean => {
  const of = identifiers(b);
  return [...identifiers(a)].some(([k, v]) => of.has(k) && of.get(k) !== v);
};

/**
 * The real system's reading of one quote, or what it misses: actionTarget 5, actionInfo the quoting post naming the
 * quoted one (contentFsid), written by actionUser (compared by the identifiers both show).
 */
export function realReadingMiss(n: Item, projected: boolean): string | null {
  if (n.actionTarget !== 5) return `actionTarget ${JSON.stringify(n.actionTarget)}, not 5`;
  if (projected) return null; // a filtered actionInfo may hold neither the quoted post nor the author
  if (directionOf(n) !== 'actionInfo is the quoting post')
    return 'actionInfo does not name contentFsid as the post it quotes';
  const author = isObject(n.actionInfo) ? n.actionInfo.author : undefined;
  if (differ(author, n.actionUser))
    return `actionInfo.author ${JSON.stringify(Object.fromEntries(identifiers(author)))}, actionUser ${JSON.stringify(Object.fromEntries(identifiers(n.actionUser)))}`;
  return null;
}

/** The reading one quote follows, or why it follows none. */
export function readingOf(n: Item): { reading: string } | { problem: string } {
  const direction = directionOf(n);
  if (n.actionTarget === 4)
    return direction === 'actionInfo is the quoted content'
      ? { reading: 'the sentence: actionTarget 4, contentFsid the quoting post' }
      : {
          problem:
            'actionTarget 4 (the sentence) with actionInfo the quoting post (the sentence names it in contentFsid)',
        };
  // Either post may be in actionInfo by the table; a quoting post that does not show what it quotes (no quotedPost, a
  // flat or filtered structure) looks like the quoted one, so the direction is no part of the reading.
  if (n.actionTarget === 5) return { reading: 'the table: actionTarget 5 (post)' };
  return {
    problem: `actionTarget ${JSON.stringify(n.actionTarget)}, neither 4 (the sentence) nor 5 (a post, the table)`,
  };
}

/** A quote as a message shows it. */
export const describeQuote = (n: Item): string =>
  `nmid ${JSON.stringify(n.nmid)} with actionTarget ${JSON.stringify(n.actionTarget)}, contentFsid ${JSON.stringify(n.contentFsid)}, actionInfo ${JSON.stringify(n.actionInfo)?.slice(0, 100)}`;
