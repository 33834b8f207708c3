// Configs checks of the nested shapes the spec describes: every SEO object complete, every bulletin entry with its
// seven fields.
import { configKeys } from '../../schema/index.js';
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { configsPayload } from './configs-payload.js';

export const seoObjectsAreComplete = defineCheck({
  name: 'seoObjectsAreComplete',
  endpoint: 'configs',
  why: 'Pages render title, keywords and description from every *_seo object.',
  source: 'Resources › Configuration item › Channels (SEO config)',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const seoKeys = configKeys.filter((k) => k.endsWith('_seo') && Object.hasOwn(found.payload, k));
    if (seoKeys.length === 0) return skip('no *_seo key in the answer');
    for (const key of seoKeys) {
      const seo = found.payload[key];
      const bad = !isObject(seo) || ['title', 'keywords', 'description'].some((m) => typeof seo[m] !== 'string');
      if (bad)
        return fail(
          `${key}: an object with string title, keywords and description`,
          shown(seo),
          (await ctx.configs()).exchange,
        );
    }
    return pass(`${seoKeys.length} SEO objects`);
  },
});

export const bulletinEntriesHaveTheirFields = defineCheck({
  name: 'bulletinEntriesHaveTheirFields',
  endpoint: 'configs',
  why: 'Bulletins render all seven fields; the two colors may be null.',
  source: 'Resources › Configuration item › System bulletin',
  provenance: 'spec',
  restsOn: [],
  proves: ['configs'],
  async run(ctx) {
    const found = await configsPayload(ctx);
    if ('outcome' in found) return found.outcome;
    const entries = found.payload.bulletin_contents;
    if (!Array.isArray(entries) || entries.length === 0) return skip('bulletin_contents holds no entries');
    for (const entry of entries) {
      const strings = ['date', 'title', 'description', 'buttonName', 'buttonLink'].every(
        (f) => isObject(entry) && typeof entry[f] === 'string',
      );
      const colors = ['titleColor', 'descriptionColor'].every(
        (f) => isObject(entry) && (entry[f] === null || typeof entry[f] === 'string'),
      );
      if (!strings || !colors)
        return fail(
          'date, title, description, buttonName, buttonLink strings; titleColor, descriptionColor string or null',
          shown(entry),
          (await ctx.configs()).exchange,
        );
    }
    return pass(`${entries.length} entries`);
  },
});

export const configsShapeChecks: Check[] = [seoObjectsAreComplete, bulletinEntriesHaveTheirFields];
