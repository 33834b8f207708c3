// Whitelist / blacklist on actionUser and actionInfo, with keys discovered from the data: top-level names, a nested
// dot path and a path into a list by index (the spec's dot notation covers multi-dimensional arrays).
import { sameAtAnyTime } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import { shownApart } from '../kit/shown-apart.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { nmids, pageOrFail } from './list-support.js';
import { brokenSearch, lookedAt, searchPages, type Looked } from './search-pages.js';
import {
  asListWhenIndexed,
  discoverKeys,
  expectedOf,
  keysParameter,
  objectsOf,
  type KeyKind,
  type Keys,
  type Mode,
} from './projection-expectations.js';

export type Target = 'actionUser' | 'actionInfo';

export const filterParameters: Record<Target, [string, string]> = {
  actionUser: ['filterUserType', 'filterUserKeys'],
  actionInfo: ['filterInfoType', 'filterInfoKeys'],
};

const KIND_MISSING: Record<KeyKind, string> = {
  names: 'a key',
  'dot path': 'a nested object to try a dot path on',
  'list index': 'a list of two or more objects to try an index path on',
  'deep path': 'an object nested three levels deep',
};

export interface Discovered {
  /** The page the keys were found on: its items and its query (the filtered request asks the same page). */
  items: Item[];
  query: Query;
  keys: Keys;
  looked: Looked;
}

/** The first page (of those a search may fetch) whose objects of the target hold keys of this kind, and the keys. */
export async function discover(
  ctx: CheckContext,
  target: Target,
  kind: KeyKind = 'names',
): Promise<Discovered | { outcome: Outcome }> {
  const search = await searchPages(ctx, (items) => {
    const objects = objectsOf(items, target);
    return objects.length > 0 ? discoverKeys(objects, kind)[kind] : undefined;
  });
  if ('broken' in search) return { outcome: brokenSearch(search.broken) };
  if ('looked' in search)
    return { outcome: skip(`no ${target} holds ${KIND_MISSING[kind]} (${lookedAt(search.looked)})`) };
  return {
    items: search.found.items,
    query: search.found.query,
    keys: search.found.value,
    looked: search.found.looked,
  };
}

const KIND_SOURCE: Record<KeyKind, string> = {
  names: '',
  'dot path': ' (dot notation)',
  'list index': ' (dot notation for multi-dimensional arrays)',
  'deep path': ' (dot notation, three levels and more)',
};

function projectionCheck(name: string, target: Target, mode: Mode, kind: KeyKind, why: string): Check {
  const [typeParam, keysParam] = filterParameters[target];
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source: `Endpoints › Notification list › ${typeParam}, ${keysParam}${KIND_SOURCE[kind]}`,
    provenance: 'spec',
    // Plain key names prove the projection, dot paths rest on it (and prove them), index paths on both (and prove them).
    ...(kind === 'names'
      ? { restsOn: [], proves: ['projection'] as const }
      : kind === 'dot path'
        ? { restsOn: ['projection'] as const, proves: ['dotPaths'] as const }
        : { restsOn: ['projection', 'dotPaths'] as const, proves: ['indexPaths'] as const }),
    async run(ctx) {
      const found = await discover(ctx, target, kind);
      if ('outcome' in found) return found.outcome;
      return projectedAsExpected(ctx, target, mode, found);
    },
  });
}

/** The page `found` was discovered on, asked again with the projection: each object as the spec's projection of it. */
export async function projectedAsExpected(
  ctx: CheckContext,
  target: Target,
  mode: Mode,
  found: Discovered,
): Promise<Outcome> {
  const [typeParam, keysParam] = filterParameters[target];
  const keys = found.keys;
  const page = await ctx.whole(await ctx.page({ ...found.query, [typeParam]: mode, [keysParam]: keysParameter(keys) }));
  const filtered = pageOrFail(page, `the page with ${typeParam}=${mode}`);
  if ('outcome' in filtered) return filtered.outcome;
  if (nmids(filtered.data.list).join() !== nmids(found.items).join())
    return fail(
      'the same notifications as without the filter',
      `other nmids: ${shown(nmids(filtered.data.list).slice(0, 4))}…`,
      page.exchange,
    );
  let compared = 0;
  for (const [i, item] of found.items.entries()) {
    const original = item[target];
    const expected =
      original !== null && typeof original === 'object' && !Array.isArray(original)
        ? expectedOf(original as Record<string, unknown>, mode, keys)
        : undefined;
    if (expected === undefined) continue;
    const received = filtered.data.list[i]![target];
    if (!sameAtAnyTime(asListWhenIndexed(received), asListWhenIndexed(expected))) {
      const [e, r] = shownApart(asListWhenIndexed(expected), asListWhenIndexed(received), 200, target);
      return fail(
        `${target} of ${shown(item.nmid)} with ${mode} ${shown(keysParameter(keys))}: ${e}`,
        r,
        page.exchange,
        `${mode} by ${keys.kind}`,
      );
    }
    compared++;
  }
  const where = found.query.page === 1 ? '' : ` on page ${found.query.page} (${lookedAt(found.looked)})`;
  return compared === 0
    ? skip(`no ${target} has ${shown(keysParameter(keys))} (${lookedAt(found.looked)})`)
    : pass(`${compared} objects, keys ${keysParameter(keys)}${where}`);
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
];
