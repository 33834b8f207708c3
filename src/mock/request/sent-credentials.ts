// The configs' reading of the four X-Core-* headers (assumption configs-auth): no login is needed, but headers that are
// sent must hold, as the real system checks them on every route: the headers' own rules (21005), then the user's token
// when a uid is sent (31603; the account's token is then not read), else the account's (31502 unknown, 31505 wrong).
import { errorCatalogue, ok, type Result } from '../../schema/index.js';
import type { World } from '../world/create-world.js';
import { authenticate, type AuthAccount, type Credentials } from './authenticate.js';

/** A uid header that names a user: given, and not `0` (the real system reads `0` as none). */
const namesUser = (uid: string | undefined) => uid !== undefined && uid.trim() !== '' && Number(uid.trim()) !== 0;

/** Nothing, or the catalogue error of the headers that were sent. Pure. */
export function checkSentCredentials(
  credentials: Credentials,
  findAccount: (aid: string) => AuthAccount | undefined,
): Result<null> {
  const result = authenticate(credentials, findAccount);
  if (result.ok) return ok(null);
  const { entry } = result.error;
  // The route needs no account and no user; a right user token makes the account's token unread.
  const unread =
    entry === errorCatalogue.accountMissing ||
    entry === errorCatalogue.userMissing ||
    (entry === errorCatalogue.accountTokenWrong && namesUser(credentials.uid));
  return unread ? ok(null) : result;
}

const byWorld = new WeakMap<World, Map<string, AuthAccount>>();

/**
 * The world's accounts by aid, from their credentials alone: a configs request never builds an account's notifications.
 * A repeated aid is the last account of that aid, as the world's own lookup keeps it.
 */
export function credentialsOf(world: World): (aid: string) => AuthAccount | undefined {
  let accounts = byWorld.get(world);
  if (!accounts)
    byWorld.set(
      world,
      (accounts = new Map(
        world.options.accounts.map((c) => [c.aid, { aid: c.aid, aidToken: c.aidToken, users: [c] }] as const),
      )),
    );
  return (aid) => accounts.get(aid);
}
