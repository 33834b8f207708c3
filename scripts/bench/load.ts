// One load measurement: requests per second and p99 latency of a URL under a fixed number of connections, sent by wrk
// when it is installed (a C client: it can load a node server on the same machine without becoming the bottleneck
// first) or by autocannon (a devDependency, always there, but JavaScript: on a small machine it saturates early).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { NEW_PAGES_LUA } from './new-pages.js';

export interface Load {
  rps: number;
  p99: number;
  /** Requests answered (a new-pages load continues where the last one stopped). */
  requests: number;
  /** CPU time the server process spent per answer, µs (when its pid is known; Linux /proc, 10 ms steps over the run). */
  cpuUs?: number;
}

/** CPU time (user and system) a process has used, ms. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type LoadClient = 'wrk' | 'autocannon';

export const WRK_HINT = 'wrk is not installed: using autocannon (slower; install wrk, e.g. `apt-get install wrk`)';

/** wrk when it runs here, else autocannon. */
export function loadClient(): LoadClient {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return 'wrk';
  } catch (error) {
    // wrk --version prints its banner and exits 1: only a missing binary is a missing client.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'autocannon' : 'wrk';
  }
}

export interface MeasureOptions {
  connections: number;
  seconds: number;
  /** Ask for a page no earlier request asked: new-pages query number `from`, `from + 1`, … */
  newPagesFrom?: number;
  client: LoadClient;
  /** The server's process: its CPU time per answer is measured too. */
  pid?: number;
}

/** Milliseconds of a wrk latency figure (`812.00us`, `4.21ms`, `1.02s`). */
const wrkMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

let scriptDir: string | null = null;
function newPagesScript(): string {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'core-kit-bench-wrk-'));
  const file = join(scriptDir, 'new-pages.lua');
  writeFileSync(file, NEW_PAGES_LUA);
  return file;
}

async function wrk(url: string, headers: Record<string, string>, o: MeasureOptions): Promise<Load> {
  const args = ['-t', '1', '-c', String(o.connections), '-d', `${o.seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (o.newPagesFrom !== undefined) args.push('-s', newPagesScript(), url, '--', String(o.newPagesFrom));
  else args.push(url);
  const { stdout } = await promisify(execFile)('wrk', args);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(stdout);
  const total = /(\d+) requests in/.exec(stdout);
  if (!rps || !p99 || !total) throw new Error(`${url}: unreadable wrk output:\n${stdout}`);
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  if (bad || (errors && errors.slice(1).some((n) => n !== '0')))
    throw new Error(`${url}: ${bad?.[1] ?? 0} non-2xx answers, ${errors?.[0] ?? 'no socket errors'}`);
  return { rps: Number(rps[1]), p99: wrkMs(p99[1]!, p99[2]!), requests: Number(total[1]) };
}

async function viaAutocannon(url: string, headers: Record<string, string>, o: MeasureOptions): Promise<Load> {
  let next = o.newPagesFrom ?? 0;
  const { newPageQuery } = await import('./new-pages.js');
  const requests =
    o.newPagesFrom === undefined
      ? undefined
      : [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: newPageQuery(next++) }) }];
  const result = await autocannon({
    url,
    headers,
    connections: o.connections,
    duration: o.seconds,
    pipelining: 1,
    ...(requests ? { requests } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

export async function measure(url: string, headers: Record<string, string>, options: MeasureOptions): Promise<Load> {
  const cpuBefore = options.pid === undefined ? 0 : cpuMsOf(options.pid);
  const load = await (options.client === 'wrk' ? wrk(url, headers, options) : viaAutocannon(url, headers, options));
  if (options.pid === undefined || load.requests === 0) return load;
  return { ...load, cpuUs: ((cpuMsOf(options.pid) - cpuBefore) * 1000) / load.requests };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
