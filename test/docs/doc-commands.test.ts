// Every command in the README and in docs/ runs (against a mock on port 0, pinned to the docs' clock) and prints what
// the page shows after it, so the docs cannot rot. Commands this suite cannot run inside itself are checked to exist.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { listMutants } from '../contract-kit/mutants/list-mutants.js';
import { startAlteringProxy } from '../contract-kit/mutants/altering-proxy.js';
import { projectRoot } from '../helpers/core-kit-process.js';
import { emulateCurl, type CommandOutput } from '../helpers/curl-emulator.js';
import { fencedBlocks, missingLines, type FencedBlock } from '../helpers/doc-blocks.js';
import { commandLines, shellCommands, type ShellCommand, type ShellVars } from '../helpers/shell-words.js';

/** The README and every docs/ page, each read as a reader pastes it: block after block, in one shell. */
const pages = [
  'README.md',
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
].map((path) => {
  const text = readFileSync(join(projectRoot, path), 'utf8');
  return { path, text, blocks: fencedBlocks(text) };
});
type PageText = (typeof pages)[number];
const allBlocks = pages.flatMap((p) => p.blocks);
const scripts = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const run = promisify(execFile);
const DEMO = ['--aid', 'demo', '--aid-token', 'demo-aid-token', '--uid', '10001', '--uid-token', 'demo-uid-token'];

/** npm scripts the README names that cannot run inside `npm test` (itself, the browser, timed load) or would rewrite the tree. */
const NOT_RUN_HERE = new Set([
  'test',
  'test:browser',
  'test:prism',
  'bench',
  'soak',
  'generate',
  'openapi',
  'fixtures',
  'docs',
]);

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
});
afterAll(() => mock.close());

interface Context {
  cwd: string;
  vars: ShellVars;
}

const local = (args: readonly string[]) => args.map((a) => a.replace('http://127.0.0.1:4010', mock.url));

/** Starts `core-kit serve …` on a free port, waits for its banner, and stops it. */
function serveOnce(args: readonly string[], cwd: string): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(projectRoot, 'bin/core-kit.js'), 'serve', ...args, '--port', '0', '--quiet'],
      { cwd },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Swagger UI +http:\/\//.test(output)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      /Swagger UI +http:\/\//.test(output)
        ? resolve({ exitCode: 0, output })
        : reject(new Error(`serve ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}

/** Starts `core-kit proxy …` in front of the test's mock on a free port, waits for its banner, and stops it (Ctrl-C). */
function proxyOnce(args: readonly string[], cwd: string): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(projectRoot, 'bin/core-kit.js'), 'proxy', ...local(args), '--port', '0'],
      { cwd },
    );
    let output = '';
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!stopping && /core-kit proxy on http:\/\//.test(output)) stopping = child.kill('SIGINT'); // once: a second Ctrl-C quits at once
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ exitCode: 0, output })
        : reject(new Error(`proxy ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}

async function coreKit(args: readonly string[], ctx: Context): Promise<CommandOutput> {
  if (args[0] === 'serve') return serveOnce(args.slice(1), ctx.cwd);
  if (args[0] === 'proxy') return proxyOnce(args.slice(1), ctx.cwd);
  try {
    const { stdout } = await run(process.execPath, [join(projectRoot, 'bin/core-kit.js'), ...local(args)], {
      cwd: ctx.cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { exitCode: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

async function npm(args: readonly string[], command: ShellCommand, ctx: Context): Promise<CommandOutput> {
  if (args[0] === 'ci') return { exitCode: existsSync(join(projectRoot, 'package-lock.json')) ? 0 : 1, output: '' };
  if (args[0] === 'start') return serveOnce(args.slice(args.indexOf('--') + 1 || args.length), ctx.cwd);
  const script = args[0] === 'run' ? args[1]! : args[0]!;
  expect(scripts, `README runs npm script "${script}"`).toHaveProperty([script]);
  if (NOT_RUN_HERE.has(script)) return { exitCode: 0, output: '' };
  const env = {
    ...process.env,
    NO_COLOR: '1',
    ...Object.fromEntries(
      Object.entries(command.env).map(([k, v]) => [k, v.replace('http://127.0.0.1:4010', mock.url)]),
    ),
  };
  try {
    const { stdout } = await run('npm', ['run', '-s', script], { cwd: projectRoot, env });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { exitCode: e.code, output: e.stdout };
  }
}

async function execute(command: ShellCommand, ctx: Context): Promise<CommandOutput | null> {
  const [program, ...args] = command.words;
  if (program === undefined) {
    Object.assign(ctx.vars, command.env);
    return null;
  }
  if (program === 'curl') return emulateCurl(args, mock.url);
  if (program === 'npx' && args[0] === 'core-kit') return coreKit(args.slice(1), ctx);
  if (program === 'npm') return npm(args, command, ctx);
  // CI itself (npm ci, npm test, the browser) cannot run inside npm test: the script must be there and runnable.
  if (program === 'bash' && args[0] === '.ci/run')
    return { exitCode: statSync(join(projectRoot, '.ci/run')).isFile() ? 0 : 1, output: '' };
  throw new Error(
    `the README command "${command.words.join(' ')}" is not covered by this test: teach it how to run it`,
  );
}

/** A trailing comment that shows output (`# {"site_name":…}`, `# HTTP/1.1 500`, `# curl: (52) …`) must be what came out. */
function checkComment(comment: string, out: CommandOutput): void {
  if (!/^(\{|HTTP\/|curl: \(|Preference-Applied:)/.test(comment)) return;
  expect(out.output, `documented as: ${comment}`).toContain(comment.replace(/…$/, ''));
}

/**
 * The block that shows a command's output: the next fenced block, when only blank space or a single lead-in line
 * ending with ":" stands between them (no heading, no generated section, no explanation of something else).
 */
function outputOf(page: PageText, block: FencedBlock, next: FencedBlock | undefined): FencedBlock | undefined {
  if (!next || next.marker || !['json', 'text'].includes(next.lang)) return undefined;
  const lines = page.text.split('\n');
  const between = lines
    .slice(block.line + block.body.split('\n').length, next.line - 1)
    .join('\n')
    .trim();
  return between === '' ||
    (!between.includes('\n') && !between.startsWith('#') && !between.includes('<!--') && between.endsWith(':'))
    ? next
    : undefined;
}

describe.each(pages.filter((p) => p.blocks.some((b) => b.lang === 'sh')).map((page) => [page.path, page] as const))(
  '%s commands',
  (_path, page) => {
    const shellBlocks = page.blocks
      .map((block, i) => ({ block, next: outputOf(page, block, page.blocks[i + 1]) }))
      .filter(({ block }) => block.lang === 'sh');
    /** One shell session per page: `H=(…)` set once is used by later blocks. */
    const session: ShellVars = {};

    it.each(
      shellBlocks.map(
        ({ block, next }) => [block.line, commandLines(block.body)[0]!.slice(0, 60), block, next] as const,
      ),
    )(
      'line %i: %s',
      async (_line, _first, block: FencedBlock, next: FencedBlock | undefined) => {
        const ctx: Context = { cwd: await mkdtemp(join(tmpdir(), 'core-kit-readme-')), vars: session };
        let last: CommandOutput | null = null;
        for (const line of commandLines(block.body)) {
          for (const command of shellCommands(line, ctx.vars)) {
            const out = await execute(command, ctx);
            if (!out) continue;
            if (!command.comment.startsWith('curl: ('))
              expect(out.exitCode, `${command.words.join(' ')}\n${out.output}`).toBe(0);
            checkComment(command.comment, out);
            last = out;
          }
        }
        if (next && last) expect(missingLines(next.body, last.output)).toEqual([]);
      },
      60_000,
    );
  },
);

describe('documented commands', () => {
  it('cover the README and the manual', () => {
    expect(pages.reduce((n, p) => n + p.blocks.filter((b) => b.lang === 'sh').length, 0)).toBeGreaterThan(10);
  });

  it('shows the contract report of a broken server as the kit prints it', async () => {
    const block = allBlocks.find((b) => b.marker?.includes('overlappingPages'))!;
    const proxy = await startAlteringProxy(
      mock.url,
      listMutants.find((m) => m.name === 'overlappingPages')!.alteration,
    );
    try {
      const out = await coreKit(['contract', '--base-url', proxy.url, ...DEMO], { cwd: projectRoot, vars: {} });
      expect(out.exitCode).toBe(1);
      expect(missingLines(block.body, out.output)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each(pages.flatMap((p) => [...p.text.matchAll(/<(http:\/\/127\.0\.0\.1:4010[^>]+)>/g)].map((m) => m[1]!)))(
    'link %s answers the envelope',
    async (link) => {
      const res = await fetch(link.replace('http://127.0.0.1:4010', mock.url));
      const body = await res.text();
      expect(res.status).toBeLessThan(500);
      // The malformed-fault twin answers the envelope cut in half, on purpose.
      if (link.includes('__fault=malformed'))
        expect(
          [body.startsWith('{"code":'), () => JSON.parse(body)].map((x) =>
            typeof x === 'function'
              ? (() => {
                  try {
                    x();
                    return 'parsed';
                  } catch {
                    return 'not JSON';
                  }
                })()
              : x,
          ),
        ).toEqual([true, 'not JSON']);
      else expect(JSON.parse(body)).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    },
  );
});
