// The invariants as checks: each reads the run's journal, where every answer was judged as it arrived, whoever asked
// for it. Some first send probes chosen from the data, so that the rule meets the answers that would break it.
import { invariantRules } from '../invariants/invariant-rules.js';
import type { Check } from '../kit/check.js';
import { invariantCheck, type Foundations } from './journal-check.js';
import type { CheckContext } from '../kit/check-context.js';
import { firstPage, presentTypes } from './list-support.js';
import { walk } from '../kit/walk-list.js';

/** Page sizes for a total: 15, one dividing it exactly (1 always does), one that does not, and 1. */
export function pageSizesFor(total: number): number[] {
  const sizes = [15];
  const exact = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].find((s) => total > s && total % s === 0);
  const inexact = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].find((s) => total > s && total % s !== 0);
  for (const s of [exact, inexact, total >= 1 && total <= 15 ? total : undefined, 1])
    if (s !== undefined && !sizes.includes(s)) sizes.push(s);
  return sizes;
}

/** lastPage on page sizes that divide the whole list's total exactly and that do not. */
async function lastPageProbes(ctx: CheckContext): Promise<void> {
  const first = await firstPage(ctx);
  const total = first.data?.pagination.total;
  if (total === undefined) return;
  await Promise.all(pageSizesFor(total).map((pageSize) => ctx.page({ pageSize, page: 1 })));
}

/** An empty result: the rarest types, unread, so that lastPage of a total of 0 is seen. */
async function emptyResultProbes(ctx: CheckContext): Promise<void> {
  const found = await presentTypes(ctx);
  if ('outcome' in found) return;
  const rare = [...found.totals].sort((a, b) => a[1] - b[1]).slice(0, 3);
  if (rare.some(([, total]) => total === 0)) return;
  // A type whose items are all read (or all unread) has an empty result on the other status.
  await Promise.all(
    rare.flatMap(([type]) => [0, 1].map((status) => ctx.page({ types: String(type), status, pageSize: 15 }))),
  );
}

/** The pages holding anonymous triggers, asked again with the identity keys whitelisted and something blacklisted. */
async function anonymousProbes(ctx: CheckContext): Promise<void> {
  const found = await walk(ctx, {});
  if (!('pages' in found)) return;
  const pages = found.pages.filter((p) => p.page.data.list.some((n) => n.actionUserIsAnonymous === true)).slice(0, 2);
  const projections = [
    { filterUserType: 'whitelist', filterUserKeys: 'uid,fsid,username,nickname,url,id' },
    { filterUserType: 'blacklist', filterUserKeys: 'stats' },
  ];
  await Promise.all(
    pages.flatMap((p) => projections.map((projection) => ctx.page({ pageSize: 15, page: p.number, ...projection }))),
  );
}

const r = invariantRules;
/**
 * The rules of one answer prove what the checks of many answers rest on: its HTTP and JSON, its schema, its values,
 * the slice its pagination names, its filters.
 */
const ANSWERS: Foundations = { restsOn: [], proves: ['answers'] };
const VALUES: Foundations = { restsOn: [], proves: ['values'] };
const PAGING: Foundations = { restsOn: ['listSchema'], proves: ['paging'] };

export const invariantChecks: Check[] = [
  invariantCheck(r.everyListAnswerIsDeclaredJson, ANSWERS),
  invariantCheck(r.everyListAnswerIsJsonWithoutByteOrderMark, ANSWERS),
  invariantCheck(r.everyPageHoldsAtMostPageSizeItems, PAGING),
  invariantCheck(r.everyPageHoldsAllItsItems, PAGING),
  invariantCheck(r.lastPageIsTotalOverPageSizeRoundedUp, PAGING, lastPageProbes),
  invariantCheck(r.currentPageEchoesTheRequestedPage, PAGING),
  invariantCheck(r.pageSizeEchoesTheAppliedPageSize, PAGING),
  invariantCheck(r.everyItemIsOfTheRequestedTypes, { restsOn: ['paging'], proves: ['typesFilter'] }),
  invariantCheck(r.everyItemHasTheRequestedStatus, { restsOn: ['paging'], proves: ['statusFilter'] }),
  invariantCheck(r.everyConfigsAnswerMatchesTheSchema, { restsOn: ['configs', 'languages'] }),
  invariantCheck(r.everyListAnswerMatchesTheSchema, { restsOn: [], proves: ['listSchema'] }),
  invariantCheck(r.noAnswerIsAServerError, ANSWERS),
  invariantCheck(r.everyHttp200IsAJsonEnvelope, ANSWERS),
  invariantCheck(r.everyAnswerIsDeclaredJson, ANSWERS),
  invariantCheck(r.everyAnswerIsValidUtf8, ANSWERS),
  invariantCheck(r.everyAnswerIsStrictJson, ANSWERS),
  invariantCheck(r.contentLengthMatchesTheBody, ANSWERS),
  invariantCheck(r.renderedStringsCarryNoTemplateOrSerializerMarks, VALUES),
  invariantCheck(r.datetimesAreRealCalendarTimes, VALUES),
  invariantCheck(r.timeAgoAgreesWithDatetime, { restsOn: ['languages'], proves: ['values'] }),
  invariantCheck(r.datetimeFormatAgreesWithDatetime, VALUES),
  invariantCheck(r.everyPageIsNewestFirst, { restsOn: ['languages', 'listSchema'], proves: ['order'] }, (ctx) =>
    walk(ctx, {}, ctx.options.other ? ctx.authHeaders({}, ctx.options.other) : undefined).catch(() => undefined),
  ),
  invariantCheck(r.flagsComeWithWhatTheyPointTo, VALUES),
  invariantCheck(r.dependentFieldsComeWithWhatTheyDependOn, VALUES),
  invariantCheck(r.detailUrlsFollowTheirShape, { restsOn: ['configs'] }),
  invariantCheck(r.minimumsAreAtMostTheirMaximums, { restsOn: ['configs'] }),
  invariantCheck(r.anonymousActionUserRevealsNoIdentity, VALUES, anonymousProbes),
];

export const assumedInvariantChecks: Check[] = [
  invariantCheck(
    r.lastPageOfAnEmptyResultIsOne,
    { restsOn: ['paging'], proves: ['realSystemFacts'] },
    emptyResultProbes,
  ),
  invariantCheck(r.everyAnswerMatchesTheDocumentedSchema, {
    restsOn: ['configs', 'languages', 'listSchema', 'realSystemFacts'],
  }),
  invariantCheck(r.errorsAreHttp200Envelopes, { restsOn: [], proves: ['realSystemFacts'] }),
];
