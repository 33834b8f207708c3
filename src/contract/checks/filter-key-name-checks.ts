// A filter key names one key exactly: the same name in other letters (NICKNAME) or the start of a name (nick) names
// no key of the data, so a whitelist of a key and such names keeps that key only (JSON names compare exactly).
import { classify } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import type { Item } from '../kit/page.js';
import { filterParameters } from './list-projection-checks.js';
import { firstPage, pageOrFail } from './list-support.js';

const TARGETS = ['actionUser', 'actionInfo'] as const;

const objectsOf = (items: readonly Item[], target: string) =>
  items
    .map((n) => n[target])
    .filter((o): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o));

/** A key of the data, then two names near another key that are no key of it: that key in other letters, and its first half. */
export function nearMisses(objects: readonly Record<string, unknown>[]): string[] | undefined {
  const names = new Set(objects.flatMap((o) => Object.keys(o)));
  const key = [...names].filter((k) => /^[A-Za-z]{4,}$/.test(k)).sort((a, b) => b.length - a.length)[0];
  if (key === undefined) return undefined;
  const other = key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase();
  const prefix = key.slice(0, Math.ceil(key.length / 2));
  const misses = [other, prefix].filter((n) => !names.has(n));
  // A key really named beside them: a server that ignores unknown names still has a filter to apply.
  const kept = [...names].find((k) => k !== key && !k.startsWith(prefix) && k.toLowerCase() !== key.toLowerCase());
  return misses.length === 2 && kept !== undefined ? [kept, ...misses] : undefined;
}

export const filterKeysNameWholeKeys = defineCheck({
  name: 'filterKeysNameWholeKeys',
  endpoint: 'notifications',
  why: 'A whitelist keeps the named keys only: NICKNAME or nick names no key, so nickname is not kept.',
  source:
    'Endpoints › Notification list › filterUserType, filterUserKeys, filterInfoType, filterInfoKeys (the key-value pairs of the named keys); RFC 8259 §8.3 (names compare code unit by code unit)',
  provenance: 'spec',
  restsOn: ['projection', 'projectionScope'],
  async run(ctx) {
    const first = pageOrFail(await firstPage(ctx), 'page 1 of 15');
    if ('outcome' in first) return first.outcome;
    const query: Record<string, string | number> = { pageSize: 15, page: 1 };
    const asked: string[] = [];
    for (const target of TARGETS) {
      const misses = nearMisses(objectsOf(first.data.list, target));
      if (!misses) continue;
      const [typeParam, keysParam] = filterParameters[target];
      Object.assign(query, { [typeParam]: 'whitelist', [keysParam]: misses.join(',') });
      asked.push(`${keysParam}=${misses.join(',')}`);
    }
    if (asked.length === 0)
      return skip('page 1 holds no actionUser or actionInfo object with a key of four letters or more');
    const page = await ctx.page(query);
    if (!page.data && classify(page.exchange).kind === 'rejection')
      return pass(`refused (keys naming nothing): ${asked.join(' and ')}`);
    const got = pageOrFail(page, `a whitelist of ${asked.join(' and ')}`);
    if ('outcome' in got) return got.outcome;
    for (const target of TARGETS) {
      const [, keysParam] = filterParameters[target];
      if (query[keysParam] === undefined) continue;
      const named = String(query[keysParam]).split(',')[0]!;
      const kept = got.data.list.find((n) =>
        objectsOf([n], target).some((o) => Object.keys(o).some((k) => k !== named)),
      );
      if (kept)
        return fail(
          `${target} with ${named} only: ${keysParam}=${String(query[keysParam])} names no other key (names are compared exactly)`,
          `${shown(kept.nmid)} keeps ${shown(kept[target], 120)}`,
          page.exchange,
          'matching of filter keys',
        );
    }
    return pass(`only the key named exactly kept for ${asked.join(' and ')}`);
  },
});

export const filterKeyNameChecks: Check[] = [filterKeysNameWholeKeys];
