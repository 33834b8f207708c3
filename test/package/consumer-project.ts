// Packs core-kit as npm would publish it and installs the tarball into a fresh project, the way a user adds it.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);

export interface ProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (never throws on a non-zero exit). */
export async function exec(
  file: string,
  args: readonly string[],
  cwd: string,
  timeout = 120_000,
  env: NodeJS.ProcessEnv = {},
): Promise<ProcessResult> {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      timeout,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}

/** The exact version this repository locks for a package (the consumer gets the same, from npm's cache when it can). */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in package-lock.json`);
  return entry.version;
}

export interface ConsumerProject {
  dir: string;
  tarball: string;
}

/**
 * `npm pack`, then a fresh ESM project with the tarball, msw, vitest, vite, Node's types and TypeScript (this repo's and
 * 5.x) installed: what the consumer files beside it and the recipes of docs/recipes need.
 */
export async function createConsumerProject(): Promise<ConsumerProject> {
  const work = mkdtempSync(join(tmpdir(), 'core-kit-consumer-'));
  // dist/ is built already (the process project's global setup): packing without the prepare script packs that build
  // rather than building it again.
  const packed = await exec(
    'npm',
    ['pack', '--ignore-scripts', '--pack-destination', work, '--silent'],
    repoRoot,
    180_000,
  );
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const tarball = join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz'))!,
  );
  const dir = join(work, 'project');
  cpSync(join(repoRoot, 'test/package/consumer'), dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const packages = [
    tarball,
    `msw@${lockedVersion('msw')}`,
    `vitest@${lockedVersion('vitest')}`,
    `vite@${lockedVersion('vite')}`,
    `@types/node@${lockedVersion('@types/node')}`,
    `typescript@${lockedVersion('typescript')}`,
    `typescript5@npm:typescript@${lockedVersion('typescript5')}`,
  ];
  const installed = await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...packages],
    dir,
    300_000,
  );
  if (installed.code !== 0) throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
  return { dir, tarball };
}
