// The one catalogue of error codes, with the real system's messages: every error answer of the mock (and every code the
// kit knows) comes from here.

export interface ErrorEntry {
  code: number;
  /** Stable message; a detail, when given, replaces it (10000) or is appended in parentheses. */
  message: string;
  detail: 'replaces' | 'appended';
  /** HTTP status under `--http-errors` (by default every catalogue error is HTTP 200; route errors keep theirs). */
  httpStatus: number;
  /** Route-level errors keep their HTTP status in every mode. */
  routeLevel: boolean;
  /** When any implementation answers it (the contract document says this). */
  when: string;
  /** How the mock's scenario controls reach it, if they do: the mock document adds this. */
  mockNote?: string;
}

/** One entry; its code keeps its literal type, so that the error envelope's `code` is a union of the catalogue's codes. */
const entry = <const C extends number>(
  code: C,
  message: string,
  httpStatus: number,
  when: string,
  extra: Partial<Omit<ErrorEntry, 'code'>> = {},
): ErrorEntry & { code: C } => ({
  code,
  message,
  httpStatus,
  when,
  detail: 'appended',
  routeLevel: false,
  ...extra,
});

export const errorCatalogue = {
  invalidParameter: entry(
    10000,
    'Parameter error',
    400,
    'A query parameter is invalid; the message names it and what is allowed.',
    { detail: 'replaces', mockNote: 'The mock answers it for an invalid `Prefer` preference or twin too.' },
  ),
  headerInvalid: entry(
    21005,
    'Command word request parameter error',
    400,
    'A header the server reads is malformed or comes without its partner: an aid without its token, a uid without its token or that is not an integer, a uid without an aid.',
    { detail: 'replaces' },
  ),
  accountMissing: entry(31501, 'Account not logged in, Unable to use', 401, 'No aid header (or an empty one).'),
  accountUnknown: entry(
    31502,
    'Wrong account or record not exist',
    401,
    'The aid names no account (and no uid is sent).',
  ),
  accountTokenExpired: entry(
    31504,
    'Login token is no longer valid, please login again',
    401,
    'The token has expired.',
    { mockNote: 'The mock answers it on `Prefer: code=31504`.' },
  ),
  accountTokenWrong: entry(
    31505,
    'Account login token are incorrect or do not exist',
    401,
    'The aid token does not match the account.',
  ),
  userMissing: entry(31601, 'User not logged in, Unable to use', 401, 'No uid header (or an empty one, or `0`).'),
  userUnknown: entry(
    31602,
    'Wrong user or record not exist',
    401,
    "The uid names no user (the real system's list answers 31603 instead).",
    { mockNote: 'The mock answers it on `Prefer: code=31602`.' },
  ),
  userTokenWrong: entry(
    31603,
    'User login token are incorrect or do not exist',
    401,
    "The uid token is wrong, or the uid is unknown or another account's.",
  ),
  routeNotFound: entry(404, 'Route not found', 404, 'No such path.', { routeLevel: true }),
  methodNotAllowed: entry(
    405,
    'Method not allowed',
    405,
    'The path exists but not for this method (both operations are GET).',
    { routeLevel: true },
  ),
  serverError: entry(500, 'Internal server error', 500, 'A server fault, never an input error.', {
    routeLevel: true,
    mockNote: 'The mock answers it on `Prefer: fault=server-error` or `code=500`.',
  }),
  badGateway: entry(
    502,
    'Bad gateway',
    502,
    'From `core-kit proxy`: the target cannot be reached, answered something that is not HTTP or too large, or (with `--fail-on-violation`) broke the contract.',
    { routeLevel: true, mockNote: 'The mock answers it on `Prefer: code=502`.' },
  ),
  gatewayTimeout: entry(504, 'Gateway timeout', 504, 'From `core-kit proxy`: the target did not answer in time.', {
    routeLevel: true,
    mockNote: 'The mock answers it on `Prefer: code=504`.',
  }),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof errorCatalogue;

const byCode = new Map<number, ErrorEntry>(Object.values(errorCatalogue).map((e) => [e.code, e]));

export const errorEntryByCode = (code: number): ErrorEntry | undefined => byCode.get(code);

export const errorCodes = [...byCode.keys()];

/** The message an error answer carries. */
export function errorMessage(entry: ErrorEntry, detail?: string): string {
  if (!detail) return entry.message;
  return entry.detail === 'replaces' ? detail : `${entry.message} (${detail})`;
}
