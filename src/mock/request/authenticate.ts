// Checks the four X-Core-* headers against the accounts, in the real system's order and with its codes (spec:
// Authentication; assumptions auth-order, error-codes): the headers' own rules first (21005), then the user's token
// when a uid is sent, else the account's token, then the route's need of both.
import { failure, ok, type Result } from '../../schema/index.js';
import { phpInteger, validationMessages } from '../query/validation-messages.js';

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

/** An absent or empty header (the real system's framework trims values and reads an empty one as none). */
const given = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/** The real system's 21005 message: which of its checks refused the headers, and the framework's reason. */
const headerError = <T>(check: 'checkHeaders' | 'verifyUserToken', reason: string): Result<T> =>
  failure('headerInvalid', `[Core][${check}]: Command word request parameter error, reason: ${reason}`);

/** The account and user the headers name, or the catalogue error that rejects them. Pure. */
export function authenticate<U extends AccountUser, A extends AuthAccount<U>>(
  credentials: Credentials,
  findAccount: (aid: string) => A | undefined,
): Result<{ account: A; user: U }> {
  const [aid, aidToken, uid, uidToken] = [credentials.aid, credentials.aidToken, credentials.uid, credentials.uidToken];
  // The headers' own rules, in the real system's order: aid, its token, uid, its token.
  if (given(aid) && !given(aidToken))
    return headerError('checkHeaders', validationMessages.requiredWith('aidToken', 'aid'));
  if (given(uid) && phpInteger(given(uid)!) === null)
    return headerError('checkHeaders', validationMessages.integer('uid'));
  if (given(uid) && !given(uidToken))
    return headerError('checkHeaders', validationMessages.requiredWith('uidToken', 'uid'));
  // A uid of 0 counts as none, as in the real system.
  const userId = given(uid) !== undefined && phpInteger(given(uid)!) !== 0 ? given(uid)! : undefined;
  if (userId !== undefined) {
    // An empty aid header is "required"; a missing one "must be a string" (the real system's two messages).
    if (!given(aid))
      return headerError(
        'verifyUserToken',
        aid === undefined ? validationMessages.string('aid') : validationMessages.required('aid'),
      );
    const account = findAccount(given(aid)!);
    const user = account?.users.find((u) => u.uid === userId);
    if (!account || !user || user.uidToken !== given(uidToken)) return failure('userTokenWrong');
    // The real system stops here and never reads the account's token once a user's token is right (a weakness): the
    // spec requires the account token, so the mock refuses a wrong one (docs/assumptions.md, allow-list).
    if (account.aidToken !== given(aidToken)) return failure('accountTokenWrong');
    return ok({ account, user });
  }
  if (given(aid)) {
    const account = findAccount(given(aid)!);
    if (!account) return failure('accountUnknown');
    if (account.aidToken !== given(aidToken)) return failure('accountTokenWrong');
    return failure('userMissing');
  }
  return failure('accountMissing');
}
