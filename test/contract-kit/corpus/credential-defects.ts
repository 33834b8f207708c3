// Blind spot 11, credentials: tokens compared loosely (LIKE, prefix, length, another credential's value, any user's
// token), checked on page 1 only, and header names read case-sensitively; all found by probes the document implies.
import type { Account } from '../independent-server/pipeline.js';
import { corpusDefect, type Pipeline } from './corpus-defect.js';

const AUTH = ['x-core-aid', 'x-core-aid-token', 'x-core-uid', 'x-core-uid-token'];

/** The correct authentication with the right tokens put back where `accepts(sent, right)` lets a wrong one pass. */
const looseTokens =
  (accepts: (sent: string, right: string, header: string, account: Account, accounts: readonly Account[]) => boolean) =>
  (c: Pipeline) => ({
    authenticate(headers: Record<string, string>, accounts: readonly Account[]) {
      const account = accounts.find((a) => a.aid === headers['x-core-aid']);
      if (!account) return c.authenticate(headers, accounts);
      const fixed = { ...headers };
      for (const [header, right] of [
        ['x-core-aid-token', account.aidToken],
        ['x-core-uid-token', account.uidToken],
      ] as const) {
        const sent = headers[header];
        if (sent !== undefined && sent !== right && accepts(sent, right, header, account, accounts))
          fixed[header] = right;
      }
      return c.authenticate(fixed, accounts);
    },
  });

/** A LIKE pattern as SQL reads it: % any run of characters, _ any one character. */
const like = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/%/g, '.*')
      .replace(/_/g, '.')}$`,
    's',
  ).test(value);

export const credentialDefects = [
  corpusDefect({
    name: 'lowerCaseHeaderNamesRefused',
    breaks: "credentials read by their exact names (X-Core-Aid, …): an HTTP/2 client's lower-case names are refused",
    killedBy: 'headerNamesInAnyLetterCaseAreAccepted',
    blindSpot: 11,
    defect: (c) => {
      let exact = true;
      return {
        receive: (request) =>
          void (exact = AUTH.every(
            (h) => request.rawHeaderNames?.some((n) => n.toLowerCase() === h && n !== h) ?? true,
          )),
        authenticate: (headers, accounts) =>
          exact ? c.authenticate(headers, accounts) : { kind: 'auth', code: 31501, message: 'Account not logged in' },
      };
    },
  }),
  corpusDefect({
    name: 'credentialsCheckedOnPageOneOnly',
    breaks: 'tokens checked only when page is 1 or absent (a later page trusts the session of the first)',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: (c) => {
      let later = false;
      return {
        receive: (request) => void (later = Number(request.query.get('page') ?? 1) > 1),
        authenticate: (headers, accounts) =>
          later
            ? (accounts.find((a) => a.aid === headers['x-core-aid']) ?? c.authenticate(headers, accounts))
            : c.authenticate(headers, accounts),
      };
    },
  }),
  corpusDefect({
    name: 'tokensComparedWithLike',
    breaks: 'tokens compared with SQL LIKE: `%` (or a `_` per character) matches the right token',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: looseTokens((sent, right) => like(sent, right)),
  }),
  corpusDefect({
    name: 'uidTokenComparedByPrefix',
    breaks: 'X-Core-Uid-Token accepted when the right token starts with it',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: looseTokens(
      (sent, right, header) => header === 'x-core-uid-token' && sent !== '' && right.startsWith(sent),
    ),
  }),
  corpusDefect({
    name: 'aidTokenStartsWithTheRightOne',
    breaks: 'X-Core-Aid-Token accepted when it starts with the right token (extra characters ignored)',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: looseTokens((sent, right, header) => header === 'x-core-aid-token' && sent.startsWith(right)),
  }),
  corpusDefect({
    name: 'aidTokenComparedByLength',
    breaks: 'X-Core-Aid-Token checked only for its length',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: looseTokens((sent, right, header) => header === 'x-core-aid-token' && sent.length === right.length),
  }),
  corpusDefect({
    name: 'aidTokenAcceptedAsUidToken',
    breaks: 'the account token accepted where the user token goes',
    killedBy: 'wrongCredentialsAreRefusedOnEveryRequest',
    blindSpot: 11,
    defect: looseTokens((sent, _right, header, account) => header === 'x-core-uid-token' && sent === account.aidToken),
  }),
  corpusDefect({
    name: 'anyUsersUidTokenAccepted',
    breaks: 'a uid token of any user accepted for this uid (tokens looked up in one table)',
    killedBy: 'otherUsersTokensAreRefused',
    blindSpot: 11,
    defect: looseTokens(
      (sent, _right, header, _account, accounts) =>
        header === 'x-core-uid-token' && accounts.some((a) => a.uidToken === sent),
    ),
  }),
];
