// Whitelist / blacklist on actionUser and actionInfo, with keys discovered from the data (incl. a nested dot path).
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext, Item } from '../kit/check-context.js';
import { nmids, pageOrFail } from './list-support.js';

type Target = 'actionUser' | 'actionInfo';
type Mode = 'whitelist' | 'blacklist';
type Obj = Record<string, unknown>;

const parameters: Record<Target, [string, string]> = { actionUser: ['filterUserType', 'filterUserKeys'], actionInfo: ['filterInfoType', 'filterInfoKeys'] };
const BASE = { pageSize: 15, page: 1 };

/** Key order does not matter; everything else does. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

interface Discovery {
  items: Item[];
  /** Two top-level keys of the first object. */
  keys: string[];
  /** A `parent.child` path to a scalar inside a nested object, when one exists. */
  nested?: [string, string];
}

async function discover(ctx: CheckContext, target: Target): Promise<Discovery | { outcome: Outcome }> {
  const found = pageOrFail(await ctx.page(BASE), 'page 1 of the list');
  if ('outcome' in found) return found;
  const objects = found.data.list.map((n) => n[target]).filter(isObject);
  if (objects.length === 0) return { outcome: skip(`no notification on page 1 has an ${target} object`) };
  const keys = Object.keys(objects[0]!).slice(0, 2);
  let nested: [string, string] | undefined;
  for (const obj of objects) {
    for (const [key, value] of Object.entries(obj)) {
      const child = isObject(value) ? Object.entries(value).find(([, v]) => v === null || typeof v !== 'object') : undefined;
      if (child) {
        nested = [key, child[0]];
        break;
      }
    }
    if (nested) break;
  }
  return { items: found.data.list, keys, ...(nested ? { nested } : {}) };
}

const pick = (obj: Obj, keys: string[]) => Object.fromEntries(keys.filter((k) => Object.hasOwn(obj, k)).map((k) => [k, obj[k]]));
const omit = (obj: Obj, keys: string[]) => Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));
const hasPath = (obj: Obj, [a, b]: [string, string]) => isObject(obj[a]) && Object.hasOwn(obj[a], b);

/** What the spec's projection leaves of one object, or `undefined` when the kit cannot tell for this object. */
function expectedOf(original: Obj, mode: Mode, keys: string[] | [string, string], nested: boolean): Obj | undefined {
  if (nested) {
    const path = keys as [string, string];
    if (!hasPath(original, path)) return undefined;
    const parent = original[path[0]] as Obj;
    return mode === 'whitelist' ? { [path[0]]: { [path[1]]: parent[path[1]] } } : { ...original, [path[0]]: omit(parent, [path[1]]) };
  }
  if (mode === 'whitelist') return (keys as string[]).some((k) => Object.hasOwn(original, k)) ? pick(original, keys as string[]) : undefined;
  return omit(original, keys as string[]);
}

function projectionCheck(name: string, target: Target, mode: Mode, nested: boolean, why: string): Check {
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source: `Endpoints › Notification list › ${parameters[target][0]}, ${parameters[target][1]}${nested ? ' (dot notation)' : ''}`,
    provenance: 'spec',
    async run(ctx) {
      const found = await discover(ctx, target);
      if ('outcome' in found) return found.outcome;
      if (nested && !found.nested) return skip(`no ${target} holds a nested object to try a dot path on`);
      const keys = nested ? found.nested! : found.keys;
      const [typeParam, keysParam] = parameters[target];
      const page = await ctx.page({ ...BASE, [typeParam]: mode, [keysParam]: nested ? keys.join('.') : keys.join(',') });
      const filtered = pageOrFail(page, `the page with ${typeParam}=${mode}`);
      if ('outcome' in filtered) return filtered.outcome;
      if (nmids(filtered.data.list).join() !== nmids(found.items).join()) return fail('the same notifications as without the filter', `other nmids: ${shown(nmids(filtered.data.list).slice(0, 4))}…`, page.exchange);
      let compared = 0;
      for (const [i, item] of found.items.entries()) {
        const original = item[target];
        if (!isObject(original)) continue;
        const expected = expectedOf(original, mode, keys, nested);
        if (expected === undefined) continue;
        const received = filtered.data.list[i]![target];
        if (canonical(received) !== canonical(expected)) {
          return fail(`${target} of ${shown(item.nmid)} with ${mode} ${shown(nested ? keys.join('.') : keys.join(','))}: ${shown(expected, 200)}`, shown(received, 200), page.exchange);
        }
        compared++;
      }
      return compared === 0 ? skip(`no ${target} on page 1 has ${shown(keys)}`) : pass(`${compared} objects, keys ${keys.join(nested ? '.' : ',')}`);
    },
  });
}

function untouchedCheck(name: string, filtered: Target, other: Target): Check {
  return defineCheck({
    name,
    endpoint: 'notifications',
    why: `A ${parameters[filtered][0]} filter applies only to ${filtered}; ${other} must come back whole.`,
    source: `Endpoints › Notification list › ${parameters[filtered][0]} (applies only to ${filtered})`,
    provenance: 'spec',
    async run(ctx) {
      const found = await discover(ctx, filtered);
      if ('outcome' in found) return found.outcome;
      const [typeParam, keysParam] = parameters[filtered];
      const page = await ctx.page({ ...BASE, [typeParam]: 'whitelist', [keysParam]: found.keys.join(',') });
      const result = pageOrFail(page, `the page with ${typeParam}=whitelist`);
      if ('outcome' in result) return result.outcome;
      for (const [i, item] of found.items.entries()) {
        const received = result.data.list[i]?.[other];
        if (canonical(received) !== canonical(item[other])) return fail(`${other} of ${shown(item.nmid)} unchanged: ${shown(item[other], 120)}`, shown(received, 120), page.exchange);
      }
      return pass();
    },
  });
}

export const projectionChecks: Check[] = [
  projectionCheck('userWhitelistKeepsOnlyNamedKeys', 'actionUser', 'whitelist', false, 'A list row asks only for the user fields it shows.'),
  projectionCheck('userWhitelistFollowsDotPaths', 'actionUser', 'whitelist', true, 'parent.child keeps one nested value, not the whole parent.'),
  projectionCheck('userBlacklistRemovesNamedKeys', 'actionUser', 'blacklist', false, 'Dropping heavy user fields must drop exactly those.'),
  projectionCheck('userBlacklistFollowsDotPaths', 'actionUser', 'blacklist', true, 'parent.child removes one nested value and keeps its siblings.'),
  projectionCheck('infoWhitelistKeepsOnlyNamedKeys', 'actionInfo', 'whitelist', false, 'A list row asks only for the target fields it shows.'),
  projectionCheck('infoWhitelistFollowsDotPaths', 'actionInfo', 'whitelist', true, 'parent.child keeps one nested value, not the whole parent.'),
  projectionCheck('infoBlacklistRemovesNamedKeys', 'actionInfo', 'blacklist', false, 'Dropping heavy target fields must drop exactly those.'),
  projectionCheck('infoBlacklistFollowsDotPaths', 'actionInfo', 'blacklist', true, 'parent.child removes one nested value and keeps its siblings.'),
  untouchedCheck('userFilterLeavesActionInfoWhole', 'actionUser', 'actionInfo'),
  untouchedCheck('infoFilterLeavesActionUserWhole', 'actionInfo', 'actionUser'),
];
