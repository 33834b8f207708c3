// keys= narrows the configs to the named keys in request order; unknown keys are named in a 10000 error.
import { describe, expect, it } from 'vitest';
import { parseConfigsQuery, selectConfigs } from '../../../src/mock/query/select-configs.js';
import { resolveLanguage } from '../../../src/mock/request/resolve-language.js';
import type { GlobalConfigs } from '../../../src/types.js';
import { siteLanguages } from '../../../src/mock/world/languages.js';

const configs = {
  site_name: 'Maple',
  site_mode: 'public',
  portal_7: '<h1>Hi</h1>',
  cache_minutes: 30,
} as unknown as GlobalConfigs;
const keysOf = (raw: string) => {
  const result = parseConfigsQuery(raw, configs);
  return result.ok ? result.value : result.error.message;
};

describe('parseConfigsQuery and selectConfigs', () => {
  it.each([
    ['', null],
    ['keys=', null],
    ['keys=site_mode,site_name', ['site_mode', 'site_name']],
    ['keys=%20site_mode%20,,site_mode', ['site_mode']],
    ['keys=portal_7', ['portal_7']],
    ['keys=site_colour', 'keys: unknown configuration key "site_colour"'],
    ['keys=a,b,site_name', 'keys: unknown configuration keys "a", "b"'],
    ['keys=__proto__,constructor', 'keys: unknown configuration keys "__proto__", "constructor"'],
    ['keys=a&keys=b', 'keys is given more than once'],
  ])('%s -> %j', (raw, expected) => {
    expect(keysOf(raw)).toEqual(expected);
  });

  it('returns the keys in request order', () => {
    expect(Object.keys(selectConfigs(configs, ['site_mode', 'site_name']))).toEqual(['site_mode', 'site_name']);
    expect(selectConfigs(configs, null)).toBe(configs);
  });
});

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-Hans-SG', 'zh-Hans-SG'],
    ['ar', 'ar'],
  ])('%j -> %s', (tag, expected) => {
    const result = resolveLanguage(tag, siteLanguages, 'en');
    expect(result.ok && result.value.langTag).toBe(expected);
  });

  it('names the known tags when the tag is unknown', () => {
    const result = resolveLanguage('fr', siteLanguages, 'en');
    expect(!result.ok && result.error.message).toBe(
      'X-Core-Client-Lang-Tag must be one of en, es, zh-Hans-SG, ar (received "fr")',
    );
  });
});
