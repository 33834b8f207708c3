// keys= narrows the configs to the named keys in request order; unknown keys are named in a 10000 error.
import { describe, expect, it } from 'vitest';
import { parseConfigsQuery, selectConfigs } from '../../../src/mock/query/select-configs.js';
import { languageOfHeader, languageOfPreference } from '../../../src/mock/request/resolve-language.js';
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
    ['keys=site_mode,,site_mode,0', ['site_mode']],
    ['keys=%20site_mode%20', ['site_mode']],
    ['keys=site_name,%20site_mode', 'keys: unknown configuration key " site_mode"'],
    ['keys=,', []],
    ['keys=portal_7', ['portal_7']],
    ['keys=site_colour', 'keys: unknown configuration key "site_colour"'],
    ['keys=a,b,site_name', 'keys: unknown configuration keys "a", "b"'],
    ['keys=__proto__,constructor', 'keys: unknown configuration keys "__proto__", "constructor"'],
    ['keys=a&keys=site_name', ['site_name']],
    ['keys[]=site_name', 'The keys field must be a string.'],
  ])('%s -> %j', (raw, expected) => {
    expect(keysOf(raw)).toEqual(expected);
  });

  it('returns the keys in request order', () => {
    expect(Object.keys(selectConfigs(configs, ['site_mode', 'site_name']))).toEqual(['site_mode', 'site_name']);
    expect(selectConfigs(configs, null)).toBe(configs);
  });
});

describe('the language of an answer', () => {
  it.each([
    [undefined, true, 'en'],
    ['', true, 'en'],
    ['zh-Hans-SG', true, 'zh-Hans-SG'],
    ['ar', true, 'ar'],
    // An unknown tag (a client's own spelling, a language the site lacks) falls back to the default, never an error.
    ['zh_CN', true, 'en'],
    ['zh-Hans', true, 'en'],
    // With the language switch off, the header is not read at all.
    ['ar', false, 'en'],
  ])('header %j with language_status %j -> %s', (tag, multilingual, expected) => {
    expect(languageOfHeader(tag, siteLanguages, 'en', multilingual).langTag).toBe(expected);
  });

  it('names the known tags when the lang preference names an unknown one', () => {
    const result = languageOfPreference('fr', siteLanguages);
    expect(!result.ok && result.error.message).toBe(
      'X-Core-Client-Lang-Tag must be one of en, es, zh-Hans-SG, ar (received "fr")',
    );
  });
});
