// Start to first answer, timed from outside: from spawning a process to its first 200 on configs (the URL read from
// what it prints once it listens), for `core-kit serve` with its defaults and for node itself (bare-server.mjs).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { median } from './load.js';

const root = new URL('../../', import.meta.url).pathname;
const URL_LINE = /Configs +(http:\/\/[^/\s]+)\//;

export interface FirstAnswer {
  /** Spawn to the first 200, ms. */
  ms: number;
  /** CPU time the process (all its threads) used until then, ms (Linux /proc, the scheduler's nanoseconds). */
  cpuMs: number;
  /** What the banner says (`ready in N ms`), when it says it. */
  bannerMs: number | null;
}

export function firstAnswer(args: readonly string[]): Promise<FirstAnswer> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise<FirstAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not answer: ${output}`)), 30_000);
    child.stdout.on('data', async (chunk: Buffer) => {
      const had = URL_LINE.test(output);
      output += chunk.toString();
      const url = URL_LINE.exec(output)?.[1];
      if (had || !url) return;
      const res = await fetch(`${url}${CONFIGS_PATH}`);
      await res.arrayBuffer();
      const ms = performance.now() - started;
      const cpuMs = cpuOf(child.pid!);
      clearTimeout(timer);
      if (res.status !== 200) reject(new Error(`${args.join(' ')}: HTTP ${res.status}`));
      const banner = /ready in (\d+) ms/.exec(output);
      resolve({ ms, cpuMs, bannerMs: banner ? Number(banner[1]) : null });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }).finally(() => child.kill('SIGTERM'));
}

/** The CPU time of every thread of a process, ms: the scheduler's run time (`schedstat`), to the nanosecond. */
function cpuOf(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`))
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended meanwhile
    }
  return ns / 1e6;
}

export interface StartUp {
  /** Medians over the runs, ms. */
  mock: number;
  node: number;
  mockCpu: number;
  nodeCpu: number;
  banner: number | null;
  /** Median over runs of mock / node, each pair spawned back to back. */
  ratio: number;
  /** The same of their CPU times. */
  cpuRatio: number;
  /** Pairs spawned. */
  runs: number;
}

/** `runs` pairs, the order alternated: the mock's start-up beside node's own. */
export async function startUp(runs: number): Promise<StartUp> {
  const mock: FirstAnswer[] = [];
  const node: FirstAnswer[] = [];
  const serve = () => firstAnswer(['bin/core-kit.js', 'serve', '--port', '0', '--quiet']);
  const bare = () => firstAnswer(['scripts/bench/bare-server.mjs']);
  await serve(); // a first spawn fills the file cache, as on any machine that ran it before
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      mock.push(await serve());
      node.push(await bare());
    } else {
      node.push(await bare());
      mock.push(await serve());
    }
  }
  const banners = mock.map((m) => m.bannerMs).filter((b): b is number => b !== null);
  return {
    mock: median(mock.map((m) => m.ms)),
    node: median(node.map((m) => m.ms)),
    mockCpu: median(mock.map((m) => m.cpuMs)),
    nodeCpu: median(node.map((m) => m.cpuMs)),
    banner: banners.length ? median(banners) : null,
    ratio: median(mock.map((m, i) => m.ms / node[i]!.ms)),
    cpuRatio: median(mock.map((m, i) => m.cpuMs / node[i]!.cpuMs)),
    runs,
  };
}
