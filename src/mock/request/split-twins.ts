// Takes the `__name` twins of the preferences out of a raw query string, so that the query engine never sees them.
import { failure, ok, quote, type Result, preferenceNames, type PreferenceName } from '../../schema/index.js';

export interface TwinSplit {
  /** The query string without the twins, as the engine parses it. */
  rawQuery: string;
  /** Twin values by preference name; an empty value counts as absent (assumption empty-parameters). */
  twins: ReadonlyMap<PreferenceName, string>;
}

const NO_TWINS: ReadonlyMap<PreferenceName, string> = new Map();
const twinNames = new Map<string, PreferenceName>(preferenceNames.map((name) => [`__${name}`, name]));

/** Only a query that spells `__` (or escapes an underscore) can hold a twin: the common case costs one test. */
const MAY_HOLD_TWIN = /__|%5f/i;

/** Splits `types=3&__total=0&__delay=200` into `types=3` and { total: '0', delay: '200' }. Repeated or array twins are 10000 errors. */
export function splitTwins(rawQuery: string): Result<TwinSplit> {
  if (!MAY_HOLD_TWIN.test(rawQuery)) return ok({ rawQuery, twins: NO_TWINS });
  const twins = new Map<PreferenceName, string>();
  const seen = new Set<PreferenceName>();
  const kept: string[] = [];
  for (const piece of rawQuery.split('&')) {
    const [pair] = new URLSearchParams(piece);
    const fullName = pair?.[0] ?? '';
    const bracket = fullName.indexOf('[');
    const name = twinNames.get(bracket > 0 ? fullName.slice(0, bracket) : fullName);
    if (name === undefined) {
      kept.push(piece);
      continue;
    }
    if (bracket > 0) return failure('invalidParameter', `__${name} must be a single value, not ${quote(fullName)}`);
    if (seen.has(name)) return failure('invalidParameter', `__${name} is given more than once`);
    seen.add(name);
    if (pair![1] !== '') twins.set(name, pair![1]);
  }
  return ok({ rawQuery: kept.join('&'), twins });
}
