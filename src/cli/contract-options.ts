// What the flags of `core-kit contract` make of a run's options: the target, the accounts, the checks chosen, the
// limits (durations with units) and the credentials no message may print.
import {
  extraHeaders,
  headerLines,
  headerValueProblem,
  InvalidHeader,
  InvalidBaseUrl,
  parseBaseUrl,
  trimHeaderValue,
  type ContractOptions,
} from '../contract/index.js';
import { contractFlags } from './contract-flags.js';
import { durationFlag } from './duration-flag.js';
import { integerFlag, UsageError, type FlagValues } from './flags.js';

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
    throw new UsageError(`--${name} is required (or ${contractFlags.find((f) => f.name === name)!.env})`);
  return headerValue(name, value);
}

/** A value sent as a header (a credential, --lang), as fetch sends it; one it cannot send is a usage error. */
function headerValue(name: string, value: string): string {
  const problem = headerValueProblem(value);
  if (problem === null) return trimHeaderValue(value);
  const env = contractFlags.find((f) => f.name === name)?.env;
  throw new UsageError(`--${name}${typeof env === 'string' ? ` (or ${env})` : ''} ${problem}`);
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
  const [aid, aidToken, uid, uidToken] = OTHER.map((name) => headerValue(name, values[name] as string)) as [
    string,
    string,
    string,
    string,
  ];
  return { aid, aidToken, uid, uidToken };
}

/** --header (repeated), or CORE_HEADERS one a line: each `Name: value`, checked before any request. */
function headersFlag(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  try {
    return extraHeaders(headerLines(value as string | string[]), 'flag');
  } catch (error) {
    throw error instanceof InvalidHeader ? new UsageError(error.message) : error;
  }
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
    timeoutMs: durationFlag(values, 'timeout', 1, 600_000)!,
    deadlineMs: durationFlag(values, 'deadline', 1, 3_600_000)!,
    maxRequests: integerFlag(values, 'max-requests', 1, 100_000)!,
    concurrency: integerFlag(values, 'concurrency', 1, 64)!,
    maxBodyBytes: integerFlag(values, 'max-body', 1024, 1024 ** 3)!,
    rate: rateFlag(values.rate),
    lang: typeof values.lang === 'string' ? headerValue('lang', values.lang) : undefined,
    headers: headersFlag(values.header),
    explore: integerFlag(values, 'explore', 1, 100_000),
    seed: integerFlag(values, 'seed', 0, 2 ** 31 - 1),
  };
}

/** The credentials and headers as given (before they are checked), so that no message of the command prints one. */
export const givenSecrets = (values: FlagValues): Record<string, string> => ({
  ...Object.fromEntries(
    contractFlags
      .filter((f) => typeof f.env === 'string' && /(AID|UID)/.test(f.env) && typeof values[f.name] === 'string')
      .map((f) => [f.env as string, values[f.name] as string]),
  ),
  // Each value after its colon (a line without one whole: it may be a bare secret), redacted as tokens are.
  ...Object.fromEntries(
    [values.header ?? []]
      .flat()
      .flatMap((text) => String(text).split('\n'))
      .map((line, i) => [`CORE_HEADER_${i + 1}`, line.slice(line.indexOf(':') + 1).trim()]),
  ),
});
