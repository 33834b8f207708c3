// Per-type rules the spec states: comments and quotes carry contentFsid (the new content, not the content it is
// about), quotes have actionTarget 4.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import type { Item } from '../kit/page.js';
import { brokenSearch, lookedAt, searchPages } from './search-pages.js';

function perTypeCheck(
  name: string,
  type: number,
  why: string,
  source: string,
  holds: (n: Item) => boolean,
  expected: string,
  field: string,
  feature: string,
): Check {
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source,
    provenance: 'spec',
    restsOn: [],
    async run(ctx) {
      // Every page of the type a search may fetch, not only its first: a bug may touch only older notifications.
      let seen = 0;
      const search = await searchPages(
        ctx,
        (items) => {
          const own = items.filter((n) => n.type === type);
          seen += own.length;
          return own.find((n) => !holds(n));
        },
        { types: String(type) },
      );
      if ('broken' in search) return brokenSearch(search.broken);
      if ('found' in search) {
        const bad = search.found.value;
        return fail(
          `type ${type}: ${expected}`,
          `nmid ${shown(bad.nmid)} with ${field} ${shown(bad[field])}${field === 'contentFsid' && isObject(bad.actionInfo) ? `, actionInfo ${shown(bad.actionInfo, 100)}` : ''}`,
          search.found.page.exchange,
          feature,
        );
      }
      if (seen === 0) return skip(`no notification of type ${type} (${lookedAt(search.looked)} of types=${type})`);
      return pass(`${seen} of type ${type}`);
    },
  });
}

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.length > 0;

/**
 * contentFsid is the new content (the comment, the quoting post), so no top-level string of actionInfo (the content it
 * is about: its pid, cid, …) equals it. Numbers are left out: a count may equal a numeric id by chance.
 */
const notTheTargetsId = (n: Item) =>
  !isObject(n.actionInfo) ||
  typeof n.contentFsid !== 'string' ||
  !Object.values(n.actionInfo).some((v) => v === n.contentFsid);

const COMMENT = 'Endpoints › Notification list › type 8 Comment';
const QUOTE = 'Endpoints › Notification list › type 9 Quote';

export const typeRuleChecks: Check[] = [
  perTypeCheck(
    'commentsCarryTheCommentCid',
    8,
    'A comment notification links to the new comment.',
    `${COMMENT} (contentFsid is the comment's cid)`,
    (n) => nonEmptyString(n.contentFsid),
    'contentFsid, a non-empty string',
    'contentFsid',
    'contentFsid of comments',
  ),
  perTypeCheck(
    'commentsPointAtTheCommentNotTheCommentedContent',
    8,
    'Opening a comment notification must show the new comment, not the post it is on.',
    `${COMMENT} (contentFsid is the comment's cid; actionInfo is what was commented on)`,
    notTheTargetsId,
    "contentFsid the new comment's cid, none of actionInfo's identifiers",
    'contentFsid',
    'contentFsid of comments',
  ),
  perTypeCheck(
    'quotesCarryTheQuotingPostPid',
    9,
    'A quote notification links to the quoting post.',
    `${QUOTE} (contentFsid is the quoting post's pid)`,
    (n) => nonEmptyString(n.contentFsid),
    'contentFsid, a non-empty string',
    'contentFsid',
    'contentFsid of quotes',
  ),
  perTypeCheck(
    'quotesPointAtTheQuotingPostNotTheQuotedOne',
    9,
    "Opening a quote notification must show the post that quotes, not the recipient's own post.",
    `${QUOTE} (contentFsid is the quoting post's pid; actionInfo is the quoted content)`,
    notTheTargetsId,
    "contentFsid the quoting post's pid, none of actionInfo's identifiers",
    'contentFsid',
    'contentFsid of quotes',
  ),
  perTypeCheck(
    'quotesHaveActionTarget4',
    9,
    'The spec fixes the target kind of quotes.',
    `${QUOTE} (with actionTarget=4)`,
    (n) => n.actionTarget === 4,
    'actionTarget 4',
    'actionTarget',
    'actionTarget of quotes',
  ),
];
