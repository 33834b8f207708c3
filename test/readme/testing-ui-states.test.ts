// The README's "Testing your UI's states" section: where it sits, what it covers, and that its examples are what the mock does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preferenceNames } from '../../src/schema/preferences.js';
import { mockHttp } from '../helpers/mock-http.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf("## Testing your UI's states");
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

describe("README: Testing your UI's states", () => {
  it('comes right after the query cheat sheet', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.indexOf("Testing your UI's states")).toBe(headings.indexOf('Query cheat sheet') + 1);
  });

  it('names every preference with its twin, and each way to test', () => {
    for (const name of preferenceNames) expect(section).toMatch(new RegExp(`\\| \`${name}=[^|]*\` \\| \`__${name}\` \\|`));
    for (const text of ['--latency', '--fault-rate', '--faults', 'core-kit fixtures --out', 'serve --fixtures', "from 'core-kit/msw'", "from 'msw/node'", "from 'core-kit'", 'twin wins']) expect(section).toContain(text);
  });

  it('shows the answers the mock gives', async () => {
    const mock = mockHttp();
    const examples = [
      await mock.list('', { Prefer: 'code=31505' }),
      await mock.list('pageSize=2', { ...mock.demoHeaders, Prefer: 'total=0' }),
      await mock.configs('keys=site_name', { Prefer: 'delay=abc' }),
    ];
    for (const res of examples) expect(section).toContain(res.text);
    expect(section).toContain(`{"site_name":"${(await mock.configs('keys=site_name', { Prefer: 'seed=2' })).body.data.site_name}"}`);
  });

  it.each([
    ['ts', 'readme-example.ts'],
    ['ts', 'readme-msw-browser.ts'],
  ])('holds the %s example that test/types/%s type-checks', (language, file) => {
    const example = readFileSync(new URL(`../types/${file}`, import.meta.url), 'utf8').split('\n').slice(1).join('\n');
    expect(section).toContain(`\`\`\`${language}\n${example}\`\`\``);
  });
});
