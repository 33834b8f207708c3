// Per-type rules the spec states: comments and quotes carry contentFsid, quotes have actionTarget 4.
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { presentTypes } from './list-support.js';

function perTypeCheck(name: string, type: number, why: string, source: string, holds: (n: Record<string, unknown>) => boolean, expected: string, field: string): Check {
  return defineCheck({
    name,
    endpoint: 'notifications',
    why,
    source,
    provenance: 'spec',
    async run(ctx) {
      const found = await presentTypes(ctx);
      if ('outcome' in found) return found.outcome;
      const items = found.pages.get(type)!.list.filter((n) => n.type === type);
      if (items.length === 0) return skip(`no notification of type ${type}`);
      const bad = items.find((n) => !holds(n));
      if (bad) return fail(`type ${type}: ${expected}`, `nmid ${shown(bad.nmid)} with ${field} ${shown(bad[field])}`, (await ctx.page({ types: String(type), pageSize: 15 })).exchange);
      return pass(`${items.length} of type ${type}`);
    },
  });
}

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.length > 0;

export const typeRuleChecks: Check[] = [
  perTypeCheck('commentsCarryTheCommentCid', 8, 'A comment notification links to the new comment.', 'Endpoints › Notification list › type 8 Comment (contentFsid is the comment\'s cid)', (n) => nonEmptyString(n.contentFsid), 'contentFsid, a non-empty string', 'contentFsid'),
  perTypeCheck('quotesCarryTheQuotingPostPid', 9, 'A quote notification links to the quoting post.', 'Endpoints › Notification list › type 9 Quote (contentFsid is the quoting post\'s pid)', (n) => nonEmptyString(n.contentFsid), 'contentFsid, a non-empty string', 'contentFsid'),
  perTypeCheck('quotesHaveActionTarget4', 9, 'The spec fixes the target kind of quotes.', 'Endpoints › Notification list › type 9 Quote (with actionTarget=4)', (n) => n.actionTarget === 4, 'actionTarget 4', 'actionTarget'),
];
