// The README's generated sections (between <!-- name:start --> and <!-- name:end --> markers) and their renderers.
import { readFile, writeFile } from 'node:fs/promises';
import { main } from '../src/cli.js';
import { assumptions } from '../src/schema/assumptions.js';

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

export function assumptionsTable(): string {
  const rows = assumptions.map((a) => `| \`${a.id}\` | ${escapeCell(a.topic)} | ${escapeCell(a.choice)} | ${a.source} |`);
  return ['| id | the spec leaves open | what core-kit does | follows |', '|---|---|---|---|', ...rows].join('\n');
}

async function helpOf(args: string[]): Promise<string> {
  let out = '';
  await main(args, { stdout: (t) => (out += t), stderr: (t) => (out += t), env: {}, cwd: process.cwd() });
  return ['```text', `$ core-kit ${args.join(' ')}`, out.trimEnd(), '```'].join('\n');
}

export async function readmeSections(): Promise<Record<string, string>> {
  return {
    assumptions: assumptionsTable(),
    help: (await Promise.all([['--help'], ['serve', '--help'], ['fixtures', '--help'], ['openapi', '--help']].map(helpOf))).join('\n\n'),
  };
}

/** Replaces each marked section of the README text with its current rendering. */
export function withSections(readme: string, sections: Record<string, string>): string {
  let out = readme;
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);
    if (!pattern.test(out)) throw new Error(`README has no ${name} section markers`);
    out = out.replace(pattern, (_m, start: string, end: string) => `${start}${body}\n${end}`);
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const path = new URL('../README.md', import.meta.url);
  await writeFile(path, withSections(await readFile(path, 'utf8'), await readmeSections()));
  console.log('README.md: generated sections updated');
}
