// Mutants of authentication: one header not enforced, or a wrong token accepted.
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { mutant, onListRequest } from './mutant.js';

/** The header is filled in with the demo account's right value when missing (or always, when `always`). */
const supplied = (header: string, value: string, always = false) =>
  onListRequest((r) => {
    if (always || !r.headers[header]) r.headers[header] = value;
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
    alteration: { request: supplied('x-core-aid-token', DEMO_CREDENTIALS.aidToken, true) },
  }),
  mutant({
    name: 'anyUidTokenAccepted',
    breaks: 'any X-Core-Uid-Token is accepted',
    killedBy: 'wrongUidTokenIsRejected',
    alteration: { request: supplied('x-core-uid-token', DEMO_CREDENTIALS.uidToken, true) },
  }),
];
