// Every run of the corpus in one go (correct servers default and strict, defects, replays) and the docs sections
// they render; the corpus test and `npm run docs` both use it.
import { allDefects } from '../corpus/all-defects.js';
import { correctServers, replays } from '../corpus/correct-servers.js';
import { corpusMatrix, correctServersTable, replayMatrix } from './corpus-matrix.js';
import { inParallel, runIndependent, strictFor, withoutStrict, type SubjectRun } from './run-corpus.js';

export interface CorpusRuns {
  lenient: SubjectRun[];
  strict: SubjectRun[];
  defects: SubjectRun[];
  replayed: SubjectRun[];
}

export const defectNamed = (name: string) => allDefects.find((d) => d.name === name)!;

export async function runWholeCorpus(parallel = 4): Promise<CorpusRuns> {
  const jobs = [
    ...correctServers.map((s) => () => runIndependent(s.name, s.choices, true, undefined, s.kit)),
    ...allDefects.map((d) => () => runIndependent(d.name, d.choices ?? {}, strictFor(d.killedBy), d.defect, d.kit)),
    ...replays.map((r) => () => {
      const d = defectNamed(r.defect);
      return runIndependent(d.name, { ...d.choices, ...r.choices }, strictFor(d.killedBy), d.defect, d.kit);
    }),
  ];
  const runs = await inParallel(jobs, (job) => job(), parallel);
  const n = correctServers.length;
  const strict = runs.slice(0, n);
  // Each correct server runs once, with --strict; without it, the same outcomes fail the run only when spec.
  return {
    lenient: strict.map(withoutStrict),
    strict,
    defects: runs.slice(n, n + allDefects.length),
    replayed: runs.slice(n + allDefects.length),
  };
}

export const corpusSections = (runs: CorpusRuns): Record<string, string> => ({
  'corpus-matrix': corpusMatrix(allDefects, runs.defects),
  'replay-matrix': replayMatrix(replays, (d) => defectNamed(d).killedBy, runs.replayed),
  'correct-servers': correctServersTable(correctServers, runs.lenient, runs.strict),
});
