// The generated configs: every key valid, in every language, and values that make sense together.
import { describe, expect, it } from 'vitest';
import { configsInLanguage } from '../../../src/mock/query/select-configs.js';
import { configKeys } from '../../../src/schema/global-configs.js';
import { platformIds } from '../../../src/schema/config-vocabulary.js';
import { fixedWorld, problems } from '../../helpers/fixed-world.js';

const seeds = [1, 2, 3, 42, 2026];

describe.each(seeds)('configs of seed %i', (seed) => {
  const { world } = fixedWorld({ seed });
  const configs = world.configs as unknown as Record<string, unknown>;

  it.each(world.languages.map((l) => l.langTag))('validate against the document in %s', (tag) => {
    const language = world.languages.find((l) => l.langTag === tag)!;
    expect(
      problems('ConfigsResponse', { code: 0, message: 'Success', data: configsInLanguage(world.configs, language) }),
    ).toEqual([]);
  });

  it('hold every spec key, in the spec order', () => {
    expect(Object.keys(configs).filter((k) => configKeys.includes(k as never))).toEqual(configKeys);
  });

  it("write each language entry's fields in the spec's order, the real system's packVersion before isEnabled", () => {
    // The spec's table, as the real system answers it (continentId is the spec's only: the real system sends none).
    const order = ['order', 'langCode', 'langName', 'continentId', 'areaStatus', 'areaCode', 'areaName', 'langTag']
      .concat(['writingDirection', 'lengthUnit', 'dateFormat', 'timeFormatMinute', 'timeFormatHour', 'timeFormatDay'])
      .concat(['timeFormatMonth', 'timeFormatYear', 'packVersion', 'isEnabled']);
    for (const entry of [...world.configs.language_menus, world.configs.current_language_menu!])
      expect(Object.keys(entry)).toEqual(order);
  });

  it('offer at least three languages, one with an area code and one right-to-left', () => {
    const menus = world.configs.language_menus;
    expect(menus.length).toBeGreaterThanOrEqual(3);
    expect(menus.some((l) => l.areaCode && l.langTag === `${l.langCode}-${l.areaCode}`)).toBe(true);
    expect(menus.some((l) => l.writingDirection === 'rtl')).toBe(true);
  });

  it('compose every langTag as <langCode>-<areaCode> (or the langCode alone without an area)', () => {
    for (const l of world.configs.language_menus)
      expect(l.langTag).toBe(l.areaCode ? `${l.langCode}-${l.areaCode}` : l.langCode);
  });

  it('name a default language and a current language menu that are among the menus', () => {
    const tags = world.configs.language_menus.map((l) => l.langTag);
    expect(tags).toContain(world.configs.default_language);
    expect(world.configs.language_menus).toContainEqual(world.configs.current_language_menu);
  });

  it('write query configs as query strings without "?"', () => {
    const queryConfigs = Object.entries(configs).filter(([k]) => k.endsWith('_query_config'));
    expect(queryConfigs).toHaveLength(12);
    for (const [, value] of queryConfigs) expect(String(value)).toMatch(/^([A-Za-z]+=[^&?=]*)(&[A-Za-z]+=[^&?=]*)*$/);
  });

  it('complete every SEO object', () => {
    const seo = Object.entries(configs).filter(([k]) => k.endsWith('_seo'));
    expect(seo.length).toBe(13);
    for (const [, value] of seo)
      expect(Object.values(value as object).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });

  it('carry several bulletins and portals for real platform ids', () => {
    expect(world.configs.bulletin_contents.length).toBeGreaterThanOrEqual(3);
    const portals = Object.keys(configs).filter((k) => k.startsWith('portal_'));
    expect(portals.length).toBeGreaterThanOrEqual(2);
    for (const key of portals) expect(Object.keys(platformIds)).toContain(key.slice('portal_'.length));
  });

  it('build URLs from site_url', () => {
    expect(world.configs.site_url).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
    expect(world.configs.site_email?.endsWith(new URL(world.configs.site_url!).host)).toBe(true);
  });
});

describe('seeds', () => {
  it('give different sites for different seeds and the same site for the same seed', () => {
    const names = seeds.map((seed) => JSON.stringify(fixedWorld({ seed }).world.configs));
    expect(new Set(names).size).toBe(seeds.length);
    expect(JSON.stringify(fixedWorld({ seed: 1 }).world.configs)).toBe(names[0]);
  });
});
