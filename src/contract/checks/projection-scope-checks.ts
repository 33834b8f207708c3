// The scope of a projection: filterUser* applies only to actionUser and filterInfo* only to actionInfo; the other
// object comes back whole under a whitelist, and under a blacklist of the very keys it holds.
import { sameAtAnyTime } from '../kit/canonical.js';
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { shownApart } from '../kit/shown-apart.js';
import { discover, filterParameters, type Target } from './list-projection-checks.js';
import { pageOrFail } from './list-support.js';
import { keysParameter } from './projection-expectations.js';

/** Up to three top-level keys the other object holds on the page: a blacklist of them must not reach it. */
function keysOfOther(items: readonly Item[], other: Target): string[] {
  const held = items.map((item) => item[other]).find((o) => isObject(o) && Object.keys(o).length > 0);
  return isObject(held) ? Object.keys(held).slice(0, 3) : [];
}

async function otherStaysWhole(
  ctx: CheckContext,
  items: readonly Item[],
  query: Query,
  [typeParam, other]: [string, Target],
  refusalIsAnswer: boolean,
): Promise<Outcome | null> {
  const page = await ctx.whole(await ctx.page(query));
  // A server may refuse keys its structure does not have: that answer says nothing about the other object.
  if (!page.data && refusalIsAnswer) return null;
  const result = pageOrFail(page, `the page with ${typeParam}=${query[typeParam]}`);
  if ('outcome' in result) return result.outcome;
  for (const [i, item] of items.entries()) {
    const received = result.data.list[i]?.[other];
    if (!sameAtAnyTime(received, item[other])) {
      const [e, r] = shownApart(item[other], received, 120, other);
      return fail(
        `${other} of ${shown(item.nmid)} unchanged under ${typeParam}=${query[typeParam]}: ${e}`,
        r,
        page.exchange,
        `${typeParam} reaching ${other}`,
      );
    }
  }
  return null;
}

function untouchedCheck(name: string, filtered: Target, other: Target): Check {
  const [typeParam, keysParam] = filterParameters[filtered];
  return defineCheck({
    name,
    endpoint: 'notifications',
    why: `A ${typeParam} filter applies only to ${filtered}; ${other} must come back whole.`,
    source: `Endpoints › Notification list › ${typeParam} (applies only to ${filtered})`,
    provenance: 'spec',
    restsOn: ['projection'],
    proves: ['projectionScope'],
    async run(ctx) {
      const found = await discover(ctx, filtered);
      if ('outcome' in found) return found.outcome;
      const whitelist = { ...found.query, [typeParam]: 'whitelist', [keysParam]: keysParameter(found.keys) };
      const kept = await otherStaysWhole(ctx, found.items, whitelist, [typeParam, other], false);
      if (kept) return kept;
      const keys = keysOfOther(found.items, other);
      if (keys.length === 0) return pass(`whitelist only (no ${other} on the page to blacklist keys of)`);
      const blacklist = { ...found.query, [typeParam]: 'blacklist', [keysParam]: keys.join(',') };
      return (
        (await otherStaysWhole(ctx, found.items, blacklist, [typeParam, other], true)) ??
        pass(`a whitelist, and a blacklist of ${other}'s own keys ${keys.join(',')}`)
      );
    },
  });
}

export const projectionScopeChecks: Check[] = [
  untouchedCheck('userFilterLeavesActionInfoWhole', 'actionUser', 'actionInfo'),
  untouchedCheck('infoFilterLeavesActionUserWhole', 'actionInfo', 'actionUser'),
];
