// Per-type rules the spec states of comments: they carry contentFsid, the new comment's cid, never the id of the
// content commented on. Judged on every list answer of the run (both accounts, every page, filtered or not); the probe
// searches the pages of types=8 so that older comments are met too (quotes: quote-checks).
import { invariantRules } from '../invariants/invariant-rules.js';
import type { Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import { invariantCheck } from './journal-check.js';
import { searchPages } from './search-pages.js';

/** The pages of one type a search may fetch (every answer then passes the rules of that type). */
export const typePagesProbe = (type: number) => (ctx: CheckContext) =>
  searchPages(ctx, () => undefined, { types: String(type) }).catch(() => undefined);

export const typeRuleChecks: Check[] = [
  invariantCheck(invariantRules.commentsCarryTheCommentCid, { restsOn: [] }, typePagesProbe(8)),
  invariantCheck(invariantRules.commentsPointAtTheCommentNotTheCommentedContent, { restsOn: [] }, typePagesProbe(8)),
];
