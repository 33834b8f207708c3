// The corpus in the docs: each defect with its blind spot and the checks that caught it, the replays on other data,
// and the correct servers with what the kit said about them.
import type { CorpusDefect } from '../corpus/corpus-defect.js';
import type { CorrectServer } from '../corpus/correct-servers.js';
import type { SubjectRun } from './run-corpus.js';

const BLIND_SPOTS = ['older checks', 'inputs never sent', 'invariants on every answer', 'probes from the data', 'large inbox', 'second account', 'provenance', 'misleading output', 'base path', 'every-answer rules', 'values that betray a bug'];

const named = (killedBy: string, run: SubjectRun) => (run.failed.includes(killedBy) ? `**${killedBy}**` : `~~${killedBy}~~ (missed)`) + (run.strict ? ' (`--strict`)' : '');
const others = (killedBy: string, run: SubjectRun) => run.failed.filter((n) => n !== killedBy).join(', ') || '—';

export function corpusMatrix(defects: readonly CorpusDefect[], runs: readonly SubjectRun[]): string {
  const rows = defects.map((d, i) => `| \`${d.name}\` | ${BLIND_SPOTS[d.blindSpot]} | ${d.breaks} | ${named(d.killedBy, runs[i]!)} | ${others(d.killedBy, runs[i]!)} |`);
  return ['| defect | blind spot | what it breaks | caught by | also caught by |', '|---|---|---|---|---|', ...rows].join('\n');
}

export function replayMatrix(replays: readonly { defect: string; on: string }[], killedBy: (defect: string) => string, runs: readonly SubjectRun[]): string {
  const rows = replays.map((r, i) => `| \`${r.defect}\` | ${r.on} | ${named(killedBy(r.defect), runs[i]!)} |`);
  return ['| defect | run again on | caught by |', '|---|---|---|', ...rows].join('\n');
}

export function correctServersTable(servers: readonly CorrectServer[], lenient: readonly SubjectRun[], strict: readonly SubjectRun[]): string {
  const verdict = (run: SubjectRun) => `exit ${run.report.exitCode}${run.failed.length ? ` (${run.failed.join(', ')})` : ''}`;
  const rows = servers.map((s, i) => `| \`${s.name}\` | ${s.chooses} | ${verdict(lenient[i]!)} | ${verdict(strict[i]!)} | ${lenient[i]!.noted.join(', ') || '—'} |`);
  return ['| correct server | chooses | default | `--strict` | noted (the mock\'s choices, never failing) |', '|---|---|---|---|---|', ...rows].join('\n');
}
