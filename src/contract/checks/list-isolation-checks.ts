// Two accounts (--other-aid, --other-aid-token, --other-uid, --other-uid-token): their inboxes share nothing, each
// sees its own however requests interleave, and a uid of one is refused with the other's aid.
import { authHeaders } from '../../schema/index.js';
import { classify, describeExchange } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext, Credentials } from '../kit/check-context.js';
import { toPage } from '../kit/page.js';
import { walk } from '../kit/walk-list.js';
import { controlProblem } from './list-auth-checks.js';
import { firstDifference, nmids, pageOrFail, walkOrOutcome } from './list-support.js';

const NEEDS =
  'needs a second account: --other-aid, --other-aid-token, --other-uid, --other-uid-token (or CORE_OTHER_AID, …)';
const LIST =
  'What the service does (a paged list of notifications for the current user); Endpoints › Notification list';
/** Notifications about the recipient's own content (Like … Quote): never the same message for two recipients. */
const PERSONAL = (n: Record<string, unknown>) => typeof n.type === 'number' && n.type >= 3;

function withOther(
  run: (ctx: CheckContext, other: Credentials) => Promise<Outcome>,
): (ctx: CheckContext) => Promise<Outcome> {
  return async (ctx) => (ctx.options.other ? run(ctx, ctx.options.other) : skip(NEEDS));
}

export const twoAccountsShareNoNotification = defineCheck({
  name: 'twoAccountsShareNoNotification',
  endpoint: 'notifications',
  why: "A notification about one user's content must never reach another user.",
  source: LIST,
  provenance: 'spec',
  restsOn: ['walk'],
  proves: ['isolation'],
  run: withOther(async (ctx, other) => {
    const mine = walkOrOutcome(await walk(ctx, {}), "every page of this account's list");
    if ('outcome' in mine) return mine.outcome;
    const theirs = walkOrOutcome(
      await walk(ctx, {}, ctx.authHeaders({}, other)),
      "every page of the other account's list",
    );
    if ('outcome' in theirs) return theirs.outcome;
    const ids = new Set(nmids(mine.items.filter(PERSONAL)));
    const shared = theirs.items.filter(PERSONAL).find((n) => ids.has(n.nmid));
    if (shared)
      return fail(
        'no notification of types 3–9 in both inboxes',
        `nmid ${shown(shared.nmid)} (type ${shown(shared.type)}) in both`,
        theirs.pages[0]!.page.exchange,
        'isolation of accounts',
      );
    return pass(`${ids.size} and ${theirs.items.filter(PERSONAL).length} personal notifications compared`);
  }),
});

export const eachAccountSeesItsOwnInbox = defineCheck({
  name: 'eachAccountSeesItsOwnInbox',
  endpoint: 'notifications',
  why: "A cache keyed without the user serves one user's page to the next.",
  source: LIST,
  provenance: 'spec',
  restsOn: ['paging'],
  proves: ['isolation'],
  run: withOther(async (ctx, other) => {
    const first = pageOrFail(await ctx.page({}), "this account's first page");
    if ('outcome' in first) return first.outcome;
    const theirs = pageOrFail(
      toPage(await ctx.listExchange({}, ctx.authHeaders({}, other), { fresh: true })),
      "the other account's first page",
    );
    if ('outcome' in theirs) return theirs.outcome;
    const again = toPage(await ctx.listExchange({}, undefined, { fresh: true }));
    const mine = pageOrFail(again, "this account's first page, asked again after the other's");
    if ('outcome' in mine) return mine.outcome;
    if (nmids(first.data.list).join() !== nmids(mine.data.list).join())
      return fail(
        "this account's first page again, after the other account asked for its own",
        firstDifference(nmids(first.data.list), nmids(mine.data.list)),
        again.exchange,
        'isolation of accounts',
      );
    if (first.data.list.length > 0 && nmids(first.data.list).join() === nmids(theirs.data.list).join())
      return fail(
        "the other account's own first page",
        "this account's first page",
        again.exchange,
        'isolation of accounts',
      );
    return pass();
  }),
});

const [, , uid, uidToken] = authHeaders.map((h) => h.name) as [string, string, string, string];

export const otherAccountsUidIsRefused = defineCheck({
  name: 'otherAccountsUidIsRefused',
  endpoint: 'notifications',
  why: "The mock ties a uid to its account: another account's user, even with its own valid token, is refused (the real system refuses it only while its token cache is cold).",
  source: 'error-codes',
  provenance: 'assumed',
  basis: 'mock',
  restsOn: ['auth'],
  run: withOther(async (ctx, other) => {
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    const exchange = await ctx.listExchange({}, ctx.authHeaders({ [uid]: other.uid, [uidToken]: other.uidToken }));
    if (classify(exchange).kind !== 'rejection')
      return fail(
        `a rejection for this account's aid with the other account's uid ${shown(other.uid)}`,
        describeExchange(exchange),
        exchange,
        'isolation of accounts',
      );
    return pass(describeExchange(exchange));
  }),
});

export const isolationChecks: Check[] = [twoAccountsShareNoNotification, eachAccountSeesItsOwnInbox];
export const assumedIsolationChecks: Check[] = [otherAccountsUidIsRefused];
