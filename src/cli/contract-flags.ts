// The flags of `core-kit contract`, as data: parsing, environment fallbacks, defaults and --help come from it.
import { CONTRACT_DEFAULTS } from '../contract/index.js';
import type { FlagSpec } from './flags.js';

export const contractFlags: FlagSpec[] = [
  {
    name: 'base-url',
    type: 'string',
    valueName: 'url',
    env: 'CORE_BASE_URL',
    positional: true,
    description:
      'The implementation to test, e.g. http://127.0.0.1:4010 (required; may be given bare, before the flags).',
  },
  {
    name: 'aid',
    type: 'string',
    valueName: 'id',
    env: 'CORE_AID',
    description: 'X-Core-Aid of a test account (required).',
  },
  {
    name: 'aid-token',
    type: 'string',
    valueName: 'token',
    env: 'CORE_AID_TOKEN',
    description: 'X-Core-Aid-Token (required).',
  },
  {
    name: 'uid',
    type: 'string',
    valueName: 'id',
    env: 'CORE_UID',
    description: 'X-Core-Uid of a user of that account (required).',
  },
  {
    name: 'uid-token',
    type: 'string',
    valueName: 'token',
    env: 'CORE_UID_TOKEN',
    description: 'X-Core-Uid-Token (required).',
  },
  {
    name: 'other-aid',
    type: 'string',
    valueName: 'id',
    env: 'CORE_OTHER_AID',
    description: 'X-Core-Aid of a second account, for the isolation checks (they skip without it).',
  },
  {
    name: 'other-aid-token',
    type: 'string',
    valueName: 'token',
    env: 'CORE_OTHER_AID_TOKEN',
    description: 'X-Core-Aid-Token of the second account.',
  },
  {
    name: 'other-uid',
    type: 'string',
    valueName: 'id',
    env: 'CORE_OTHER_UID',
    description: 'X-Core-Uid of a user of the second account.',
  },
  {
    name: 'other-uid-token',
    type: 'string',
    valueName: 'token',
    env: 'CORE_OTHER_UID_TOKEN',
    description: 'X-Core-Uid-Token of that user.',
  },
  {
    name: 'strict',
    type: 'boolean',
    description:
      "Checks resting on the real system (where the spec is silent) fail the run too; the mock's own choices never do.",
  },
  { name: 'only', type: 'string', valueName: 'names', description: 'Run only these checks (comma list).' },
  { name: 'skip', type: 'string', valueName: 'names', description: 'Leave these checks out (comma list).' },
  { name: 'junit', type: 'string', valueName: 'file', description: 'Also write a JUnit XML report.' },
  { name: 'json', type: 'string', valueName: 'file', description: 'Also write a JSON report.' },
  {
    name: 'timeout',
    type: 'string',
    valueName: 'duration',
    default: `${CONTRACT_DEFAULTS.timeoutMs / 1000}s`,
    description: 'Limit per request: 1500ms, 10s, 2m (a bare number is milliseconds).',
  },
  {
    name: 'deadline',
    type: 'string',
    valueName: 'duration',
    default: `${CONTRACT_DEFAULTS.deadlineMs / 1000}s`,
    description:
      'Limit for the whole run: 90s, 5m, 60000ms (a bare number is milliseconds); a run it leaves mostly unchecked exits 3.',
  },
  {
    name: 'max-requests',
    type: 'string',
    valueName: 'n',
    default: String(CONTRACT_DEFAULTS.maxRequests),
    description: 'Requests the run may send at most (checks beyond it are skipped).',
  },
  {
    name: 'max-body',
    type: 'string',
    valueName: 'bytes',
    default: String(CONTRACT_DEFAULTS.maxBodyBytes),
    description:
      'Largest answer the kit reads, compressed or once uncompressed; a check whose answer is larger is skipped, not failed.',
  },
  {
    name: 'concurrency',
    type: 'string',
    valueName: 'n',
    default: String(CONTRACT_DEFAULTS.concurrency),
    description: 'Requests in flight at once.',
  },
  {
    name: 'rate',
    type: 'string',
    valueName: 'per-second',
    description:
      'Send at most this many requests a second (e.g. 0.9 for a server allowing 60 a minute). A 429 or 503 is always waited for (Retry-After, or backoff) within --deadline.',
  },
  {
    name: 'header',
    type: 'string',
    short: 'H',
    multiple: true,
    valueName: 'name: value',
    env: 'CORE_HEADERS',
    description:
      "Send this header on every request, e.g. 'X-Api-Key: …' or 'Authorization: Bearer …' for a gateway (repeatable; the env variable takes one a line). Values are secrets: no output prints them, repro lines read each from CORE_HEADER_<NAME>.",
  },
  {
    name: 'lang',
    type: 'string',
    valueName: 'tag',
    description: 'Send X-Core-Client-Lang-Tag: <tag> on every request.',
  },
  {
    name: 'explore',
    type: 'string',
    valueName: 'n',
    description:
      'Instead of the checks, send n generated queries (valid and invalid) and hold every answer to the invariants; a failure is shrunk to the smallest query.',
  },
  {
    name: 'seed',
    type: 'string',
    valueName: 's',
    description: 'Seed of --explore (printed with every run, to reproduce it).',
  },
  { name: 'list', type: 'boolean', description: 'List the checks (name, endpoint, provenance, source, why) and exit.' },
];
