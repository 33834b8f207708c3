// Authentication of the notification list: each of the four headers is required, and wrong tokens are refused, even
// when they differ from the right one only in letter case. A refusal counts only when the same request with all four
// right credentials is answered (else the server refuses everything, e.g. a wrong base path, and nothing is proven).
import { authHeaders } from '../../schema/index.js';
import { carriesAList, classify, describeExchange } from '../kit/answer.js';
import { defineCheck, fail, pass, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';

export const WRONG_TOKEN = 'core-kit-wrong-token';

/** The requests the auth checks send, by check name (the assumed code check reads them again). */
export const authProbes: Record<
  string,
  { headers: (ctx: CheckContext) => Record<string, string> | null; realSystemCode: number | undefined }
> = {};

/** The same token with every letter's case swapped, or `null` when it has no letter. */
export const swapCase = (token: string): string | null =>
  /[a-z]/i.test(token)
    ? [...token].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')
    : null;

/** Why a refusal proves nothing here: the list is not answered even with all four right credentials. */
export async function controlProblem(ctx: CheckContext): Promise<string | null> {
  const control = await ctx.listExchange({});
  return classify(control).kind === 'success' && carriesAList(control)
    ? null
    : `the list is not answered even with all four right credentials (${describeExchange(control)}), so a refusal proves nothing`;
}

function rejectionCheck(
  name: string,
  what: string,
  headers: (ctx: CheckContext) => Record<string, string> | null,
  /** The code the real system refuses this request with; undefined where it does not refuse it. */
  realSystemCode: number | undefined,
  /** The letter-case probes rest on the plain ones: a server that takes any token takes it in any case too. */
  foundation: { restsOn: Check['restsOn']; proves?: Check['proves'] } = { restsOn: [], proves: ['auth'] },
): Check {
  authProbes[name] = { headers, realSystemCode };
  return defineCheck({
    name,
    endpoint: 'notifications',
    why: `When ${what}, the list must be refused: nobody may read someone else's notifications.`,
    source: 'Authentication (four headers required in public and private mode)',
    provenance: 'spec',
    ...foundation,
    async run(ctx) {
      const sent = headers(ctx);
      if (!sent) return skip(`the token has no letter whose case could differ`);
      const problem = await controlProblem(ctx);
      if (problem) return skip(problem);
      return rejected(await ctx.listExchange({}, sent), what);
    },
  });
}

function rejected(exchange: Exchange, what: string): Outcome {
  const answer = classify(exchange);
  if (answer.kind !== 'rejection')
    return fail(
      `a rejection (HTTP 4xx, or a non-zero code) when ${what}`,
      describeExchange(exchange),
      exchange,
      'authentication',
    );
  if (carriesAList(exchange))
    return fail(`no list when ${what}`, 'a rejection that still carries data.list', exchange, 'authentication');
  return pass(answer.summary);
}

const [aid, aidToken, uid, uidToken] = authHeaders.map((h) => h.name) as [string, string, string, string];

const withSwappedCase = (ctx: CheckContext, header: string, token: string) => {
  const swapped = swapCase(token);
  return swapped === null ? null : ctx.authHeaders({ [header]: swapped });
};

export const authChecks: Check[] = [
  // The real system's codes (measured): a uid without its aid, or a header without its token, is a 21005.
  rejectionCheck('missingAidIsRejected', `${aid} is missing`, (ctx) => ctx.authHeaders({ [aid]: null }), 21005),
  rejectionCheck(
    'missingAidTokenIsRejected',
    `${aidToken} is missing`,
    (ctx) => ctx.authHeaders({ [aidToken]: null }),
    21005,
  ),
  rejectionCheck('missingUidIsRejected', `${uid} is missing`, (ctx) => ctx.authHeaders({ [uid]: null }), 31601),
  rejectionCheck(
    'missingUidTokenIsRejected',
    `${uidToken} is missing`,
    (ctx) => ctx.authHeaders({ [uidToken]: null }),
    21005,
  ),
  rejectionCheck(
    'wrongAidTokenIsRejected',
    `${aidToken} is wrong`,
    (ctx) => ctx.authHeaders({ [aidToken]: WRONG_TOKEN }),
    undefined, // the real system does not check the account token when a user token is sent
  ),
  rejectionCheck(
    'wrongUidTokenIsRejected',
    `${uidToken} is wrong`,
    (ctx) => ctx.authHeaders({ [uidToken]: WRONG_TOKEN }),
    31603,
  ),
  rejectionCheck(
    'aidTokenInOtherLetterCaseIsRejected',
    `${aidToken} differs only in letter case`,
    (ctx) => withSwappedCase(ctx, aidToken, ctx.credentials.aidToken),
    undefined,
    { restsOn: ['auth'] },
  ),
  rejectionCheck(
    'uidTokenInOtherLetterCaseIsRejected',
    `${uidToken} differs only in letter case`,
    (ctx) => withSwappedCase(ctx, uidToken, ctx.credentials.uidToken),
    31603,
    { restsOn: ['auth'] },
  ),
];
