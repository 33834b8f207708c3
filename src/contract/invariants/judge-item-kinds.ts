// Every notification of a list answer held to the rules of its type (item-kind-rules), whichever query, account and
// page asked for it: a rule broken only on the second account, on page 7 or in a filtered list is seen. Pure.
import { isObject } from './answer-kind.js';
import type { RuleName, Violation } from './invariant-rules.js';
import { kindsOf, moreLikeAnotherKind } from './post-likeness.js';
import { describeQuote, namesOnePostTwice, readingOf, realReadingMiss } from './quote-readings.js';

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.length > 0;
const label = (n: Record<string, unknown>, field: string) =>
  `nmid ${JSON.stringify(n.nmid)} (type ${JSON.stringify(n.type)}) with ${field} ${JSON.stringify(n[field])}`;

/**
 * Judges the items of one list answer by their type. `projected`: actionInfo was filtered (filterInfoType), so what it
 * holds is the projection's to judge, not which content it is.
 */
export function judgeItemKinds(
  list: readonly unknown[],
  projected: boolean,
): { judged: RuleName[]; violations: Violation[] } {
  const judged = new Set<RuleName>();
  const violations: Violation[] = [];
  const items = list.filter(isObject);
  const holds = (
    name: RuleName,
    applies: (n: Record<string, unknown>) => boolean,
    ok: (n: Record<string, unknown>) => boolean,
    expected: string,
    received: (n: Record<string, unknown>) => string,
  ) => {
    const to = items.filter(applies);
    if (to.length === 0) return;
    judged.add(name);
    const bad = to.find((n) => !ok(n));
    if (bad) violations.push({ rule: name, expected, received: received(bad) });
  };
  const comment = (n: Record<string, unknown>) => n.type === 8;
  const quote = (n: Record<string, unknown>) => n.type === 9;
  holds(
    'commentsCarryTheCommentCid',
    comment,
    (n) => nonEmptyString(n.contentFsid),
    'type 8: contentFsid, a non-empty string',
    (n) => label(n, 'contentFsid'),
  );
  if (!projected)
    holds(
      'commentsPointAtTheCommentNotTheCommentedContent',
      comment,
      (n) =>
        !isObject(n.actionInfo) ||
        typeof n.contentFsid !== 'string' ||
        !Object.values(n.actionInfo).includes(n.contentFsid),
      "type 8: contentFsid the new comment's cid, none of actionInfo's identifiers",
      (n) => `${label(n, 'contentFsid')}, actionInfo ${JSON.stringify(n.actionInfo)?.slice(0, 100)}`,
    );
  holds(
    'quotesCarryAPostPid',
    quote,
    (n) => nonEmptyString(n.contentFsid),
    'type 9: contentFsid, a non-empty string',
    describeQuote,
  );
  if (!projected) {
    holds(
      'quotesNameTheQuotingAndTheQuotedPost',
      quote,
      (n) => !namesOnePostTwice(n),
      "type 9: contentFsid one post of the quote, actionInfo the other (contentFsid none of actionInfo's own identifiers)",
      describeQuote,
    );
    const kinds = kindsOf(items);
    holds(
      'quotesCarryAPostInActionInfo',
      quote,
      (n) => isObject(n.actionInfo) && moreLikeAnotherKind(n, kinds) === null,
      "type 9: a post in actionInfo (an object whose members are most like those of the server's posts, actionTarget 5)",
      (n) => {
        const kind = moreLikeAnotherKind(n, kinds);
        return `${kind === null ? 'no object' : `members most like those of actionTarget ${JSON.stringify(kind)}`}: ${describeQuote(n)}`;
      },
    );
    const quotes = items.filter(quote);
    const first = quotes.map(readingOf).find((r) => 'reading' in r);
    holds(
      'quotesFollowOneReadingOfTheSpec',
      quote,
      (n) => {
        const r = readingOf(n);
        return 'reading' in r && first !== undefined && 'reading' in first && r.reading === first.reading;
      },
      `type 9: one reading of the spec for every quote${first && 'reading' in first ? ` (${first.reading}, as the first)` : ''}`,
      (n) => {
        const r = readingOf(n);
        return `${'problem' in r ? r.problem : r.reading}: ${describeQuote(n)}`;
      },
    );
  }
  holds(
    'quotesFollowTheRealSystemsReading',
    quote,
    (n) => realReadingMiss(n, projected) === null,
    "type 9 as the real system sends it: actionTarget 5, actionInfo the quoting post by actionUser, contentFsid the quoted post's pid",
    (n) => `${realReadingMiss(n, projected)}: ${describeQuote(n)}`,
  );
  holds(
    'actionTypeMatchesTheNotificationType',
    (n) => typeof n.type === 'number' && n.type >= 3 && n.type <= 6,
    (n) => n.actionType === (n.type as number) - 2,
    'types 3–6 (Like … Block): actionType 1–4, the type less 2',
    (n) => label(n, 'actionType'),
  );
  holds(
    'contentFsidIsNullOutsideCommentsAndQuotes',
    (n) => typeof n.type === 'number' && n.type !== 8 && n.type !== 9,
    (n) => n.contentFsid === null,
    'contentFsid null for types 1–7',
    (n) => label(n, 'contentFsid'),
  );
  return { judged: [...judged], violations };
}
