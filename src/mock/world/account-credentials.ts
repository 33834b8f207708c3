// Credentials of the demo account and of the extra accounts (`--users N`): deterministic per seed.
import { authHeaders, type AuthHeaderName } from '../../schema/index.js';
import { hexToken } from '../lib/hash.js';

export interface AccountCredentials {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

/** Defaults of `core-kit serve` (documented in the README; overridable with --aid, --aid-token, --uid, --uid-token). */
export const DEMO_CREDENTIALS: AccountCredentials = {
  aid: 'demo',
  aidToken: 'demo-aid-token',
  uid: '10001',
  uidToken: 'demo-uid-token',
};

/** Accounts 2 … count + 1: `account-2` with uid 10002, and so on; tokens derived from the seed. */
export function extraAccountCredentials(seed: number, count: number): AccountCredentials[] {
  return Array.from({ length: count }, (_, i) => {
    const number = i + 2;
    return {
      aid: `account-${number}`,
      aidToken: hexToken(seed, 1, number),
      uid: String(10_000 + number),
      uidToken: hexToken(seed, 2, number),
    };
  });
}

/** The four X-Core-* request headers of an account, as a client sends them. */
export function credentialHeaders(account: AccountCredentials): Record<AuthHeaderName, string> {
  const values = [account.aid, account.aidToken, account.uid, account.uidToken];
  return Object.fromEntries(authHeaders.map((h, i) => [h.name, values[i]!])) as Record<AuthHeaderName, string>;
}
