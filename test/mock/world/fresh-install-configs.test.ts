// The configs as the real system answers them where the spec is silent: its extra keys, its language entries, its
// bulletins, and the fresh-install preset (its nulls, no portals, the language switch off, no detail URLs).
import { describe, expect, it } from 'vitest';
import { configsInLanguage } from '../../../src/mock/query/select-configs.js';
import { FRESH_INSTALL_NULLS } from '../../../src/mock/world/fresh-install-configs.js';
import { configKeys } from '../../../src/schema/global-configs.js';
import { fixedWorld, problems } from '../../helpers/fixed-world.js';

const seeded = fixedWorld({ seed: 7 }).world;
const fresh = fixedWorld({ seed: 7, configs: 'fresh-install', notifications: 40 }).world;
const entries = (configs: object) => Object.entries(configs) as [string, unknown][];

describe('a seeded site’s configs', () => {
  const configs = seeded.configs as unknown as Record<string, unknown>;

  it.each([
    ['installed_datetime', 'string'],
    ['account_kyc_service', 'string'],
    ['bio_support_link', 'boolean'],
    ['site_china_mode', 'boolean'],
    ['china_icp_filing', 'object'],
    ['china_icp_license', 'object'],
    ['china_mps_filing', 'object'],
    ['china_broadcasting_license', 'object'],
  ])('carry the real system’s key %s (%s)', (key, type) => {
    expect(typeof configs[key]).toBe(type);
  });

  it('date the install before the configs last changed and before the clock', () => {
    expect(seeded.configs.installed_datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(seeded.configs.installed_datetime! < seeded.configs.cache_datetime!).toBe(true);
  });

  it('write language entries as the real system does, with the spec’s continentId', () => {
    for (const entry of seeded.configs.language_menus) {
      expect(entry.packVersion).toBe(1);
      expect(typeof entry.continentId).toBe('number');
      expect([typeof entry.areaCode, typeof entry.areaName]).toEqual(['string', 'string']);
      expect(entry.langTag).toBe(entry.areaCode === '' ? entry.langCode : `${entry.langCode}-${entry.areaCode}`);
    }
    expect(seeded.configs.language_menus.filter((e) => e.areaCode === '').length).toBeGreaterThan(0);
  });

  it('colour every bulletin title and no description, as the installed bulletin', () => {
    for (const b of seeded.configs.bulletin_contents) {
      expect(b.titleColor).toMatch(/^#[0-9a-f]{3,6}$/);
      expect(b.descriptionColor).toBeNull();
    }
  });
});

describe('the fresh-install preset', () => {
  const configs = fresh.configs as unknown as Record<string, unknown>;

  it('answers null exactly where a fresh install does', () => {
    expect(
      entries(configs)
        .filter(([, v]) => v === null)
        .map(([k]) => k)
        .sort(),
    ).toEqual([...FRESH_INSTALL_NULLS].sort());
  });

  it('keeps every key of a seeded site but the portals, which a fresh install has none of', () => {
    const seededKeys = Object.keys(seeded.configs).filter((k) => !k.startsWith('portal_'));
    expect(Object.keys(configs)).toEqual(seededKeys);
    expect(Object.keys(configs).filter((k) => configKeys.includes(k as never))).toEqual(configKeys);
  });

  it('turns the language switch off and keeps one bulletin', () => {
    expect([fresh.configs.language_status, fresh.configs.bulletin_contents.length]).toEqual([false, 1]);
  });

  it.each(seeded.languages.map((l) => l.langTag))('validates against the document in %s', (tag) => {
    const language = fresh.languages.find((l) => l.langTag === tag)!;
    const data = configsInLanguage(fresh.configs, language);
    expect(problems('ConfigsResponse', { code: 0, message: 'Success', data })).toEqual([]);
  });

  it('has no site URL, so no structure carries a detail URL (a parent group its URL on the app origin)', () => {
    const view = { language: fresh.languages[0]!, nowMs: fresh.nowMs };
    const list = Array.from({ length: 40 }, (_, i) => fresh.accounts[0]!.notifications.render(i, view));
    expect(JSON.stringify(list)).toContain('"url":null');
    // A parent group's URL is the one the real system builds regardless: `site_url ?? app.url` (fresnsSiteUrl).
    const urls = JSON.stringify(list).match(/"url":"(?!https:\/\/[^"/]+\/g\/)[^"]*"/g);
    expect(urls).toBeNull();
  });
});
