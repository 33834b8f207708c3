// The manual's generated sections (between <!-- name:start --> and <!-- name:end --> markers in docs/), their renderers,
// and `npm run docs`, which refreshes them.
import { readFile, writeFile } from 'node:fs/promises';
import { allChecks } from '../src/contract/checks/all-checks.js';
import { allMutants } from '../test/contract-kit/mutants/all-mutants.js';
import { killMatrix } from '../test/contract-kit/self-test/kill-matrix.js';
import { MockPool, runMutants } from '../test/contract-kit/self-test/run-kit-against.js';
import { corpusSections, runWholeCorpus } from '../test/contract-kit/self-test/corpus-runs.js';
import { rootCauseCounts } from '../test/contract-kit/self-test/root-cause-counts.js';
import { main } from '../src/cli.js';
import type { ContractReport } from '../src/contract/execute-contract.js';
import { assumptions } from '../src/schema/assumptions.js';

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

export function assumptionsTable(): string {
  const rows = assumptions.map(
    (a) => `| \`${a.id}\` | ${escapeCell(a.topic)} | ${escapeCell(a.choice)} | ${a.source} |`,
  );
  return ['| id | the spec leaves open | what core-kit does | follows |', '|---|---|---|---|', ...rows].join('\n');
}

export function checksTable(): string {
  const rows = allChecks.map(
    (c) =>
      `| \`${c.name}\` | ${c.endpoint} | ${c.provenance === 'spec' ? 'spec' : `assumed: ${c.basis}`} | ${escapeCell(c.source)} | ${escapeCell(c.why)} |`,
  );
  return [
    '| check | endpoint | provenance | spec section or assumption | why |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function helpOf(args: string[]): Promise<string> {
  let out = '';
  await main(args, { stdout: (t) => (out += t), stderr: (t) => (out += t), env: {}, cwd: process.cwd() });
  return ['```text', `$ core-kit ${args.join(' ')}`, out.trimEnd(), '```'].join('\n');
}

/** Sections rendered from the code alone (fast; checked by test/readme). */
export async function staticSections(): Promise<Record<string, string>> {
  const commands = [
    ['--help'],
    ['serve', '--help'],
    ['contract', '--help'],
    ['fixtures', '--help'],
    ['openapi', '--help'],
  ];
  return {
    assumptions: assumptionsTable(),
    checks: checksTable(),
    help: (await Promise.all(commands.map(helpOf))).join('\n\n'),
  };
}

/** The kill matrices need every mutant and corpus run (checked by the contract self-tests, which run them anyway). */
export async function killMatrixSection(): Promise<Record<string, string>> {
  const pool = new MockPool();
  try {
    const mutantRuns = await runMutants(pool, allMutants);
    const corpusRuns = await runWholeCorpus();
    const reports = <T extends { report: ContractReport }>(runs: T[]) => runs.map((r) => r.report);
    return {
      'kill-matrix': killMatrix(mutantRuns),
      ...corpusSections(corpusRuns),
      'root-causes': [
        rootCauseCounts(`the ${mutantRuns.length} mutants`, reports(mutantRuns)),
        rootCauseCounts(`the ${corpusRuns.defects.length} defects of the corpus`, reports(corpusRuns.defects)),
      ].join('\n'),
    };
  } finally {
    await pool.close();
  }
}

/** The page of docs/ that holds each generated section. */
export const sectionPages: Record<string, string> = {
  assumptions: 'docs/assumptions.md',
  checks: 'docs/contract-kit.md',
  'kill-matrix': 'docs/contract-kit.md',
  'corpus-matrix': 'docs/contract-kit.md',
  'replay-matrix': 'docs/contract-kit.md',
  'correct-servers': 'docs/contract-kit.md',
  'root-causes': 'docs/contract-kit.md',
  help: 'docs/command-line.md',
};

/** Replaces each marked section of a page's text with its current rendering. */
export function withSections(text: string, sections: Record<string, string>): string {
  let out = text;
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);
    if (!pattern.test(out)) throw new Error(`the page has no ${name} section markers`);
    out = out.replace(pattern, (_m, start: string, end: string) => `${start}${body}\n${end}`);
  }
  return out;
}

/** The sections that belong on one page. */
export const sectionsOf = (page: string, sections: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(sections).filter(([name]) => sectionPages[name] === page));

export const pageUrl = (page: string) => new URL(`../${page}`, import.meta.url);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const sections = { ...(await staticSections()), ...(await killMatrixSection()) };
  for (const page of new Set(Object.values(sectionPages))) {
    await writeFile(pageUrl(page), withSections(await readFile(pageUrl(page), 'utf8'), sectionsOf(page, sections)));
  }
  console.log(`generated sections updated in ${[...new Set(Object.values(sectionPages))].join(', ')}`);
}
