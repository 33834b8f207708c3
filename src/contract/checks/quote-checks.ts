// Quotes (type 9). The spec contradicts itself: its sentence says "with actionTarget=4" and names the quoting post's
// pid as contentFsid, its own table says 4 is a geotag and 5 a post. Two readings stand: the sentence's (actionTarget
// 4, contentFsid the quoting post, actionInfo the recipient's quoted content) and the table's (actionTarget 5, a post:
// either post in actionInfo, the other one's pid in contentFsid; the real system sends the quoting post, which names
// the quoted one). The spec checks accept either reading applied to every quote alike; --strict asks for the real one.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { brokenSearch, lookedAt, searchPages } from './search-pages.js';

const QUOTE = 'Endpoints › Notification list › type 9 Quote';
/** Keys that name an object itself (the spec's pid and cid, and the common id names), not what it refers to. */
const OWN_ID = /^(pid|cid|fsid|id|gid|htid|gtid|uid)$/;

export type Direction = 'actionInfo is the quoted content' | 'actionInfo is the quoting post';

/** contentFsid is actionInfo's own identifier: the notification names one post twice. */
export const namesOnePostTwice = (n: Item) =>
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
  return { problem: `actionTarget ${shown(n.actionTarget)}, neither 4 (the sentence) nor 5 (a post, the table)` };
}

/** Every quote the pages of types=9 a search may fetch hold (a reading is judged over all of them), or an outcome. */
async function quotes(ctx: CheckContext): Promise<{ items: Item[] } | { outcome: Outcome }> {
  return ctx.once('quotes', async () => {
    const items: Item[] = [];
    const search = await searchPages(ctx, (list) => void items.push(...list.filter((n) => n.type === 9)), {
      types: '9',
    });
    if ('broken' in search) return { outcome: brokenSearch(search.broken) };
    if (items.length === 0)
      return { outcome: skip(`no quote (${'looked' in search ? lookedAt(search.looked) : ''} of types=9)`) };
    return { items };
  });
}

const exchangeOf = async (ctx: CheckContext) => (await ctx.page({ types: '9', pageSize: 15, page: 1 })).exchange;

function quoteCheck(
  name: string,
  why: string,
  source: string,
  judge: (items: Item[]) => { expected: string; received: string; feature: string } | undefined,
  realSystem = false,
): Check {
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source,
    ...(realSystem ? { provenance: 'assumed', basis: 'real system' } : { provenance: 'spec' }),
    restsOn: [],
    async run(ctx) {
      const found = await quotes(ctx);
      if ('outcome' in found) return found.outcome;
      const broken = judge(found.items);
      if (broken) return fail(broken.expected, broken.received, await exchangeOf(ctx), broken.feature);
      return pass(`${found.items.length} quotes`);
    },
  });
}

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.length > 0;
const seen = (n: Item) =>
  `nmid ${shown(n.nmid)} with actionTarget ${shown(n.actionTarget)}, contentFsid ${shown(n.contentFsid)}, actionInfo ${shown(n.actionInfo, 100)}`;

const quoteRules: Check[] = [
  quoteCheck(
    'quotesCarryAPostPid',
    'A quote notification links to a post (the quoting one, or the quoted one in the real system).',
    `${QUOTE} (contentFsid is a post's pid)`,
    (items) => {
      const bad = items.find((n) => !nonEmptyString(n.contentFsid));
      return (
        bad && {
          expected: 'type 9: contentFsid, a non-empty string',
          received: seen(bad),
          feature: 'contentFsid of quotes',
        }
      );
    },
  ),
  quoteCheck(
    'quotesNameTheQuotingAndTheQuotedPost',
    'A quote involves two posts: contentFsid and actionInfo must not both be the same one.',
    `${QUOTE} (contentFsid is the quoting post's pid; actionInfo the quoted content, or the other way round by the table)`,
    (items) => {
      const bad = items.find(namesOnePostTwice);
      return (
        bad && {
          expected:
            "type 9: contentFsid one post of the quote, actionInfo the other (contentFsid none of actionInfo's own identifiers)",
          received: seen(bad),
          feature: 'contentFsid of quotes',
        }
      );
    },
  ),
  quoteCheck(
    'quotesFollowOneReadingOfTheSpec',
    'Clients branch on actionTarget: every quote must follow one reading of the spec, the same for all.',
    `${QUOTE} (with actionTarget=4); Resources › Notification (actionTarget 4 geotag, 5 post)`,
    (items) => {
      const readings = items.map((n) => ({ n, r: readingOf(n) }));
      const odd = readings.find(({ r }) => 'problem' in r);
      if (odd && 'problem' in odd.r)
        return {
          expected: 'type 9: one reading of the spec',
          received: `${odd.r.problem}: ${seen(odd.n)}`,
          feature: 'actionTarget of quotes',
        };
      const first = readings[0]!;
      const other = readings.find(({ r }) => 'reading' in r && 'reading' in first.r && r.reading !== first.r.reading);
      if (other && 'reading' in other.r && 'reading' in first.r)
        return {
          expected: `every quote as ${shown(first.n.nmid)}: ${first.r.reading}`,
          received: `${other.r.reading}: ${seen(other.n)}`,
          feature: 'actionTarget of quotes',
        };
      return undefined;
    },
  ),
  quoteCheck(
    'quotesAsTheRealSystemSendsThem',
    'Clients built for the real system read actionTarget 5 and the quoting post in actionInfo.',
    'quote-action-target',
    (items) => {
      const bad = items.find((n) => n.actionTarget !== 5 || directionOf(n) !== 'actionInfo is the quoting post');
      return (
        bad && {
          expected:
            "type 9: actionTarget 5, actionInfo the quoting post (naming the quoted one), contentFsid the quoted post's pid",
          received: seen(bad),
          feature: 'quotes as the real system sends them',
        }
      );
    },
    true,
  ),
];

/** The spec's quote checks; the real system's reading (quotesAsTheRealSystemSendsThem) joins once the mock sends it. */
export const quoteChecks: Check[] = quoteRules.filter((c) => c.provenance === 'spec');
export const quotesAsTheRealSystemSendsThem: Check = quoteRules.find((c) => c.provenance === 'assumed')!;
