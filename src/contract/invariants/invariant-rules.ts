// The rules every single answer must meet, whoever asked for it: name, provenance, source and why. The contract
// checks of the same names report them; a validating proxy or a journal can apply them to one answer alone.
import { everyAnswerRules } from './every-answer-rules.js';
import { itemKindRules } from './item-kind-rules.js';
import { relationRules } from './relation-rules.js';
import type { InvariantRule } from './invariant-rule.js';
import { valueRules } from './value-rules.js';

const PAGINATION = 'Resources › Pagination object';
const LIST = 'Endpoints › Notification list';

const rule = (r: InvariantRule): InvariantRule => r;

export const invariantRules = {
  everyListAnswerIsDeclaredJson: rule({
    name: 'everyListAnswerIsDeclaredJson',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${LIST} › Response body (JSON)`,
    why: 'Clients and proxies pick the parser by Content-Type; a JSON body sent as text/html is not read as JSON.',
  }),
  everyListAnswerIsJsonWithoutByteOrderMark: rule({
    name: 'everyListAnswerIsJsonWithoutByteOrderMark',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${LIST} › Response body (JSON, RFC 8259: no byte-order mark)`,
    why: 'JSON.parse and most JSON parsers reject a body that starts with U+FEFF.',
  }),
  everyPageHoldsAtMostPageSizeItems: rule({
    name: 'everyPageHoldsAtMostPageSizeItems',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${PAGINATION} (pageSize: items per page)`,
    why: 'A page longer than its pageSize breaks the offset of every page after it.',
  }),
  everyPageHoldsAllItsItems: rule({
    name: 'everyPageHoldsAllItsItems',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${PAGINATION} (total, pageSize, currentPage)`,
    why: 'Page p of size s holds items s·(p−1)+1 … min(s·p, total): a short page hides notifications.',
  }),
  lastPageIsTotalOverPageSizeRoundedUp: rule({
    name: 'lastPageIsTotalOverPageSizeRoundedUp',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${PAGINATION} (lastPage)`,
    why: 'Clients stop paging at currentPage >= lastPage.',
  }),
  lastPageOfAnEmptyResultIsOne: rule({
    name: 'lastPageOfAnEmptyResultIsOne',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'last-page',
    why: 'The real system never answers lastPage 0.',
  }),
  currentPageEchoesTheRequestedPage: rule({
    name: 'currentPageEchoesTheRequestedPage',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${PAGINATION} (currentPage); ${LIST} › page`,
    why: 'Clients show "page n of m" and page on from currentPage.',
  }),
  pageSizeEchoesTheAppliedPageSize: rule({
    name: 'pageSizeEchoesTheAppliedPageSize',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${PAGINATION} (pageSize); ${LIST} › pageSize; Limits (default 15)`,
    why: 'pageSize is the one asked for (15 when none), or a smaller cap the server really applied.',
  }),
  everyItemIsOfTheRequestedTypes: rule({
    name: 'everyItemIsOfTheRequestedTypes',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${LIST} › types`,
    why: 'A "Likes" tab must show likes only, on every page.',
  }),
  everyItemHasTheRequestedStatus: rule({
    name: 'everyItemHasTheRequestedStatus',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${LIST} › status; States (unread 0, read 1)`,
    why: 'An "unread" view must show unread notifications only, on every page.',
  }),
  everyListAnswerMatchesTheSchema: rule({
    name: 'everyListAnswerMatchesTheSchema',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `Resources › Notification; ${LIST} › Response body`,
    why: "Every page has the spec's envelope, pagination and 17 fields of their types.",
  }),
  everyConfigsAnswerMatchesTheSchema: rule({
    name: 'everyConfigsAnswerMatchesTheSchema',
    endpoint: 'configs',
    provenance: 'spec',
    source: 'Resources › Configuration item',
    why: "Every configs answer has the spec's keys, types and shapes.",
  }),
  everyAnswerMatchesTheDocumentedSchema: rule({
    name: 'everyAnswerMatchesTheDocumentedSchema',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'integers, action-type-values, error-envelope, nullable-fields',
    why: 'Every answer, errors included, matches the document with all its assumptions.',
  }),
  ...everyAnswerRules,
  ...valueRules,
  ...itemKindRules,
  ...relationRules,
  timeAgoAgreesWithTheAnswersDate: rule({
    name: 'timeAgoAgreesWithTheAnswersDate',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'datetime-format',
    why: 'The real system renders timeAgo at the moment it answers: "3 minute ago" is three minutes before the answer\'s Date, not before a clock that is off.',
  }),
  errorsAreHttp200Envelopes: rule({
    name: 'errorsAreHttp200Envelopes',
    endpoint: 'notifications',
    provenance: 'assumed',
    basis: 'real system',
    source: 'error-http-status, error-envelope',
    why: 'The real system answers every handled error with HTTP 200 and {code, message, data: null}.',
  }),
} as const;

export type RuleName = keyof typeof invariantRules;

export interface Violation {
  rule: RuleName;
  expected: string;
  received: string;
}

/** What one answer was judged by, and what it broke. */
export interface Judgement {
  judged: RuleName[];
  violations: Violation[];
}
