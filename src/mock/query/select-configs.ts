// The configs answer: all items, or only those `keys` names, in request order (assumption configs-keys).
import { type GlobalConfigs, type LanguageEntry, failure, ok, quote, type Result } from '../../schema/index.js';
import { ARRAY_FORM, parseQueryString, phpList } from './query-string.js';
import { validationMessages } from './validation-messages.js';

export const KEYS_LIMIT = 400;

/** The configs as seen in one language: `current_language_menu` is that language's entry. */
export const configsInLanguage = (configs: GlobalConfigs, language: LanguageEntry): GlobalConfigs =>
  ({ ...configs, current_language_menu: language }) as GlobalConfigs;

/**
 * Parses `keys=` into key names (null = all keys; `keys=,` names none), rejecting unknown keys by name (the real system
 * crashes on them; a key with a space is an unknown key).
 */
export function parseConfigsQuery(rawQuery: string, configs: GlobalConfigs): Result<string[] | null> {
  const parsed = parseQueryString(rawQuery, ['keys']);
  if (!parsed.ok) return parsed;
  const value = parsed.value.get('keys');
  if (value === ARRAY_FORM) return failure('invalidParameter', validationMessages.string('keys'));
  if (value === undefined) return ok(null);
  const keys = phpList(value);
  if (keys.length > KEYS_LIMIT) return failure('invalidParameter', `keys names more than ${KEYS_LIMIT} keys`);
  const unknown = keys.filter((key) => !Object.hasOwn(configs, key));
  if (unknown.length > 0) {
    const names = unknown
      .slice(0, 5)
      .map((key) => quote(key, 80))
      .join(', ');
    return failure(
      'invalidParameter',
      `keys: unknown configuration key${unknown.length > 1 ? 's' : ''} ${names}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
    );
  }
  return ok([...new Set(keys)]);
}

export function selectConfigs(configs: GlobalConfigs, keys: readonly string[] | null): Partial<GlobalConfigs> {
  if (keys === null) return configs;
  const source = configs as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<GlobalConfigs>;
}
