// Every HTTP status a GET on either operation can get from the mock (or core-kit proxy), and why (assumption error-http-status). The
// mock document lists them all per operation (a test makes the mock answer each one and checks that nothing else comes
// back); the contract document lists only those any implementation may answer, in words that name no mock control.
import { errorCatalogue } from './error-catalogue.js';

export type OperationName = 'configs' | 'notificationList';

export interface StatusCase {
  status: number;
  /** Why a request gets it from the mock, per operation (the mock document). */
  when: Record<OperationName, string>;
  /** Why any implementation may answer it, per operation (the contract document); null: only the mock's controls produce it. */
  contract: Record<OperationName, string | null>;
  /** The envelope codes it carries (a success is code 0). */
  codes: readonly number[];
}

const credentialCodes = [31501, 31502, 31504, 31505, 31601, 31602, 31603] as const;
const both = <T>(text: T): Record<OperationName, T> => ({ configs: text, notificationList: text });
const invalid = errorCatalogue.invalidParameter.code;

export const statusCases: readonly StatusCase[] = [
  {
    status: 200,
    when: {
      configs:
        'Every handled outcome, as the real system: the configuration items, or an error envelope (headers sent that do not hold, an unknown key, an invalid language or preference, a `Prefer: code=`).',
      notificationList:
        'Every handled outcome, as the real system: a page of notifications, or an error envelope (missing or wrong credentials, an invalid parameter or preference, a `Prefer: code=`).',
    },
    contract: {
      configs:
        'The configuration items, in an envelope or bare (the spec shows none for this endpoint); or a rejection (an unknown key, say) in the shape the implementation chooses, with a `code` other than 0.',
      notificationList:
        'A page of notifications; or a rejection (missing or wrong credentials, an invalid parameter) in the shape the implementation chooses, with a `code` other than 0.',
    },
    /* `Prefer: fault=malformed` also answers 200, with the envelope cut in half on purpose (no schema can describe it). */
    codes: [
      0,
      ...Object.values(errorCatalogue)
        .filter((e) => !e.routeLevel)
        .map((e) => e.code),
    ],
  },
  {
    status: 400,
    when: both(
      'With `--http-errors`: an invalid parameter, language or preference (code 10000). In any mode: a request Node cannot parse.',
    ),
    contract: both(
      'A request the server cannot parse as HTTP; or, where an implementation answers validation errors with HTTP 400 instead of 200, an invalid parameter (code 10000).',
    ),
    codes: [invalid],
  },
  {
    status: 401,
    when: {
      configs:
        'With `--http-errors`: credentials sent that do not hold (31502, 31505, 31603: configs need no login, but check what is sent), or a `Prefer: code=` (or `__code=`) of 31501 to 31603.',
      notificationList:
        'With `--http-errors`: missing or wrong credentials (31501, 31502, 31505, 31601, 31603), or a `Prefer: code=` of 31501 to 31603.',
    },
    contract: {
      configs:
        'Where an implementation answers credential errors with HTTP 401 instead of 200: credentials sent that do not hold (31502, 31505, 31603); the configs need none.',
      notificationList:
        'Where an implementation answers credential errors with HTTP 401 instead of 200: missing or wrong credentials (31501, 31502, 31504, 31505, 31601, 31603).',
    },
    codes: credentialCodes,
  },
  // A GET on a documented path is never "not found" or "not allowed": only the mock's `code=` answers these there.
  {
    status: 404,
    when: both('`Prefer: code=404` (or `__code=404`): the "route not found" envelope, in every mode.'),
    contract: both(null),
    codes: [errorCatalogue.routeNotFound.code],
  },
  {
    status: 405,
    when: both('`Prefer: code=405` (or `__code=405`): the "method not allowed" envelope, in every mode.'),
    contract: both(null),
    codes: [errorCatalogue.methodNotAllowed.code],
  },
  {
    status: 408,
    when: both('The request head did not arrive within 10 s, or the whole request within 20 s (code 10000).'),
    contract: both('The request did not arrive in the time the server allows.'),
    codes: [invalid],
  },
  {
    status: 414,
    when: both('The request target (path and query) is longer than 8,192 characters (code 10000).'),
    contract: both('The request target (path and query) is longer than the server accepts.'),
    codes: [invalid],
  },
  {
    status: 417,
    when: both('An `Expect` header other than `100-continue` (code 10000).'),
    contract: both('An `Expect` header other than `100-continue`.'),
    codes: [invalid],
  },
  {
    status: 431,
    when: both('The request line and headers are larger than 16 KB (code 10000).'),
    contract: both('The request line and headers are larger than the server accepts.'),
    codes: [invalid],
  },
  {
    status: 500,
    when: both('A server fault: `Prefer: fault=server-error`, `Prefer: code=500`, or one drawn by `--fault-rate`.'),
    contract: both('A fault of the server, never an input error (code 500).'),
    codes: [errorCatalogue.serverError.code],
  },
  {
    status: 502,
    when: both(
      'From a gateway in front of the service (`core-kit proxy`: the target unreachable, not HTTP, too large, or breaking the contract with `--fail-on-violation`); from the mock, `Prefer: code=502`, so a UI can show that state.',
    ),
    contract: both(
      'From a gateway in front of the service (e.g. `core-kit proxy`: the target unreachable, not HTTP, too large, or breaking the contract with `--fail-on-violation`).',
    ),
    codes: [errorCatalogue.badGateway.code],
  },
  {
    status: 504,
    when: both(
      'From a gateway in front of the service (`core-kit proxy`: the target did not answer in time); from the mock, `Prefer: code=504`.',
    ),
    contract: both(
      'From a gateway in front of the service (e.g. `core-kit proxy`: the target did not answer in time).',
    ),
    codes: [errorCatalogue.gatewayTimeout.code],
  },
];
