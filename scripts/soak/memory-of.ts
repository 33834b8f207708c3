// Asks the soak's mock (started with the memory probe) for its resident memory and heap right after a full collection.
import type { ChildProcess } from 'node:child_process';

export interface Memory {
  rss: number;
  heapUsed: number;
}

/** Resolves with the child's memory after a forced full collection; rejects when it does not answer within `timeoutMs`. */
export function memoryOf(child: ChildProcess, timeoutMs = 10_000): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', answer);
      reject(new Error('the mock did not report its memory (is it running with the memory probe?)'));
    }, timeoutMs);
    function answer(message: unknown) {
      clearTimeout(timer);
      resolve(message as Memory);
    }
    child.once('message', answer);
    child.send('memory');
  });
}

/** Relative growth from `before` to `after` (0.05 = 5%). */
export const growth = (before: number, after: number): number => (after - before) / before;

/**
 * The process's memory once idle: right after a load, freed pages return to the system over a second or two, so
 * `readings` probes `intervalMs` apart are taken and the lowest of each is kept (the floor a leak would raise).
 */
export async function settledMemory(child: ChildProcess, readings = 6, intervalMs = 300): Promise<Memory> {
  let lowest: Memory = { rss: Number.POSITIVE_INFINITY, heapUsed: Number.POSITIVE_INFINITY };
  for (let i = 0; i < readings; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const memory = await memoryOf(child);
    lowest = { rss: Math.min(lowest.rss, memory.rss), heapUsed: Math.min(lowest.heapUsed, memory.heapUsed) };
  }
  return lowest;
}
