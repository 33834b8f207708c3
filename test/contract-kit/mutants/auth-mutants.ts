// Mutants of authentication: one header not enforced, or a wrong token accepted.
import { DEMO_CREDENTIALS, extraAccountCredentials } from '../../../src/mock/world/account-credentials.js';
import { mutant, onListRequest } from './mutant.js';

/** The accounts of the mocks behind the mutants (seed 1, one extra account), by aid. */
const accounts = [DEMO_CREDENTIALS, ...extraAccountCredentials(1, 1)];

/** Any token is accepted: the right one of the account (or user) the request names is put in its place. */
const anyToken = (header: 'x-core-aid-token' | 'x-core-uid-token') =>
  onListRequest((r) => {
    const account = accounts.find((a) => a.aid === r.headers['x-core-aid']) ?? DEMO_CREDENTIALS;
    r.headers[header] = header === 'x-core-aid-token' ? account.aidToken : account.uidToken;
  });

/** The header is filled in with the demo account's right value when missing. */
const supplied = (header: string, value: string) =>
  onListRequest((r) => {
    if (!r.headers[header]) r.headers[header] = value;
  });

/** A user with its own valid token is let in under any account: the request is answered as its own account's. */
const uidNotTied = onListRequest((r) => {
  const owner = accounts.find((a) => a.uid === r.headers['x-core-uid'] && a.uidToken === r.headers['x-core-uid-token']);
  const signedIn = accounts.some(
    (a) => a.aid === r.headers['x-core-aid'] && a.aidToken === r.headers['x-core-aid-token'],
  );
  if (!owner || !signedIn || owner.aid === r.headers['x-core-aid']) return;
  r.headers['x-core-aid'] = owner.aid;
  r.headers['x-core-aid-token'] = owner.aidToken;
});

export const authMutants = [
  mutant({
    name: 'aidNotRequired',
    breaks: 'a missing X-Core-Aid is let through',
    killedBy: 'missingAidIsRejected',
    alteration: { request: supplied('x-core-aid', DEMO_CREDENTIALS.aid) },
  }),
  mutant({
    name: 'aidTokenNotRequired',
    breaks: 'a missing X-Core-Aid-Token is let through',
    killedBy: 'missingAidTokenIsRejected',
    alteration: { request: supplied('x-core-aid-token', DEMO_CREDENTIALS.aidToken) },
  }),
  mutant({
    name: 'uidNotRequired',
    breaks: 'a missing X-Core-Uid is let through',
    killedBy: 'missingUidIsRejected',
    alteration: { request: supplied('x-core-uid', DEMO_CREDENTIALS.uid) },
  }),
  mutant({
    name: 'uidTokenNotRequired',
    breaks: 'a missing X-Core-Uid-Token is let through',
    killedBy: 'missingUidTokenIsRejected',
    alteration: { request: supplied('x-core-uid-token', DEMO_CREDENTIALS.uidToken) },
  }),
  mutant({
    name: 'anyAidTokenAccepted',
    breaks: 'any X-Core-Aid-Token is accepted',
    killedBy: 'wrongAidTokenIsRejected',
    alteration: { request: anyToken('x-core-aid-token') },
  }),
  mutant({
    name: 'anyUidTokenAccepted',
    breaks: 'any X-Core-Uid-Token is accepted',
    killedBy: 'wrongUidTokenIsRejected',
    alteration: { request: anyToken('x-core-uid-token') },
  }),
  mutant({
    name: 'uidNotTiedToItsAccount',
    breaks: "another account's uid, with its own token, is let in (the mock ties a uid to its account)",
    killedBy: 'otherAccountsUidIsRefused',
    alteration: { request: uidNotTied },
  }),
];
