// Checks the four X-Core-* headers against the accounts (spec: Authentication; assumptions error-codes, auth-order).
import { failure, ok, type Result } from '../../schema/index.js';

export interface Credentials {
  aid?: string | undefined;
  aidToken?: string | undefined;
  uid?: string | undefined;
  uidToken?: string | undefined;
}

export interface AccountUser {
  uid: string;
  uidToken: string;
}

export interface AuthAccount<U extends AccountUser = AccountUser> {
  aid: string;
  aidToken: string;
  users: readonly U[];
}

const missing = (value: string | undefined) => value === undefined || value.trim() === '';

/** The account and user the headers name, or the catalogue error that rejects them. Pure. */
export function authenticate<U extends AccountUser, A extends AuthAccount<U>>(
  credentials: Credentials,
  findAccount: (aid: string) => A | undefined,
): Result<{ account: A; user: U }> {
  if (missing(credentials.aid)) return failure('accountMissing', 'X-Core-Aid is missing');
  if (missing(credentials.aidToken)) return failure('accountMissing', 'X-Core-Aid-Token is missing');
  const account = findAccount(credentials.aid!);
  if (!account) return failure('accountUnknown');
  if (account.aidToken !== credentials.aidToken) return failure('accountTokenWrong');
  if (missing(credentials.uid)) return failure('userMissing', 'X-Core-Uid is missing');
  if (missing(credentials.uidToken)) return failure('userMissing', 'X-Core-Uid-Token is missing');
  const user = account.users.find((u) => u.uid === credentials.uid);
  if (!user || user.uidToken !== credentials.uidToken) return failure('userTokenWrong');
  return ok({ account, user });
}
