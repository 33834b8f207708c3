// Before the checks: the test account (and the second one), one request each. When the server refuses the
// credentials, the run stops (exit 2) with a line naming the flag to fix and what came back, not 40 FAILs.
import { authHeaders, errorCatalogue } from '../../schema/index.js';
import { carriesAList, classify, describeExchange, isObject } from '../kit/answer.js';
import type { CheckContext, Credentials } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';
import { WRONG_TOKEN } from '../checks/list-auth-checks.js';

export interface Refusal {
  /** `the test account` or `the second account`. */
  account: string;
  /** The flags to look at, most likely first (each with the environment variable that can give it). */
  flags: string[];
  /** What the server answered: status, code, message. */
  received: string;
}

const AID_TOKEN = authHeaders[1]!.name;

/** The real system's account (315xx) and user (316xx) codes, by the credentials each one blames. */
const BLAMED: Record<number, ('aid' | 'aid-token' | 'uid' | 'uid-token')[]> = {
  [errorCatalogue.accountMissing.code]: ['aid', 'aid-token'],
  [errorCatalogue.accountUnknown.code]: ['aid'],
  [errorCatalogue.accountTokenExpired.code]: ['aid-token', 'uid-token'],
  [errorCatalogue.accountTokenWrong.code]: ['aid-token'],
  [errorCatalogue.userMissing.code]: ['uid', 'uid-token'],
  [errorCatalogue.userUnknown.code]: ['uid'],
  [errorCatalogue.userTokenWrong.code]: ['uid-token', 'uid'],
};

/** The catalogue's other codes (10000, an invalid parameter): an answer about something else than the credentials. */
const NOT_ABOUT_CREDENTIALS = new Set<unknown>(
  Object.values(errorCatalogue)
    .map((e) => e.code)
    .filter((code) => !BLAMED[code]),
);

const AUTH_WORDS =
  /\b(auth\w*|unauthori[sz]ed|unauthenticated|forbidden|log(ged)?[ -]?in|credentials?|token|signature|expired|account|user|aid|uid)\b/i;

const codeOf = (exchange: Exchange) => (isObject(exchange.json) ? exchange.json.code : undefined);
const textOf = (exchange: Exchange) =>
  isObject(exchange.json) && typeof exchange.json.message === 'string'
    ? exchange.json.message
    : isObject(exchange.json) && isObject(exchange.json.error) && typeof exchange.json.error.message === 'string'
      ? exchange.json.error.message
      : (exchange.body ?? '');

/** Two refusals alike: the same status and code (or, without a code, the same text). */
const alike = (a: Exchange, b: Exchange) =>
  a.status === b.status &&
  (codeOf(a) !== undefined || codeOf(b) !== undefined ? codeOf(a) === codeOf(b) : textOf(a) === textOf(b));

/** A gateway's refusal names its key ("No API key found in request", "missing subscription key"): --header gives it. */
const GATEWAY_KEY = /\b(api[ _-]?key|apikey|subscription[ _-]?key)\b/i;

/** Which credentials a refusal blames: the real system's code says it; else its words; else any of the four. */
function blamed(exchange: Exchange): string[] {
  const code = codeOf(exchange);
  if (typeof code === 'number' && BLAMED[code]) return BLAMED[code]!;
  const text = textOf(exchange).toLowerCase();
  if (GATEWAY_KEY.test(text)) return ['header'];
  const user = /\b(uid|user)\b/.test(text);
  const account = /\b(aid|account)\b/.test(text);
  const pairs = user === account ? ['aid', 'uid'] : user ? ['uid'] : ['aid'];
  const token = /token|password|secret|signature|expired/.test(text);
  const id = /not exist|unknown|not found|no such|invalid (aid|uid|account|user)/.test(text);
  return pairs.flatMap((p) => (token === id ? [p, `${p}-token`] : token ? [`${p}-token`] : [p]));
}

/**
 * The verdict on one account: refused when its default page is a rejection without a list that is about the
 * credentials (401 or 403, a code or words of authentication, or the very answer a wrong token gets). Anything else
 * (a list, no answer, a 5xx, a 404 of a wrong base path or of an empty inbox) is no verdict: the checks say more.
 */
async function refusalOf(ctx: CheckContext, headers: Record<string, string>): Promise<Exchange | undefined> {
  const answer = await ctx.listExchange({}, headers);
  if (classify(answer).kind !== 'rejection' || carriesAList(answer)) return undefined;
  if (answer.status === 404 || answer.status === 405 || answer.status === 410) return undefined;
  if (answer.status === 401 || answer.status === 403) return answer;
  const code = codeOf(answer);
  if (NOT_ABOUT_CREDENTIALS.has(code)) return undefined;
  if ((typeof code === 'number' && BLAMED[code]) || AUTH_WORDS.test(textOf(answer))) return answer;
  // The request the wrong-token check sends anyway: a server that answers ours as it answers a wrong token refused it.
  const wrong = await ctx.listExchange({}, { ...headers, [AID_TOKEN]: WRONG_TOKEN });
  return classify(wrong).kind === 'rejection' && alike(answer, wrong) ? answer : undefined;
}

/** The test account, then the second one (each refused one stops the run); undefined when both are answered. */
export async function preflight(ctx: CheckContext, other: Credentials | undefined): Promise<Refusal | undefined> {
  const accounts: [string, string, Record<string, string>][] = [['the test account', '', ctx.authHeaders()]];
  if (other) accounts.push(['the second account', 'other-', ctx.authHeaders({}, other)]);
  for (const [account, prefix, headers] of accounts) {
    const refused = await refusalOf(ctx, headers).catch(() => undefined);
    if (refused)
      return {
        account,
        flags: blamed(refused).map((f) => (f === 'header' ? '--header' : `--${prefix}${f}`)),
        received: describeExchange(refused),
      };
  }
  return undefined;
}

/** The environment variable that gives a flag of `core-kit contract` (`--other-aid-token` → `CORE_OTHER_AID_TOKEN`). */
const envOf = (flag: string) =>
  flag === '--header' ? 'CORE_HEADERS' : `CORE_${flag.slice(2).toUpperCase().replaceAll('-', '_')}`;

/** The line a refused run stops with: the account, what came back, the flags to check. */
export function refusalLine(refusal: Refusal): string {
  const flags = refusal.flags.map((f) => `${f} (or ${envOf(f)})`);
  const which = flags.length === 1 ? flags[0] : `${flags.slice(0, -1).join(', ')} or ${flags.at(-1)}`;
  return `The server refused ${refusal.account}: ${refusal.received}. Check ${which} and run again (exit 2; no check was run).`;
}
