// Child processes of the benchmark: mocks of a given size (start-up time, RSS) and the reference servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface Started {
  child: ChildProcess;
  url: string;
  /** From spawn to the server answering (mocks: to its banner, printed once it listens). */
  startMs: number;
  stop(): void;
}

const root = new URL('../../', import.meta.url).pathname;

/** `ipc`: a message channel to the child (the soak's memory probe answers on it). */
function startChild(args: string[], ready: (output: string) => string | undefined, ipc = false): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = ready(output);
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, startMs: performance.now() - started, stop: () => child.kill('SIGTERM') });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${output}`)));
  });
}

export const FIXED_NOW = '2026-11-22T12:00:00Z';

/** A mock of `notifications` per account. `nodeArgs` go before the bin, `serveArgs` after it; `ipc` opens a message channel (the soak's memory probe). */
export const launchMock = (
  notifications: number,
  { nodeArgs = [], serveArgs = [], ipc = false }: { nodeArgs?: string[]; serveArgs?: string[]; ipc?: boolean } = {},
) =>
  startChild(
    [
      ...nodeArgs,
      'bin/core-kit.js',
      'serve',
      '--port',
      '0',
      '--quiet',
      '--now',
      FIXED_NOW,
      '--notifications',
      String(notifications),
      ...serveArgs,
    ],
    (out) => /Swagger UI +(http:\/\/[^/\s]+)\/docs/.exec(out)?.[1],
    ipc,
  );

export const startReference = (kind: 'http' | 'express' | 'stringify', bodiesFile: string) =>
  startChild(['scripts/bench/reference-server.mjs', kind, bodiesFile], (out) =>
    /^(\d+)\n/.exec(out) ? `http://127.0.0.1:${/^(\d+)/.exec(out)![1]}` : undefined,
  );

/** Stops a server and waits for its exit, so that its last moments take no CPU from the next load. */
export function stopped(s: Started): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    s.child.once('exit', () => resolve());
    s.stop();
  });
}

/** Resident memory of a process in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}
