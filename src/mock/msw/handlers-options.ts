// The options of `createHandlers` checked when the handlers are made, with the bounds of the CLI's flags: a wrong one
// is a TypeError naming the option, not a 500 with a stack trace at the first request, a different world read from a
// string, nor a 30-second hang building a million accounts. Imports nothing Node-only (it runs in the browser too).
import { MAX_EXTRA_ACCOUNTS, MAX_NOTIFICATIONS } from '../build-world.js';
import { clockMs } from '../lib/clock-ms.js';
import { quoteReadings } from '../world/account-quotes.js';
import { configsPresets } from '../world/fresh-install-configs.js';
import { dataNames, faultNames, MAX_DELAY_MS, MAX_SEED } from '../../schema/index.js';

const OPTIONS = [
  'baseUrl',
  'seed',
  'now',
  'notifications',
  'demo',
  'users',
  'quotes',
  'configs',
  'httpErrors',
  'chaos',
  'prefer',
  'data',
] as const;
/** The rule of the CLI's --aid/--uid flags: a header value that survives any client. */
const CREDENTIAL = /^[\x21-\x7e]{1,128}$/;

const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 80));
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(name: string, rule: string, value: unknown): never {
  throw new TypeError(`core-kit/msw: ${name} must be ${rule} (received ${shown(value)})`);
}

function integer(options: Record<string, unknown>, name: string, max: number): void {
  const value = options[name];
  if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max))
    fail(name, `an integer from 0 to ${max}`, value);
}

function oneOf(options: Record<string, unknown>, name: string, allowed: readonly string[]): void {
  const value = options[name];
  if (value !== undefined && !allowed.includes(value as string)) fail(name, `one of ${allowed.join(', ')}`, value);
}

/** What is wrong with a chaos configuration (`{ latency, faultRate, faults }` or null), or null when nothing is. */
export function chaosProblem(chaos: unknown): string | null {
  if (chaos === undefined || chaos === null) return null;
  if (!isRecord(chaos))
    return `chaos must be an object { latency, faultRate, faults } or null (received ${shown(chaos)})`;
  const { latency, faultRate, faults } = chaos;
  const ms = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_DELAY_MS;
  if (latency !== null && !(isRecord(latency) && ms(latency.min) && ms(latency.max) && latency.min! <= latency.max!))
    return `chaos.latency must be { min, max } in ms with 0 ≤ min ≤ max ≤ ${MAX_DELAY_MS}, or null (received ${shown(latency)})`;
  if (typeof faultRate !== 'number' || !(faultRate >= 0 && faultRate <= 1))
    return `chaos.faultRate must be a probability from 0 to 1 (received ${shown(faultRate)})`;
  if (!Array.isArray(faults) || faults.some((f) => !(faultNames as readonly unknown[]).includes(f)))
    return `chaos.faults must be a list of ${faultNames.join(', ')} (received ${shown(faults)})`;
  return null;
}

function checkBaseUrl(baseUrl: unknown): void {
  if (baseUrl === undefined) return;
  const rule = 'an http(s) URL such as https://api.example.com, or a path starting with /';
  if (typeof baseUrl !== 'string') fail('baseUrl', rule, baseUrl);
  if (baseUrl.startsWith('/')) return;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return fail('baseUrl', rule, baseUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('baseUrl', rule, baseUrl);
  if (url.search || url.hash) fail('baseUrl', 'an origin and path without a query or a fragment', baseUrl);
}

/** Throws a TypeError naming the first option that is wrong; returns the options when all are right. */
export function checkHandlersOptions<T extends object>(options: T | undefined): T | Record<string, never> {
  if (options === undefined) return {};
  if (!isRecord(options)) fail('the options', 'an object', options);
  const unknown = Object.keys(options).find((name) => !(OPTIONS as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw new TypeError(`core-kit/msw: unknown option ${unknown}; the options are ${OPTIONS.join(', ')}`);
  checkBaseUrl(options.baseUrl);
  integer(options, 'seed', MAX_SEED);
  integer(options, 'notifications', MAX_NOTIFICATIONS);
  integer(options, 'users', MAX_EXTRA_ACCOUNTS);
  if (options.now !== undefined && clockMs(options.now as string | number | Date) === null)
    fail('now', 'an ISO 8601 instant with a zone, a Date or epoch milliseconds', options.now);
  const demo = options.demo;
  if (demo !== undefined) {
    if (!isRecord(demo)) fail('demo', 'an object { aid, aidToken, uid, uidToken }', demo);
    for (const field of ['aid', 'aidToken', 'uid', 'uidToken'])
      if (typeof demo[field] !== 'string' || !CREDENTIAL.test(demo[field]))
        fail(`demo.${field}`, '1 to 128 visible ASCII characters', demo[field]);
  }
  oneOf(options, 'quotes', quoteReadings);
  oneOf(options, 'configs', configsPresets);
  oneOf(options, 'data', dataNames);
  if (options.httpErrors !== undefined && typeof options.httpErrors !== 'boolean')
    fail('httpErrors', 'true or false', options.httpErrors);
  if (options.prefer !== undefined && typeof options.prefer !== 'string') fail('prefer', 'a string', options.prefer);
  const chaos = chaosProblem(options.chaos);
  if (chaos) throw new TypeError(`core-kit/msw: ${chaos}`);
  return options;
}
