// What a test file costs to run, read from its code and the test helpers it imports: `process` spawns processes (the
// bin among them) or runs the build (dist/), `http` opens servers in this process, `unit` does neither; and which
// tests are `timed`, run alone after the others (vitest's projects; only `process` builds first).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imports, root } from './import-graph.js';

export type TestCost = 'unit' | 'http' | 'process';

/**
 * Spawns a process (node's child_process: the bin, a script, PHP, npm; or the bin by its path), or runs the build: a
 * value imported from the package by its own name (`core-kit/msw` is dist/mock/msw/handlers.js).
 */
const SPAWNS =
  /from\s+['"](?:node:)?child_process['"]|import\(\s*['"](?:node:)?child_process['"]|bin\/core-kit\.js|^\s*import\s+(?!type\b)[^'"]*?from\s+['"]core-kit(?:\/[\w-]+)?['"]/m;

/** Opens or reaches a server: node's network modules, supertest, a socket, or a helper that starts a server. */
const SERVES =
  /from\s+['"](?:(?:node:)?(?:http|https|http2|net|tls|dgram)|supertest|express|msw\/node)['"]|\b(?:listen|fetch|createServer|launchMock|startMock|startProxy|startAlteringProxy|startTestProxy|start[A-Z]\w*Server)\(/;

/** The folders whose modules count: a test and the helpers it imports; src/ modules are the code under test. */
const countsFor = (file: string) => !file.startsWith(join(root, 'src') + '/');

/** The file and every test or script module it reaches through relative imports. */
function closureOf(file: string): string[] {
  const seen = new Set<string>([file]);
  const todo = [file];
  for (let next = todo.pop(); next !== undefined; next = todo.pop())
    for (const to of imports.get(next) ?? [])
      if (countsFor(to) && !seen.has(to)) {
        seen.add(to);
        todo.push(to);
      }
  return [...seen];
}

/** The cost of code: the dearest thing any of its modules does. */
export function costOfCode(modules: readonly string[]): TestCost {
  if (modules.some((text) => SPAWNS.test(text))) return 'process';
  if (modules.some((text) => SERVES.test(text))) return 'http';
  return 'unit';
}

/**
 * A test whose code reads wrong says its cost on a line of its own (`// cost: unit`, then why): one that quotes code as
 * data, or runs the build without spawning it (a worker thread on dist/). Unit's guard still holds.
 */
const DECLARED = /^\/\/ cost: (unit|http|process)\b/m;

/** The cost of one test file: the one it declares, or that of the file and the test helpers it imports. */
export function costOf(file: string): TestCost {
  const declared = DECLARED.exec(readFileSync(file, 'utf8'))?.[1] as TestCost | undefined;
  return (
    declared ?? costOfCode(closureOf(file).map((module) => (imports.has(module) ? readFileSync(module, 'utf8') : '')))
  );
}

/**
 * A test whose verdict rests on wall-clock timing that a busy neighbour could shift (a throttling window, timeouts of
 * a few hundred milliseconds, gaps between arrivals) says so on a line of its own (`// timed: why`). It runs alone,
 * after the others, in the `timed` project; it opens servers in this process and spawns nothing (so needs no build).
 */
const TIMED = /^\/\/ timed: \S/m;

export const isTimed = (file: string): boolean => TIMED.test(readFileSync(file, 'utf8'));

const testsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? testsUnder(join(dir, e.name))
      : e.name.endsWith('.test.ts')
        ? [relative(root, join(dir, e.name))]
        : [],
  );

/** Every test file under test/ (relative to the root), by cost. */
export function testsByCost(): Record<TestCost, string[]> {
  const byCost: Record<TestCost, string[]> = { unit: [], http: [], process: [] };
  for (const file of testsUnder(join(root, 'test')).sort()) byCost[costOf(join(root, file))].push(file);
  return byCost;
}

export type TestProject = TestCost | 'timed';

/** Every test file under test/ by the project it runs in: its cost's, or `timed` when it declares so. */
export function testsByProject(): Record<TestProject, string[]> {
  const byCost = testsByCost();
  const timed = (file: string) => isTimed(join(root, file));
  return {
    unit: byCost.unit,
    http: byCost.http.filter((file) => !timed(file)),
    process: byCost.process,
    timed: [...byCost.http, ...byCost.process].filter(timed),
  };
}
