// Which configuration items may be unset (null): the spec types every key and says no more, so `null` (a setting
// nobody set) passes the spec's checks. A real install fills every key but its optional settings; the document marks
// those nullable (`x-real-null`, or a type that admits null), and that is what this real-system check holds answers to.
import { configKeys } from '../../schema/index.js';
import { unsetItems } from '../invariants/unset-config-values.js';
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, skip, type Check } from '../kit/check.js';
import { committedDocument } from '../../validation/index.js';
import { configsPayload } from './configs-payload.js';

type Schema = Record<string, unknown>;

/** The document's mark of a field the real system answers null for (its column or rule). */
const REAL_NULL = 'x-real-null';

/** A schema that admits null: a `null` type, an `x-real-null` mark, or a branch of anyOf/oneOf that does. */
export function admitsNull(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (schema[REAL_NULL] !== undefined || schema.type === 'null') return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return ['anyOf', 'oneOf'].some((k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).some(admitsNull));
}

/** The configuration keys the document lets a real install leave unset, read from its GlobalConfigItems. */
export function optionalConfigKeys(document: Schema = committedDocument()): Set<string> {
  const schemas = (document.components as Schema | undefined)?.schemas as Schema | undefined;
  const items = schemas?.GlobalConfigItems as Schema | undefined;
  const properties = (items?.properties ?? {}) as Record<string, unknown>;
  return new Set(Object.entries(properties).flatMap(([key, schema]) => (admitsNull(schema) ? [key] : [])));
}

export const onlyOptionalConfigsAreNull = defineCheck({
  name: 'onlyOptionalConfigsAreNull',
  endpoint: 'configs',
  why: 'A real install fills every key but its optional settings (site_url, service URLs, query configs): clients read the others without a null check.',
  source: 'configs-defaults',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const spec = new Set<string>(configKeys);
    const optional = optionalConfigKeys();
    const unset = unsetItems(found.payload).filter((key) => spec.has(key));
    const filledByARealInstall = unset.filter((key) => !optional.has(key));
    if (filledByARealInstall.length > 0)
      return fail(
        `a value for every key a real install fills (null only for ${optional.size} optional keys such as ${[...optional].slice(0, 3).join(', ')})`,
        `null: ${filledByARealInstall.slice(0, 6).join(', ')}${filledByARealInstall.length > 6 ? `, and ${filledByARealInstall.length - 6} more` : ''}`,
        (await ctx.configs()).exchange,
      );
    if (!configKeys.some((key) => Object.hasOwn(found.payload, key)))
      return skip("the answer holds none of the spec's keys");
    return pass(unset.length === 0 ? 'every key set' : `${unset.length} optional keys unset`);
  },
});

export const configsUnsetChecks: Check[] = [onlyOptionalConfigsAreNull];
