// Authentication of the notification list: each of the four headers is required, and wrong tokens are refused.
import { authHeaders } from '../../schema/headers.js';
import { carriesAList, classify, describeExchange } from '../kit/answer.js';
import { defineCheck, fail, pass, type Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';

export const WRONG_TOKEN = 'core-kit-wrong-token';

/** The requests the auth checks send, by check name (the assumed code check reads them again). */
export const authProbes: Record<string, { headers: (ctx: CheckContext) => Record<string, string>; realSystemCode: number }> = {};

function rejectionCheck(name: string, what: string, headers: (ctx: CheckContext) => Record<string, string>, realSystemCode: number): Check {
  authProbes[name] = { headers, realSystemCode };
  return defineCheck({
    name,
    endpoint: 'notifications',
    why: `When ${what}, the list must be refused: nobody may read someone else's notifications.`,
    source: 'Authentication (four headers required in public and private mode)',
    provenance: 'spec',
    async run(ctx) {
      const exchange = await ctx.listExchange({}, headers(ctx));
      return rejected(exchange, what);
    },
  });
}

function rejected(exchange: Exchange, what: string) {
  const answer = classify(exchange);
  if (answer.kind !== 'rejection') return fail(`a rejection (HTTP 4xx, or a non-zero code) when ${what}`, describeExchange(exchange), exchange);
  if (carriesAList(exchange)) return fail(`no list when ${what}`, 'a rejection that still carries data.list', exchange);
  return pass(answer.summary);
}

const [aid, aidToken, uid, uidToken] = authHeaders.map((h) => h.name) as [string, string, string, string];

export const authChecks: Check[] = [
  rejectionCheck('missingAidIsRejected', `${aid} is missing`, (ctx) => ctx.authHeaders({ [aid]: null }), 31501),
  rejectionCheck('missingAidTokenIsRejected', `${aidToken} is missing`, (ctx) => ctx.authHeaders({ [aidToken]: null }), 31501),
  rejectionCheck('missingUidIsRejected', `${uid} is missing`, (ctx) => ctx.authHeaders({ [uid]: null }), 31601),
  rejectionCheck('missingUidTokenIsRejected', `${uidToken} is missing`, (ctx) => ctx.authHeaders({ [uidToken]: null }), 31601),
  rejectionCheck('wrongAidTokenIsRejected', `${aidToken} is wrong`, (ctx) => ctx.authHeaders({ [aidToken]: WRONG_TOKEN }), 31505),
  rejectionCheck('wrongUidTokenIsRejected', `${uidToken} is wrong`, (ctx) => ctx.authHeaders({ [uidToken]: WRONG_TOKEN }), 31603),
];
