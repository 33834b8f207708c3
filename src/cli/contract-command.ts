// `core-kit contract`: runs the contract checks against any implementation's URL and reports where it breaks the spec.
import {
  allChecks,
  jsonReport,
  junitReport,
  textReport,
  CONTRACT_DEFAULTS,
  contractSecrets,
  executeContract,
  type ContractOptions,
  UnknownCheckNames,
  provenanceLabel,
  InvalidBaseUrl,
  parseBaseUrl,
} from '../contract/index.js';
import { defineCommand, EXIT_OK } from './command.js';
import { assertWritable, writeOutput } from './write-output.js';
import { integerFlag, UsageError, type FlagSpec, type FlagValues } from './flags.js';

const flags: FlagSpec[] = [
  {
    name: 'base-url',
    type: 'string',
    valueName: 'url',
    env: 'CORE_BASE_URL',
    description: 'The implementation to test, e.g. http://127.0.0.1:4010 (required).',
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
    valueName: 'ms',
    default: String(CONTRACT_DEFAULTS.timeoutMs),
    description: 'Limit per request.',
  },
  {
    name: 'deadline',
    type: 'string',
    valueName: 'ms',
    default: String(CONTRACT_DEFAULTS.deadlineMs),
    description: 'Limit for the whole run.',
  },
  {
    name: 'max-requests',
    type: 'string',
    valueName: 'n',
    default: String(CONTRACT_DEFAULTS.maxRequests),
    description: 'Requests the run may send at most (checks beyond it are skipped).',
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

const usage = 'core-kit contract --base-url URL --aid A --aid-token T --uid U --uid-token UT [options]';
const summary =
  'Run the contract checks against an implementation over HTTP (GET only) and report where it breaks the spec.';
const footer =
  'Exit 0: every spec check passed (and, with --strict, every check resting on the real system); 1: a check failed; 2: usage error, or the server could not be reached or answered nothing but 429/503.';

const names = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
    : [];

function required(values: FlagValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '')
    throw new UsageError(`--${name} is required (or ${flags.find((f) => f.name === name)!.env})`);
  return value;
}

const OTHER = ['other-aid', 'other-aid-token', 'other-uid', 'other-uid-token'] as const;

/** The second account: all four values, or none. */
function otherCredentials(values: FlagValues): ContractOptions['otherCredentials'] {
  const given = OTHER.filter((name) => typeof values[name] === 'string' && values[name] !== '');
  if (given.length === 0) return undefined;
  if (given.length < OTHER.length)
    throw new UsageError(
      `a second account needs all of --${OTHER.join(', --')} (missing --${OTHER.filter((n) => !given.includes(n)).join(', --')})`,
    );
  const [aid, aidToken, uid, uidToken] = OTHER.map((name) => values[name] as string) as [
    string,
    string,
    string,
    string,
  ];
  return { aid, aidToken, uid, uidToken };
}

/** --rate: requests per second, a positive decimal number. */
function rateFlag(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const rate = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!(rate > 0 && rate <= 10_000))
    throw new UsageError(
      `--rate must be a number of requests per second above 0 and at most 10000 (received ${JSON.stringify(value)})`,
    );
  return rate;
}

export function contractOptions(values: FlagValues): ContractOptions {
  if (values.seed !== undefined && values.explore === undefined)
    throw new UsageError('--seed sets the seed of --explore: give --explore too');
  let baseUrl: string;
  try {
    baseUrl = parseBaseUrl(required(values, 'base-url'));
  } catch (error) {
    if (error instanceof InvalidBaseUrl) throw new UsageError(`--base-url: ${error.message}`);
    throw error;
  }
  return {
    baseUrl,
    credentials: {
      aid: required(values, 'aid'),
      aidToken: required(values, 'aid-token'),
      uid: required(values, 'uid'),
      uidToken: required(values, 'uid-token'),
    },
    otherCredentials: otherCredentials(values),
    strict: values.strict === true,
    only: names(values.only),
    skip: names(values.skip),
    timeoutMs: integerFlag(values, 'timeout', 1, 600_000)!,
    deadlineMs: integerFlag(values, 'deadline', 1, 3_600_000)!,
    maxRequests: integerFlag(values, 'max-requests', 1, 100_000)!,
    concurrency: integerFlag(values, 'concurrency', 1, 64)!,
    rate: rateFlag(values.rate),
    lang: typeof values.lang === 'string' ? values.lang : undefined,
    explore: integerFlag(values, 'explore', 1, 100_000),
    seed: integerFlag(values, 'seed', 0, 2 ** 31 - 1),
  };
}

export const contractCommand = defineCommand({
  usage,
  summary,
  flags,
  footer,
  async run(values, io) {
    if (values.list) {
      const width = Math.max(...allChecks.map((c) => c.name.length)) + 2;
      io.stdout(
        `${allChecks.map((c) => `${c.name.padEnd(width)}${c.endpoint.padEnd(15)}${provenanceLabel(c).padEnd(13)}${c.source}\n${' '.repeat(width)}${c.why}`).join('\n')}\n`,
      );
      return EXIT_OK;
    }
    const options = contractOptions(values);
    for (const flag of ['json', 'junit'] as const) {
      const path = values[flag];
      if (typeof path === 'string') await assertWritable(io.cwd, path, `--${flag}`);
    }
    let report;
    try {
      report = await executeContract(options);
    } catch (error) {
      if (error instanceof UnknownCheckNames) throw new UsageError(error.message);
      throw error;
    }
    const secrets = contractSecrets(options);
    io.stdout(textReport(report, secrets, process.stdout.isTTY === true && !io.env.NO_COLOR));
    if (typeof values.json === 'string') await writeOutput(io.cwd, values.json, jsonReport(report, secrets), '--json');
    if (typeof values.junit === 'string')
      await writeOutput(io.cwd, values.junit, junitReport(report, secrets), '--junit');
    return report.exitCode;
  },
});
