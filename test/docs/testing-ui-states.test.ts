// docs/testing-ui-states.md: what it covers, and that its examples are what the mock does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preferenceNames } from '../../src/schema/preferences.js';
import { mockHttp } from '../helpers/mock-http.js';

const section = readFileSync(new URL('../../docs/testing-ui-states.md', import.meta.url), 'utf8');

describe('docs/testing-ui-states.md', () => {
  it('names every preference with its twin, and each way to test', () => {
    for (const name of preferenceNames)
      expect(section).toMatch(new RegExp(`\\| \`${name}=[^|]*\` \\| \`__${name}\` \\|`));
    for (const text of [
      '--latency',
      '--fault-rate',
      '--faults',
      'core-kit fixtures --out',
      'serve --fixtures',
      "from 'core-kit/msw'",
      "from 'msw/node'",
      "from 'core-kit'",
      'twin wins',
    ])
      expect(section).toContain(text);
  });

  it('shows the answers the mock gives', async () => {
    const mock = mockHttp();
    const examples = [
      await mock.list('', { Prefer: 'code=31505' }),
      await mock.list('pageSize=2', { ...mock.demoHeaders, Prefer: 'total=0' }),
      await mock.configs('keys=site_name', { Prefer: 'delay=abc' }),
    ];
    for (const res of examples) expect(section).toContain(res.text);
    expect(section).toContain(
      `{"site_name":"${(await mock.configs('keys=site_name', { Prefer: 'seed=2' })).body.data.site_name}"}`,
    );
  });

  it.each([
    ['ts', 'readme-example.ts'],
    ['ts', 'readme-msw-browser.ts'],
  ])('holds the %s example that test/types/%s type-checks', (language, file) => {
    const example = readFileSync(new URL(`../types/${file}`, import.meta.url), 'utf8')
      .split('\n')
      .slice(1)
      .join('\n');
    expect(section).toContain(`\`\`\`${language}\n${example}\`\`\``);
  });
});
