// How many root causes the failing reports of a run set name (the manual's claim about root causes, rendered from the
// mutants' and the corpus's runs by `npm run docs`, so it cannot go stale).
import { rootCauses } from '../../../src/contract/report/root-causes.js';
import { blockingRoots } from '../../../src/contract/report/report-root-section.js';
import type { ContractReport } from '../../../src/contract/execute-contract.js';

const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => words[n] ?? String(n);

/** E.g. "Against the 61 mutants, 58 failed runs name one root cause; the other 3 name two." */
export function rootCauseCounts(subjects: string, reports: readonly ContractReport[]): string {
  // The root causes a report names are those that fail the run (as its summary line counts them).
  const counts = reports.map((report) => blockingRoots(rootCauses(report.results)).length).filter((n) => n > 0);
  const one = counts.filter((n) => n === 1).length;
  const more = counts.filter((n) => n > 1).sort((a, b) => a - b);
  const head = `Against ${subjects}, ${one === counts.length ? 'every failed run names' : `${one} failed runs name`} one root cause`;
  if (more.length === 0) return `${head}.`;
  const range = more[0] === more.at(-1) ? inWords(more[0]!) : `${inWords(more[0]!)} to ${inWords(more.at(-1)!)}`;
  return `${head}; the other ${more.length === 1 ? 'one names' : `${more.length} name`} ${range}.`;
}

/** The number of subjects a rendered sentence counts ("Against the 61 mutants" → 61). */
export const subjectsCounted = (sentence: string): number => Number(/^Against the (\d+) /.exec(sentence)?.[1]);

/** The root-cause lines of the manual's page: the mutants' first, the corpus's second. */
export function rootCauseLines(page: string): string[] {
  const section = /<!-- root-causes:start -->\n([\s\S]*?)<!-- root-causes:end -->/.exec(page)?.[1] ?? '';
  return section.trim().split('\n');
}
