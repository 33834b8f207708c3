// Configs checks the spec states of every key: present, of its type (or unset), and of its allowed values.
import { configKeys } from '../../schema/index.js';
import { configsPayloadProblems } from '../invariants/unset-config-values.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import { configsPayload } from './configs-payload.js';

export { configsPayload };

const TYPE_MESSAGE = /^must be (string|integer|number|boolean|array|object|null)/;

/** The spec keys with listed values (site_mode, *_query_state, …): the ones an enum check can judge. */
const ENUMERATED =
  /^(site_mode|site_private_end_after|user_identifier|profile_default_homepage|hashtag_format|channel_.*_(type|query_state)|website_stat_position|default_homepage|user_.*_public_record)$/;

async function topLevelProblems(ctx: CheckContext, kind: 'type' | 'enum') {
  const found = await configsPayload(ctx);
  if ('outcome' in found) return found;
  // Nothing to judge is a SKIP, never a PASS: a server answering {} has no key of any type.
  const present = configKeys.filter(
    (key) => Object.hasOwn(found.payload, key) && (kind === 'type' || ENUMERATED.test(key)),
  );
  if (present.length === 0)
    return { outcome: skip(`the answer holds none of the spec's ${kind === 'type' ? '' : 'enumerated '}keys`) };
  // An unset item (null) holds no value, so none of another type (see unset-config-values).
  const all = configsPayloadProblems(ctx.validators.spec, 'GlobalConfigItems', found.payload);
  // A value of a nullable key that is of the key's type but fails inside (an entry without one of its fields) is no
  // type problem: the validator's "must be null" there only says the value is not null (everyConfigsAnswerMatchesTheSchema
  // reports what is wrong inside).
  const failsInside = (path: string) =>
    all.some((p) => p.path.startsWith(`${path}/`) || (p.path === path && p.message.startsWith('must have')));
  const problems = all.filter(
    (p) =>
      /^\/[^/]+$/.test(p.path) &&
      (kind === 'type'
        ? TYPE_MESSAGE.test(p.message) && !(p.message === 'must be null' && failsInside(p.path))
        : p.message.startsWith('must be one of')),
  );
  return { payload: found.payload, problems, present: present.length };
}

const listOf = (problems: { path: string; message: string }[], payload: Record<string, unknown>) =>
  problems
    .slice(0, 6)
    .map((p) => `${p.path.slice(1)} = ${shown(payload[p.path.slice(1)], 60)}`)
    .join('; ') + (problems.length > 6 ? ` and ${problems.length - 6} more` : '');

export const everySpecKeyIsPresent = defineCheck({
  name: 'everySpecKeyIsPresent',
  endpoint: 'configs',
  why: 'A client reads these keys by name; a missing one breaks a screen.',
  source: 'Resources › Configuration item (all 304 keys)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const missing = configKeys.filter((key) => !Object.hasOwn(found.payload, key));
    if (missing.length > 0)
      return fail(
        `all ${configKeys.length} keys the spec names`,
        `${missing.length} missing: ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`,
        (await ctx.configs()).exchange,
      );
    return pass(`${configKeys.length} keys`);
  },
});

export const everyKeyHasItsType = defineCheck({
  name: 'everyKeyHasItsType',
  endpoint: 'configs',
  why: 'Each key has one value type (String, Number, Boolean, Array, Object); clients do not coerce.',
  source: 'Resources › Configuration item (Type columns)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await topLevelProblems(ctx, 'type');
    if ('outcome' in found) return found.outcome;
    if (found.problems.length > 0) {
      return fail(
        `every key of its type (${found.problems
          .map((p) => `${p.path.slice(1)}: ${p.message.replace('must be ', '')}`)
          .slice(0, 3)
          .join('; ')})`,
        listOf(found.problems, found.payload),
        (await ctx.configs()).exchange,
      );
    }
    return pass(`${found.present} keys`);
  },
});

export const enumeratedKeysHoldAllowedValues = defineCheck({
  name: 'enumeratedKeysHoldAllowedValues',
  endpoint: 'configs',
  why: 'Keys with listed values (site_mode, *_query_state, default_homepage, …) drive branches in clients.',
  source: 'Resources › Configuration item (allowed values)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await topLevelProblems(ctx, 'enum');
    if ('outcome' in found) return found.outcome;
    if (found.problems.length > 0)
      return fail(
        found.problems
          .slice(0, 2)
          .map((p) => `${p.path.slice(1)} ${p.message}`)
          .join('; '),
        listOf(found.problems, found.payload),
        (await ctx.configs()).exchange,
      );
    return pass(`${found.present} keys`);
  },
});

export const configsChecks: Check[] = [everySpecKeyIsPresent, everyKeyHasItsType, enumeratedKeysHoldAllowedValues];
