// The README's generated sections (assumptions table, --help texts) match what the code says now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staticSections, withSections } from '../../scripts/readme-sections.js';
import { assumptions } from '../../src/schema/assumptions.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('has current generated sections (run `npm run readme` to refresh them)', async () => {
    expect(readme).toBe(withSections(readme, await staticSections()));
  });

  it('lists every assumption', () => {
    for (const a of assumptions) expect(readme).toContain(`| \`${a.id}\` |`);
  });
});
