// docs/recipes.md shows every recipe file of docs/recipes/ as it is (the package test runs them from a fresh project).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/core-kit-process.js';

const folder = join(projectRoot, 'docs/recipes');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );
const page = readFileSync(join(projectRoot, 'docs/recipes.md'), 'utf8');

describe('docs/recipes.md', () => {
  it.each(
    files(folder)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => relative(folder, f)),
  )('shows %s as it is', (file) => {
    expect(page).toContain(`\`${file}\`:\n\n\`\`\`ts\n${readFileSync(join(folder, file), 'utf8')}\`\`\``);
  });
});
