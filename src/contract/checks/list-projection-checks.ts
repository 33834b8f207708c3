// Whitelist / blacklist on actionUser and actionInfo, with keys discovered from the data: top-level names, a nested
// dot path and a path into a list by index (the spec's dot notation covers multi-dimensional arrays).
import { canonical } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { firstPage, nmids, pageOrFail } from './list-support.js';
import { asListWhenIndexed, discoverKeys, expectedOf, keysParameter, objectsOf, type KeyKind, type Keys, type Mode } from './projection-expectations.js';

type Target = 'actionUser' | 'actionInfo';

export const filterParameters: Record<Target, [string, string]> = { actionUser: ['filterUserType', 'filterUserKeys'], actionInfo: ['filterInfoType', 'filterInfoKeys'] };
const BASE = { pageSize: 15, page: 1 };
const SLIM = 'the answers were kept slim (over the run\'s memory budget): whole objects cannot be compared';

/** Page 1 and the keys of each kind found in its objects of the target. */
export async function discover(ctx: CheckContext, target: Target): Promise<{ items: Item[]; keys: Partial<Record<KeyKind, Keys>> } | { outcome: Outcome }> {
  const page = await firstPage(ctx);
  const found = pageOrFail(page, 'page 1 of the list');
  if ('outcome' in found) return found;
  if (page.exchange.slim) return { outcome: skip(SLIM) };
  const objects = objectsOf(found.data.list, target);
  if (objects.length === 0) return { outcome: skip(`no notification on page 1 has an ${target} object`) };
  return { items: found.data.list, keys: discoverKeys(objects) };
}

const KIND_SOURCE: Record<KeyKind, string> = { names: '', 'dot path': ' (dot notation)', 'list index': ' (dot notation for multi-dimensional arrays)' };
const KIND_MISSING: Record<KeyKind, string> = { names: 'a key', 'dot path': 'a nested object to try a dot path on', 'list index': 'a list of two or more objects to try an index path on' };

function projectionCheck(name: string, target: Target, mode: Mode, kind: KeyKind, why: string): Check {
  const [typeParam, keysParam] = filterParameters[target];
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source: `Endpoints › Notification list › ${typeParam}, ${keysParam}${KIND_SOURCE[kind]}`,
    provenance: 'spec',
    async run(ctx) {
      const found = await discover(ctx, target);
      if ('outcome' in found) return found.outcome;
      const keys = found.keys[kind];
      if (!keys) return skip(`no ${target} on page 1 holds ${KIND_MISSING[kind]}`);
      const page = await ctx.page({ ...BASE, [typeParam]: mode, [keysParam]: keysParameter(keys) });
      const filtered = pageOrFail(page, `the page with ${typeParam}=${mode}`);
      if ('outcome' in filtered) return filtered.outcome;
      if (nmids(filtered.data.list).join() !== nmids(found.items).join()) return fail('the same notifications as without the filter', `other nmids: ${shown(nmids(filtered.data.list).slice(0, 4))}…`, page.exchange);
      let compared = 0;
      for (const [i, item] of found.items.entries()) {
        const original = item[target];
        const expected = original !== null && typeof original === 'object' && !Array.isArray(original) ? expectedOf(original as Record<string, unknown>, mode, keys) : undefined;
        if (expected === undefined) continue;
        const received = filtered.data.list[i]![target];
        if (canonical(asListWhenIndexed(received)) !== canonical(asListWhenIndexed(expected))) {
          return fail(`${target} of ${shown(item.nmid)} with ${mode} ${shown(keysParameter(keys))}: ${shown(expected, 200)}`, shown(received, 200), page.exchange, `${mode} by ${kind}`);
        }
        compared++;
      }
      return compared === 0 ? skip(`no ${target} on page 1 has ${shown(keysParameter(keys))}`) : pass(`${compared} objects, keys ${keysParameter(keys)}`);
    },
  });
}

function untouchedCheck(name: string, filtered: Target, other: Target): Check {
  const [typeParam, keysParam] = filterParameters[filtered];
  return defineCheck({
    name,
    endpoint: 'notifications',
    why: `A ${typeParam} filter applies only to ${filtered}; ${other} must come back whole.`,
    source: `Endpoints › Notification list › ${typeParam} (applies only to ${filtered})`,
    provenance: 'spec',
    async run(ctx) {
      const found = await discover(ctx, filtered);
      if ('outcome' in found) return found.outcome;
      const page = await ctx.page({ ...BASE, [typeParam]: 'whitelist', [keysParam]: keysParameter(found.keys.names!) });
      const result = pageOrFail(page, `the page with ${typeParam}=whitelist`);
      if ('outcome' in result) return result.outcome;
      for (const [i, item] of found.items.entries()) {
        const received = result.data.list[i]?.[other];
        if (canonical(received) !== canonical(item[other])) return fail(`${other} of ${shown(item.nmid)} unchanged: ${shown(item[other], 120)}`, shown(received, 120), page.exchange, `${typeParam} reaching ${other}`);
      }
      return pass();
    },
  });
}

const WHY = {
  keep: 'A list row asks only for the fields it shows.',
  dot: 'parent.child keeps one nested value, not the whole parent.',
  dotOut: 'parent.child removes one nested value and keeps its siblings.',
  index: 'list.0.child keeps one value of the first element, nothing of the others.',
  indexOut: 'list.0.child removes one value of the first element and keeps the rest of the list.',
  drop: 'Dropping heavy fields must drop exactly those.',
};

export const projectionChecks: Check[] = [
  projectionCheck('userWhitelistKeepsOnlyNamedKeys', 'actionUser', 'whitelist', 'names', WHY.keep),
  projectionCheck('userWhitelistFollowsDotPaths', 'actionUser', 'whitelist', 'dot path', WHY.dot),
  projectionCheck('userWhitelistFollowsListIndexPaths', 'actionUser', 'whitelist', 'list index', WHY.index),
  projectionCheck('userBlacklistRemovesNamedKeys', 'actionUser', 'blacklist', 'names', WHY.drop),
  projectionCheck('userBlacklistFollowsDotPaths', 'actionUser', 'blacklist', 'dot path', WHY.dotOut),
  projectionCheck('userBlacklistFollowsListIndexPaths', 'actionUser', 'blacklist', 'list index', WHY.indexOut),
  projectionCheck('infoWhitelistKeepsOnlyNamedKeys', 'actionInfo', 'whitelist', 'names', WHY.keep),
  projectionCheck('infoWhitelistFollowsDotPaths', 'actionInfo', 'whitelist', 'dot path', WHY.dot),
  projectionCheck('infoWhitelistFollowsListIndexPaths', 'actionInfo', 'whitelist', 'list index', WHY.index),
  projectionCheck('infoBlacklistRemovesNamedKeys', 'actionInfo', 'blacklist', 'names', WHY.drop),
  projectionCheck('infoBlacklistFollowsDotPaths', 'actionInfo', 'blacklist', 'dot path', WHY.dotOut),
  projectionCheck('infoBlacklistFollowsListIndexPaths', 'actionInfo', 'blacklist', 'list index', WHY.indexOut),
  untouchedCheck('userFilterLeavesActionInfoWhole', 'actionUser', 'actionInfo'),
  untouchedCheck('infoFilterLeavesActionUserWhole', 'actionInfo', 'actionUser'),
];
