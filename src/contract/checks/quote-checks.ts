// Quotes (type 9). The spec contradicts itself: its sentence says "with actionTarget=4" and names the quoting post's
// pid as contentFsid, its own table says 4 is a geotag and 5 a post. Two readings stand: the sentence's (actionTarget
// 4, contentFsid the quoting post, actionInfo the recipient's quoted content) and the table's (actionTarget 5, a post:
// either post in actionInfo, the other one's pid in contentFsid; the real system sends the quoting post, which names
// the quoted one). The spec checks accept either reading applied to every quote alike, and ask of both what they share
// (a post in actionInfo, a pid in contentFsid, two posts); --strict asks for the real system's reading.
import { invariantRules } from '../invariants/invariant-rules.js';
import { describeQuote, directionOf, readingOf } from '../invariants/quote-readings.js';
import { fail, pass, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { invariantCheck } from './journal-check.js';
import { typePagesProbe } from './list-type-checks.js';
import { brokenSearch, lookedAt, searchPages } from './search-pages.js';

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

/** Every quote of the search follows the reading of the first: one reading across answers, not only within each. */
async function oneReadingAcrossAnswers(ctx: CheckContext): Promise<Outcome | undefined> {
  const found = await quotes(ctx);
  if ('outcome' in found) return found.outcome.status === 'skip' ? undefined : found.outcome;
  const [first, ...others] = found.items;
  const reading = (n: Item) => {
    const r = readingOf(n);
    return 'reading' in r ? r.reading : r.problem;
  };
  const other = others.find((n) => reading(n) !== reading(first!));
  if (other)
    return fail(
      `every quote as ${JSON.stringify(first!.nmid)}: ${reading(first!)}`,
      `${reading(other)}: ${describeQuote(other)}`,
      await exchangeOf(ctx),
      'actionTarget of quotes',
    );
  const direction = first!.actionTarget === 5 ? `, ${directionOf(first!)} as the first` : '';
  return pass(`${found.items.length} quotes, ${reading(first!)}${direction}`);
}

const q = invariantRules;
const probe = typePagesProbe(9);

export const quoteChecks: Check[] = [
  invariantCheck(q.quotesCarryAPostPid, { restsOn: [] }, probe),
  invariantCheck(q.quotesNameTheQuotingAndTheQuotedPost, { restsOn: [] }, probe),
  invariantCheck(q.quotesCarryAPostInActionInfo, { restsOn: [] }, probe),
  invariantCheck(q.quotesFollowOneReadingOfTheSpec, { restsOn: [] }, probe, oneReadingAcrossAnswers),
  invariantCheck(q.quotesFollowTheRealSystemsReading, { restsOn: [] }, probe),
];
