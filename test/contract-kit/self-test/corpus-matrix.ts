// The corpus in the docs: each defect with its blind spot and the checks that caught it, the replays on other data,
// and the correct servers with what the kit said about them.
import type { BlindSpot, CorpusDefect } from '../corpus/corpus-defect.js';
import type { CorrectServer } from '../corpus/correct-servers.js';
import type { SubjectRun } from './run-corpus.js';

const BLIND_SPOTS: Record<BlindSpot, string> = {
  0: 'older checks',
  1: 'inputs never sent',
  2: 'invariants on every answer',
  3: 'probes from the data',
  4: 'large inbox',
  5: 'second account',
  6: 'provenance',
  7: 'misleading output',
  8: 'base path',
  9: 'every-answer rules',
  10: 'values that betray a bug',
  11: 'document-derived inputs',
  12: 'data beyond the first page',
  13: 'polite client',
  14: 'speed and exit',
  15: 'unnamed defects',
  16: 'times rendered from now',
  17: 'relations the spec implies',
  18: 'every answer, page and account',
};

const named = (killedBy: string, run: SubjectRun) =>
  (run.failed.includes(killedBy) ? `**${killedBy}**` : `~~${killedBy}~~ (missed)`) +
  (run.strict ? ' (`--strict`)' : '');
const others = (killedBy: string, run: SubjectRun) => run.failed.filter((n) => n !== killedBy).join(', ') || '—';

export function corpusMatrix(defects: readonly CorpusDefect[], runs: readonly SubjectRun[]): string {
  const rows = defects.map(
    (d, i) =>
      `| \`${d.name}\` | ${BLIND_SPOTS[d.blindSpot]} | ${d.breaks} | ${named(d.killedBy, runs[i]!)} | ${others(d.killedBy, runs[i]!)} |`,
  );
  return [
    '| defect | blind spot | what it breaks | caught by | also caught by |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function replayMatrix(
  replays: readonly { defect: string; on: string }[],
  killedBy: (defect: string) => string,
  runs: readonly SubjectRun[],
): string {
  const rows = replays.map((r, i) => `| \`${r.defect}\` | ${r.on} | ${named(killedBy(r.defect), runs[i]!)} |`);
  return ['| defect | run again on | caught by |', '|---|---|---|', ...rows].join('\n');
}

export function correctServersTable(
  servers: readonly CorrectServer[],
  lenient: readonly SubjectRun[],
  strict: readonly SubjectRun[],
): string {
  const verdict = (run: SubjectRun) =>
    `exit ${run.report.exitCode}${run.failed.length ? ` (${run.failed.join(', ')})` : ''}`;
  const rows = servers.map(
    (s, i) =>
      `| \`${s.name}\` | ${s.chooses} | ${verdict(lenient[i]!)} | ${verdict(strict[i]!)} | ${lenient[i]!.noted.join(', ') || '—'} |`,
  );
  return [
    "| correct server | chooses | default | `--strict` | noted (the mock's choices, never failing) |",
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
