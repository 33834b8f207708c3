// Configs checks of the real system's choices where the spec says "not shown" (they fail a run only with --strict).
import { UNKNOWN_CONFIG_KEY } from '../invariants/known-real-system-crash.js';
import { isObject, classify, describeExchange } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { shownApart } from '../kit/shown-apart.js';
import type { CheckContext } from '../kit/check-context.js';
import { configKeys } from '../../schema/index.js';
import { beyondTheSizeCap, configsPayload } from './configs-payload.js';
import { languageHeaderPicksTheCurrentLanguage } from './configs-language-checks.js';

export const configsUseTheEnvelope = defineCheck({
  name: 'configsUseTheEnvelope',
  endpoint: 'configs',
  why: 'Clients unwrap every answer the same way: {code: 0, message, data} (the real configs say "Success", the list "ok" by the spec).',
  source: 'configs-envelope',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  proves: ['realSystemFacts'],
  async run(ctx) {
    const configs = await ctx.configs();
    if (!configs.payload)
      return (
        beyondTheSizeCap(configs.exchange) ?? fail('a success answer', configs.problem ?? 'no answer', configs.exchange)
      );
    const body = configs.exchange.json;
    if (isObject(body) && !('code' in body) && !('data' in body)) {
      return fail(
        '{"code":0,"message":"…","data":{…}}',
        `the items at the top level, no envelope (keys ${Object.keys(body).slice(0, 3).join(', ')}, …)`,
        configs.exchange,
      );
    }
    // The word of the message is not what clients unwrap by (the spec gives none for this endpoint).
    if (!isObject(body) || body.code !== 0 || typeof body.message !== 'string' || !isObject(body.data)) {
      return fail(
        '{"code":0,"message":"…","data":{…}}',
        shown(
          isObject(body)
            ? { code: body.code, message: body.message, data: isObject(body.data) ? '{…}' : body.data }
            : body,
        ),
        configs.exchange,
      );
    }
    return pass();
  },
});

export const configsNeedNoLogin = defineCheck({
  name: 'configsNeedNoLogin',
  endpoint: 'configs',
  why: 'Clients fetch the configs before anyone logs in.',
  source: 'configs-auth',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: [],
  proves: ['configsOpen'],
  async run(ctx) {
    const configs = await ctx.configs();
    if (configs.neededLogin)
      return fail(
        'the configs without X-Core-* headers',
        'a rejection; the configs came only with the credentials',
        configs.exchange,
      );
    if (!configs.payload)
      return (
        beyondTheSizeCap(configs.exchange) ?? fail('a success answer', configs.problem ?? 'no answer', configs.exchange)
      );
    if (!configKeys.some((key) => Object.hasOwn(configs.payload!, key)))
      return skip("the answer holds none of the spec's keys: it is not the configs");
    return pass();
  },
});

const SUBSET = ['site_mode', 'default_language', 'site_name'];

/** The configs asked with `keys=…` hold exactly `expected`, in that order. */
async function onlyTheseKeys(ctx: CheckContext, keys: string, expected: readonly string[], feature: string) {
  const exchange = await ctx.configsExchange({ keys });
  const answer = classify(exchange);
  if (answer.kind !== 'success')
    return fail(`keys=${keys}: only ${expected.join(', ')}`, answer.summary, exchange, feature);
  const payload = 'code' in answer.body && isObject(answer.body.data) ? answer.body.data : answer.body;
  const got = Object.keys(payload);
  if (got.join(',') !== expected.join(','))
    return fail(
      `keys=${keys}: exactly the keys ${expected.join(', ')}, in that order`,
      got.length > 6 ? `${got.length} keys: ${got.slice(0, 6).join(', ')}, …` : got.join(', ') || 'no key',
      exchange,
      feature,
    );
  return pass();
}

export const keysSubsetReturnsOnlyThoseKeys = defineCheck({
  name: 'keysSubsetReturnsOnlyThoseKeys',
  endpoint: 'configs',
  why: 'keys= lets clients fetch a few items; they read them in the order asked.',
  source: 'configs-keys',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['configs', 'configsOpen'],
  proves: ['keys'],
  async run(ctx) {
    // One key of each value type: a keys= path that reads raw values ("1" for true) must show it.
    const keys = [...SUBSET, 'language_status', 'site_private_end_after', 'language_menus', 'current_language_menu'];
    const only = await onlyTheseKeys(ctx, keys.join(','), keys, 'keys=');
    if (only.status !== 'pass') return only;
    const whole = await configsPayload(ctx);
    if ('outcome' in whole) return whole.outcome;
    const exchange = await ctx.configsExchange({ keys: keys.join(',') });
    const body = exchange.json;
    const payload = isObject(body) && isObject(body.data) ? body.data : isObject(body) ? body : {};
    const differs = keys.find(
      (k) => Object.hasOwn(whole.payload, k) && JSON.stringify(payload[k]) !== JSON.stringify(whole.payload[k]),
    );
    if (differs) {
      const [e, r] = shownApart(whole.payload[differs], payload[differs], 80, differs);
      return fail(`keys=…${differs}…: ${differs} as in the whole configs, ${e}`, r, exchange, 'keys=');
    }
    return pass(`${keys.length} keys, each as in the whole configs`);
  },
});

export const emptyPiecesInKeysAreIgnored = defineCheck({
  name: 'emptyPiecesInKeysAreIgnored',
  endpoint: 'configs',
  why: 'keys=a,,b names two keys: an empty piece must neither add every key nor fail the request.',
  source: 'configs-keys',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['configs', 'configsOpen', 'keys'],
  run: (ctx) => onlyTheseKeys(ctx, `${SUBSET[0]},,${SUBSET[2]},`, [SUBSET[0]!, SUBSET[2]!], 'an empty piece in keys='),
});

export const unknownConfigKeyIsRejected = defineCheck({
  name: 'unknownConfigKeyIsRejected',
  endpoint: 'configs',
  why: "A misspelt key should fail loudly (the real server crashes on it; refusing it is the mock's choice).",
  source: 'configs-keys',
  provenance: 'assumed',
  basis: 'mock',
  restsOn: ['configsOpen'],
  async run(ctx) {
    const exchange = await ctx.configsExchange({ keys: `site_name,${UNKNOWN_CONFIG_KEY}` });
    const answer = classify(exchange);
    if (answer.kind !== 'rejection')
      return fail(`a rejection naming ${UNKNOWN_CONFIG_KEY}`, describeExchange(exchange), exchange);
    const body = exchange.json;
    if (!isObject(body) || body.code !== 10000)
      return fail('a rejection with code 10000', describeExchange(exchange), exchange);
    return pass();
  },
});

export const assumedConfigsChecks: Check[] = [
  configsUseTheEnvelope,
  configsNeedNoLogin,
  keysSubsetReturnsOnlyThoseKeys,
  emptyPiecesInKeysAreIgnored,
  unknownConfigKeyIsRejected,
  languageHeaderPicksTheCurrentLanguage,
];
