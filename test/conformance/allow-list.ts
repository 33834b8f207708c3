// Reads the conformance allow-list from docs/assumptions.md: each place where the mock may answer otherwise than the
// real system, with the reason (the spec's own sentence, quoted, or the kit's rule) and the evidence.
import { readFileSync } from 'node:fs';
import type { Difference } from './compare-answers.js';

export interface AllowEntry {
  /** Case-name globs (`notif-*`), or `*` for every case and the corpus-wide checks. */
  cases: string[];
  /** A glob over the difference's `at`. */
  at: string;
  what: Difference['what'];
  /** `spec: "…"` (a sentence of the spec, quoted) or `kit: …` (the kit's own rule). */
  why: string;
  evidence: string;
}

const START = '<!-- conformance-allow:start -->';
const END = '<!-- conformance-allow:end -->';

export const assumptionsPage = new URL('../../docs/assumptions.md', import.meta.url);

const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Splits a table row on the pipes that are not inside backticks. */
function cells(row: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of row.trim().replace(/^\||\|$/g, '')) {
    if (c === '`') quoted = !quoted;
    if (c === '|' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  return [...out, current.trim()];
}

export function readAllowList(text = readFileSync(assumptionsPage, 'utf8')): AllowEntry[] {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/assumptions.md has no ${START} … ${END} section`);
  const rows = text
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| cases |'));
  return rows.map((row) => {
    const [cases, at, what, why, evidence] = cells(row);
    return {
      cases: ticks(cases ?? ''),
      at: ticks(at ?? '')[0] ?? '',
      what: (what ?? '') as Difference['what'],
      why: why ?? '',
      evidence: evidence ?? '',
    };
  });
}

const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);

export function allows(entry: AllowEntry, difference: Difference): boolean {
  return (
    entry.what === difference.what &&
    glob(entry.at).test(difference.at) &&
    entry.cases.some((c) => glob(c).test(difference.case))
  );
}

/** The spec sentences an entry quotes (`spec: "…"`), to check each against the spec's text. */
export const quotedSentences = (entry: AllowEntry): string[] => [...entry.why.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
