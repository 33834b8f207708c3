// The contract kit's default run against the mock, timed from spawn to exit, beside its baseline: node replaying the
// same requests (read back from the mock's journal) over node:http at the same concurrency, doing nothing with the
// answers. The ratio is what the kit's own work (parsing, validation, the checks) costs over the transport.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './load.js';

const root = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
const CONCURRENCY = 4; // the kit's default (--concurrency)

export interface KitRun {
  /** Medians over the runs, ms: wall time, and CPU time (user and system). */
  kitMs: number;
  replayMs: number;
  kitCpuMs: number;
  replayCpuMs: number;
  /** Median over runs of kit / replay, each pair back to back. */
  ratio: number;
  requests: number;
  /** How many runs of each the medians are of. */
  runs: number;
  /** The kit's last line (checks passed, failed …). */
  summary: string;
}

const CPU = /cpu-ms ([\d.]+)\s*$/;

const timed = async (args: string[]): Promise<{ ms: number; cpuMs: number; stdout: string }> => {
  const started = performance.now();
  const { stdout, stderr } = await run(process.execPath, ['--import', './scripts/bench/cpu-at-exit.mjs', ...args], {
    cwd: root,
    maxBuffer: 64 * 2 ** 20,
  });
  return { ms: performance.now() - started, cpuMs: Number(CPU.exec(stderr)?.[1] ?? NaN), stdout };
};

/** `mock`: a mock started with `--journal-size 5000` (one run's requests); `credentials`: the demo account's four values. */
export async function kitRun(mock: string, credentials: string[], headers: Record<string, string>, runs: number) {
  const [aid, aidToken, uid, uidToken] = credentials;
  const kit = () =>
    timed([
      'bin/core-kit.js',
      'contract',
      '--base-url',
      mock,
      '--aid',
      aid!,
      '--aid-token',
      aidToken!,
      '--uid',
      uid!,
      '--uid-token',
      uidToken!,
    ]);
  await fetch(`${mock}/__core/requests`, { method: 'DELETE' });
  const first = await kit();
  const listed = (await (await fetch(`${mock}/__core/requests?limit=5000&verdicts=false`)).json()) as {
    data: { entries: { url: string }[] };
  };
  const paths = listed.data.entries.map((e) => e.url).reverse();
  const file = join(await mkdtemp(join(tmpdir(), 'core-kit-bench-replay-')), 'requests.json');
  await writeFile(file, JSON.stringify({ base: mock, headers, paths, concurrency: CONCURRENCY }));
  const replay = () => timed(['scripts/bench/replay.mjs', file]);
  const kits = [first];
  const replays = [await replay()];
  for (let i = 1; i < runs; i++) {
    kits.push(await kit());
    replays.push(await replay());
  }
  return {
    kitMs: median(kits.map((k) => k.ms)),
    replayMs: median(replays.map((r) => r.ms)),
    kitCpuMs: median(kits.map((k) => k.cpuMs)),
    replayCpuMs: median(replays.map((r) => r.cpuMs)),
    ratio: median(kits.map((k, i) => k.ms / replays[i]!.ms)),
    requests: paths.length,
    runs,
    summary: first.stdout.trim().split('\n').at(-1) ?? '',
  } satisfies KitRun;
}
