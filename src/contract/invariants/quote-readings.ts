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

/** Which post actionInfo is: the quoting post names the quoted one (its `quotedPost`), the quoted content does not. */
export const directionOf = (n: Item): Direction =>
  isObject(n.actionInfo) &&
  Object.entries(n.actionInfo).some(([k, v]) => !OWN_ID.test(k) && v === n.contentFsid && v !== null)
    ? 'actionInfo is the quoting post'
    : 'actionInfo is the quoted content';

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
  if (n.actionTarget === 5) return { reading: `the table: actionTarget 5 (post), ${direction}` };
  return {
    problem: `actionTarget ${JSON.stringify(n.actionTarget)}, neither 4 (the sentence) nor 5 (a post, the table)`,
  };
}

/** A quote as a message shows it. */
export const describeQuote = (n: Item): string =>
  `nmid ${JSON.stringify(n.nmid)} with actionTarget ${JSON.stringify(n.actionTarget)}, contentFsid ${JSON.stringify(n.contentFsid)}, actionInfo ${JSON.stringify(n.actionInfo)?.slice(0, 100)}`;
