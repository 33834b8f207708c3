// `--explore N [--seed S]`: N generated queries, every answer held to the invariants and the metamorphic relations;
// a failure is shrunk (fast-check) to the smallest failing query, printed with its curl line and the seed.
import fc from 'fast-check';
import { committedDocument } from '../../validation/index.js';
import { invariantRules } from '../invariants/invariant-rules.js';
import { classify, describeExchange } from '../kit/answer.js';
import { BudgetExhausted } from '../kit/kit-http.js';
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';
import { Throttled } from '../kit/polite-client.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';
import { discoverKeys, keysParameter } from '../checks/projection-expectations.js';
import { searchPages } from '../checks/search-pages.js';
import { listQueryArbitrary, type ExploreHints, type ExploreQuery } from './list-query-arbitrary.js';
import { projectionOf, totalWithinWhole, type Broken } from './metamorphic-relations.js';

const FILTERS = {
  actionUser: ['filterUserType', 'filterUserKeys'],
  actionInfo: ['filterInfoType', 'filterInfoKeys'],
} as const;
const asText = (query: ExploreQuery) => new URLSearchParams(query).toString() || '(no parameters)';

async function hintsOf(ctx: CheckContext): Promise<ExploreHints | null> {
  const first = await ctx.page({ pageSize: 15, page: 1 });
  if (!first.data) return null;
  // Keys of every kind, gathered across the pages a search may fetch (a list to index into may sit beyond page 1).
  const objects: Record<'actionUser' | 'actionInfo', Record<string, unknown>[]> = { actionUser: [], actionInfo: [] };
  const complete = () => Object.values(objects).every((o) => Object.keys(discoverKeys(o)).length === 4);
  await searchPages(ctx, (items) => {
    for (const field of ['actionUser', 'actionInfo'] as const)
      objects[field].push(
        ...items
          .map((n) => n[field])
          .filter((o): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o)),
      );
    return complete() ? true : undefined;
  });
  const keys = (field: 'actionUser' | 'actionInfo') =>
    Object.values(discoverKeys(objects[field])).flatMap((k) => (k.kind === 'names' ? k.path : [keysParameter(k)]));
  return {
    lastPage: Math.max(Math.ceil(first.data.pagination.total / 15), 1),
    keys: { filterUserKeys: keys('actionUser'), filterInfoKeys: keys('actionInfo') },
  };
}

/** Which rules an exploration judges: the spec's (with the relations), or the real system's facts. */
type Judged = 'spec' | 'real system';

const judges = (judged: Judged, rule: (typeof invariantRules)[keyof typeof invariantRules]) =>
  judged === 'spec' ? rule.provenance === 'spec' : rule.basis === 'real system';

/** What is wrong with the answer to one generated query, or null; `exchange` is the answer that shows it. */
async function judge(
  ctx: CheckContext,
  query: ExploreQuery,
  judged: Judged,
): Promise<(Broken & { exchange: Exchange }) | null> {
  const exchange = await ctx.listExchange(query);
  const answer = classify(exchange);
  if (answer.kind === 'broken')
    return judged === 'spec'
      ? {
          relation: 'every query is answered: a success or a rejection',
          expected: 'a success or a rejection (HTTP 4xx, or a non-zero code)',
          received: describeExchange(exchange),
          exchange,
        }
      : null;
  const violation = (exchange.violations ?? []).find((v) => judges(judged, invariantRules[v.rule]));
  if (violation)
    return { relation: violation.rule, expected: violation.expected, received: violation.received, exchange };
  // The metamorphic relations follow from the spec's words: only the spec's exploration holds answers to them.
  if (answer.kind !== 'success' || judged !== 'spec') return null;
  const page = await ctx.whole(await ctx.page(query));
  const whole = await ctx.page({});
  if (!page.data || !whole.data) return null;
  const total = totalWithinWhole(page.data.pagination.total, whole.data.pagination.total, asText(query));
  if (total) return { ...total, exchange };
  const filtered = Object.entries(FILTERS)
    .filter(([, [type]]) => query[type] === 'whitelist' || query[type] === 'blacklist')
    .map(([field]) => field);
  if (filtered.length === 0) return null;
  const plain = Object.fromEntries(Object.entries(query).filter(([k]) => !k.startsWith('filter')));
  const reference = await ctx.whole(await ctx.page(plain));
  if (!reference.data) return null;
  const projection = projectionOf(page.data.list, reference.data.list, filtered);
  return projection ? { ...projection, exchange } : null;
}

/** The assumptions the real system's invariant rules cite, once each. */
const realSystemSources = () =>
  [
    ...new Set(
      Object.values(invariantRules)
        .filter((rule) => rule.basis === 'real system')
        .flatMap((rule) => rule.source.split(/,\s*/)),
    ),
  ].join(', ');

const EXPLORED: Record<Judged, Pick<Check, 'name' | 'why'>> = {
  spec: {
    name: 'exploredQueriesHoldTheInvariants',
    why: 'Generated queries, valid and invalid, reach the combinations no fixed check thought of.',
  },
  'real system': {
    name: 'exploredQueriesHoldTheRealSystemsRules',
    why: "Generated queries held to the real system's facts where the spec is silent (they fail a run only with --strict).",
  },
};

/**
 * `--explore N`: the same generated queries (one seed; the answers are shared) judged twice, so that a broken rule is
 * reported with its own provenance: by the spec's rules and relations, and by the real system's facts.
 */
export const exploreChecks = (runs: number, seed: number): Check[] =>
  (['spec', 'real system'] as const).map((judged) => exploreCheck(runs, seed, judged));

function exploreCheck(runs: number, seed: number, judged: Judged): Check {
  return defineCheck({
    ...EXPLORED[judged],
    endpoint: 'notifications',
    restsOn: ['paging', 'typesFilter', 'statusFilter', 'projection'],
    ...(judged === 'spec'
      ? {
          provenance: 'spec' as const,
          source: 'Endpoints › Notification list (query parameters); Resources › Pagination object',
        }
      : {
          provenance: 'assumed' as const,
          basis: 'real system' as const,
          source: realSystemSources(),
        }),
    async run(ctx) {
      const hints = await hintsOf(ctx);
      if (!hints) {
        // No answer at all (reset, closed, no HTTP, too slow) is seen by no invariant: a skip here made a green run.
        const first = (await ctx.page({ pageSize: 15, page: 1 })).exchange;
        if (first.transportError)
          return fail(
            'an answer to the first page of the list, to explore from',
            `no answer: ${first.transportError}`,
            first,
          );
        return skip('the list does not answer its first page, so there is nothing to explore from');
      }
      // Why the last queries went unasked, if they did: the budget ran out, or the server kept throttling.
      let stopped: string | undefined;
      const property = fc.asyncProperty(listQueryArbitrary(committedDocument(), hints), async (query) => {
        try {
          return (await judge(ctx, query, judged)) === null;
        } catch (error) {
          if (error instanceof Throttled)
            stopped ??= `the server throttled the run before the last ones (${error.message})`;
          else if (error instanceof BudgetExhausted) stopped ??= 'the request budget ran out before the last ones';
          else throw error;
          return true;
        }
      });
      const details = await fc.check(property, { numRuns: runs, seed });
      const rerun = `--explore ${runs} --seed ${seed}`;
      if (!details.failed || !details.counterexample)
        return pass(`${details.numRuns} generated queries, seed ${seed}${stopped ? `; ${stopped}` : ''}`);
      const query = details.counterexample[0];
      const found = await judge(ctx, query, judged).catch(() => null);
      if (!found)
        return fail(
          'every generated query answered within the invariants',
          `${asText(query)} failed (${String(details.errorInstance ?? 'see the seed')}); rerun with ${rerun}`,
        );
      return fail(
        found.expected,
        `${found.received} — smallest failing query after ${details.numShrinks} shrinks: ${asText(query)} (rerun with ${rerun})`,
        found.exchange,
        found.relation,
      );
    },
  });
}
