// The manual's generated sections (assumptions table, checks table, --help texts) match what the code says now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageUrl, sectionPages, sectionsOf, staticSections, withSections } from '../../scripts/docs-sections.js';
import { assumptions } from '../../src/schema/assumptions.js';

const pages = [...new Set(Object.values(sectionPages))];

describe('the generated sections of docs/', () => {
  it.each(pages)('%s is current (run `npm run docs` to refresh it)', async (page) => {
    const text = readFileSync(pageUrl(page), 'utf8');
    expect(text).toBe(withSections(text, sectionsOf(page, await staticSections())));
  });

  it('list every assumption', () => {
    const text = readFileSync(pageUrl(sectionPages.assumptions!), 'utf8');
    for (const a of assumptions) expect(text).toContain(`| \`${a.id}\` |`);
  });
});
