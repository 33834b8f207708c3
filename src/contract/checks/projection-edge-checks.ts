// Projection at its edges: a filter never turns a null actionUser / actionInfo into an object, and an empty piece in
// the keys list names no key (the spec's keys are names separated by commas).
import { classify } from '../kit/answer.js';
import { sameAtAnyTime } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { shownApart } from '../kit/shown-apart.js';
import { discover, filterParameters } from './list-projection-checks.js';
import { pageOrFail } from './list-support.js';
import { brokenSearch, lookedAt, searchPages } from './search-pages.js';

const TARGETS = ['actionUser', 'actionInfo'] as const;

export const filtersLeaveNullObjectsNull = defineCheck({
  name: 'filtersLeaveNullObjectsNull',
  endpoint: 'notifications',
  why: 'A null actionUser says there is no triggering user; a filter that turns it into {} invents one.',
  source:
    'Endpoints › Notification list › filterUserType, filterInfoType; type 1 System (whether a triggering user exists)',
  provenance: 'spec',
  restsOn: ['projection'],
  proves: ['nullObjects'],
  async run(ctx) {
    let compared = 0;
    const looked: string[] = [];
    for (const target of TARGETS) {
      // A null object may sit deep in the inbox: the search goes on past page 1, within the budget.
      const search = await searchPages(ctx, (items) => (items.some((n) => n[target] === null) ? items : undefined));
      if ('broken' in search) return brokenSearch(search.broken);
      if ('looked' in search) {
        looked.push(`${target}: ${lookedAt(search.looked)}`);
        continue;
      }
      const nulls = search.found.items.filter((n) => n[target] === null).map((n) => n.nmid);
      const known = await discover(ctx, target);
      const key = 'keys' in known ? known.keys.path[0]! : 'id';
      const [typeParam, keysParam] = filterParameters[target];
      for (const mode of ['whitelist', 'blacklist']) {
        const page = await ctx.whole(await ctx.page({ ...search.found.query, [typeParam]: mode, [keysParam]: key }));
        const filtered = pageOrFail(page, `page ${search.found.number} with ${typeParam}=${mode}`);
        if ('outcome' in filtered) return filtered.outcome;
        const turned = filtered.data.list.find((n) => nulls.includes(n.nmid) && n[target] !== null);
        if (turned)
          return fail(
            `${target} of ${shown(turned.nmid)} still null with ${typeParam}=${mode}&${keysParam}=${key}`,
            shown(turned[target]),
            page.exchange,
            `${mode} on a null ${target}`,
          );
        compared += filtered.data.list.filter((n) => nulls.includes(n.nmid)).length;
      }
    }
    return compared === 0
      ? skip(`no notification has a null actionUser or actionInfo (${looked.join('; ')})`)
      : pass(`${compared} null objects`);
  },
});

export const filterKeysWithEmptyPiecesNameOnlyTheOthers = defineCheck({
  name: 'filterKeysWithEmptyPiecesNameOnlyTheOthers',
  endpoint: 'notifications',
  why: 'Clients build keys lists with stray commas; an empty piece must not select (or remove) everything.',
  source: 'Endpoints › Notification list › filterUserKeys, filterInfoKeys (key names separated by commas)',
  provenance: 'spec',
  restsOn: ['projection'],
  async run(ctx) {
    for (const target of TARGETS) {
      const found = await discover(ctx, target);
      if ('outcome' in found) continue;
      const [typeParam, keysParam] = filterParameters[target];
      const keys = found.keys.path;
      const refused: string[] = [];
      for (const [mode, withEmpty, plain] of [
        ['whitelist', `${keys.join(',,')}`, keys.join(',')],
        ['blacklist', `${keys[0]},`, keys[0]!],
      ] as const) {
        const reference = pageOrFail(
          await ctx.whole(await ctx.page({ ...found.query, [typeParam]: mode, [keysParam]: plain })),
          `${typeParam}=${mode}&${keysParam}=${plain}`,
        );
        if ('outcome' in reference) return reference.outcome;
        const page = await ctx.whole(await ctx.page({ ...found.query, [typeParam]: mode, [keysParam]: withEmpty }));
        // Refusing a keys list with an empty piece is a choice the spec leaves open; answering it wrongly is not.
        if (!page.data && classify(page.exchange).kind === 'rejection') {
          refused.push(withEmpty);
          continue;
        }
        const got = pageOrFail(page, `${typeParam}=${mode}&${keysParam}=${withEmpty}`);
        if ('outcome' in got) return got.outcome;
        const i = reference.data.list.findIndex((n, j) => !sameAtAnyTime(n[target], got.data.list[j]?.[target]));
        if (i >= 0) {
          const [e, r] = shownApart(reference.data.list[i]![target], got.data.list[i]?.[target], 120, target);
          return fail(
            `${keysParam}=${withEmpty} as ${keysParam}=${plain}: ${e}`,
            r,
            page.exchange,
            `an empty piece in ${keysParam}`,
          );
        }
      }
      return pass(
        `${target}: ${keys.join(',,')} and ${keys[0]},${refused.length ? ` (refused: ${refused.join(' and ')})` : ''}`,
      );
    }
    return skip('no notification has an actionUser or actionInfo object (on the pages a search may fetch)');
  },
});

export const projectionEdgeChecks: Check[] = [filtersLeaveNullObjectsNull, filterKeysWithEmptyPiecesNameOnlyTheOthers];
